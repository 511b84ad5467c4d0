import Foundation
import TestSupport
import Testing

@testable import DigestPublish

/// `render` writes each week's pages as soon as they are made, a window of 64 weeks at a time.
///
/// Killed at 20 seeded moments across its run on a site of 103 weeks (two windows), it must
/// leave every page whole and every link leading to a page, with some pages already carrying the
/// new template and others not yet; the next `render` finishes the job and clears what was left.
@Suite(.serialized)
struct RenderKillTests {
    @Test func aRenderKilledAtSeededMomentsLeavesTheSiteWhole() throws {
        let output = try BinaryRunner.temporaryFolder() + "/site"
        try FileManager.default.copyItem(atPath: try HistoryPagesTests.site(), toPath: output)
        let templates = try BinaryRunner.templateCopy()
        let page = try String(contentsOfFile: templates + "/page.html", encoding: .utf8)
        let arguments =
            ["render", "-q", "--output", output, "--templates", templates] + HistoryPagesTests.pinned.prefix(2)
        let environment = ["PATH": "/usr/bin:/bin"].merging(HistoryPagesTests.environment) { _, own in own }

        // How long a whole render takes here, so the kills fall across it.
        let started = Date()
        #expect(try BinaryRunner.digest(arguments, environment: HistoryPagesTests.environment).status == 0)
        let duration = max(0.05, Date().timeIntervalSince(started))

        var random = SeededRandom(seed: 0x4B_111)
        var (killed, mixed) = (0, 0)
        for round in 0..<20 {
            try page.replacingOccurrences(of: "<main>", with: "<main data-round=\"\(round)\">")
                .write(toFile: templates + "/page.html", atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: BinaryRunner.binary)
            process.arguments = arguments
            process.environment = environment
            try process.run()
            Thread.sleep(forTimeInterval: duration * Double.random(in: 0.05..<1.0, using: &random))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal { killed += 1 }
            #expect(SiteCheck().problems(in: output) == [], "round \(round): the site is broken after SIGKILL")
            var rounds = Set<String>()
            for file in BinaryRunner.files(under: output) where file.hasSuffix("index.html") && file.hasPrefix("weeks/")
            {
                let text = try String(contentsOfFile: output + "/" + file, encoding: .utf8)
                #expect(text.hasSuffix("</html>\n"), "round \(round): \(file) is cut short")
                rounds.insert(text.contains("data-round=\"\(round)\"") ? "new" : "old")
            }
            if rounds.count == 2 { mixed += 1 }
        }
        #expect(killed >= 10, "only \(killed) of 20 rounds were killed while they ran")
        #expect(mixed > 0, "no kill fell while the weeks were being written")
        let rerun = try BinaryRunner.digest(arguments, environment: HistoryPagesTests.environment)
        #expect(rerun.status == 0)
        let leftovers = BinaryRunner.files(under: output).filter { $0.contains(".tmp-") }
        #expect(leftovers == [], "the next render clears what a killed one left: \(leftovers)")
        for file in BinaryRunner.files(under: output) where file.hasSuffix("index.html") && file.hasPrefix("weeks/") {
            let text = try String(contentsOfFile: output + "/" + file, encoding: .utf8)
            #expect(text.contains("data-round=\"19\""), "\(file) was not rendered again")
        }
    }
}
