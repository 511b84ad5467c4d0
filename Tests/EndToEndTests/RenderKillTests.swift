import DigestSystem
import Foundation
import TestSupport
import Testing

@testable import DigestSite

/// `render` writes each week's pages as soon as they are made, a window of 256 weeks at a time.
///
/// Killed at 20 seeded moments across its run on a site of 103 weeks, it must
/// leave every page whole and every link leading to a page, with some pages already carrying the
/// new template and others not yet; the next `render` finishes the job and clears what was left.
/// Between two windows nothing is written, so a kill there leaves what a kill after the last
/// page of the first window would: the 103 weeks fit one window, and `RebuildWindowTests` holds
/// windows of every size to the same site.
@Suite(.serialized)
struct RenderKillTests {
    @Test func aRenderKilledAtSeededMomentsLeavesTheSiteWhole() throws {
        let output = try BinaryRunner.temporaryFolder() + "/site"
        try FileManager.default.copyItem(atPath: try HistoryPagesTests.site(), toPath: output)
        try StoredHistory.copy(try HistoryPagesTests.site(), to: output)
        let templates = try BinaryRunner.templateCopy()
        let page = try String(contentsOfFile: templates + "/page.html", encoding: .utf8)
        let arguments =
            ["render", "-q", "--output", output, "--templates", templates] + HistoryPagesTests.pinned.prefix(2)
        // How long a whole render takes here, so the kills fall across it.
        let started = Date()
        #expect(try BinaryRunner.digest(arguments, environment: HistoryPagesTests.environment).status == 0)
        var duration = max(0.05, Date().timeIntervalSince(started))

        var random = SeededRandom(seed: 0x4B_111)
        var (killed, mixed) = (0, 0)
        for round in 0..<20 {
            try page.replacingOccurrences(of: "<main>", with: "<main data-round=\"\(round)\">")
                .write(toFile: templates + "/page.html", atomically: true, encoding: .utf8)
            let moment = duration * Double.random(in: 0.05..<1.0, using: &random)
            if try BinaryRunner.digestKilled(arguments, after: moment, environment: HistoryPagesTests.environment) {
                killed += 1
            } else {
                // Done before the kill: the render timed above was slowed by something else the
                // machine did. Later moments fall within the time this one took.
                duration = min(duration, moment)
            }
            #expect(
                SiteCheck(fileSystem: LocalFileSystem()).problems(in: output, history: StoredHistory.folder(output))
                    == [],
                "round \(round): the site is broken after SIGKILL")
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

    /// A first `render` into a folder of snapshots writes each page without looking for it first
    /// (the listing it took under the lock found none there).
    ///
    /// Killed at 20 seeded moments, it must leave only whole files, each the one an uninterrupted
    /// render writes; the next `render` writes what is missing, compares what is there, and leaves
    /// the site byte for byte that one.
    @Test func aFirstRenderKilledAtSeededMomentsIsFinishedByTheNext() throws {
        let source = try HistoryPagesTests.site()
        let folder = try BinaryRunner.temporaryFolder()
        let history = StoredHistory.folder(source)
        let snapshots = BinaryRunner.files(under: history).filter { $0.hasSuffix("/digest.json") }
        // A site of stored weeks and no page yet: the snapshots in its history, its output folder empty.
        func freshSite(_ name: String) throws -> String {
            let output = folder + "/" + name
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            for path in snapshots {
                let target = StoredHistory.folder(output) + "/" + path
                try FileManager.default.createDirectory(
                    atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: history + "/" + path, toPath: target)
            }
            return output
        }
        func contents(_ root: String) throws -> [String: Data] {
            var files: [String: Data] = [:]
            for path in BinaryRunner.files(under: root) {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
            }
            return files
        }
        let arguments = ["render", "-q"] + HistoryPagesTests.pinned
        let environment = HistoryPagesTests.environment
        let whole = try freshSite("whole")
        let started = Date()
        #expect(try BinaryRunner.digest(arguments + ["--output", whole], environment: environment).status == 0)
        var duration = max(0.05, Date().timeIntervalSince(started))
        let expected = try contents(whole)
        let pages = expected.keys.filter { $0.hasPrefix("weeks/") && $0.hasSuffix("/index.html") }.count
        #expect(pages == snapshots.count)

        var random = SeededRandom(seed: 0x4B_112)
        var (killed, partway) = (0, 0)
        for round in 0..<20 {
            let output = try freshSite("round-\(round)")
            let moment = duration * Double.random(in: 0.05..<1.0, using: &random)
            if try BinaryRunner.digestKilled(arguments + ["--output", output], after: moment, environment: environment)
            {
                killed += 1
            } else {
                // Done before the kill: later moments fall within the time this render took.
                duration = min(duration, moment)
            }
            let left = try contents(output)
            // Not the site's: the lock (which names the killed holder) and temporary files.
            for (path, data) in left where !(path as NSString).lastPathComponent.hasPrefix(".") {
                #expect(data == expected[path], "round \(round): \(path) is not a whole file of the site")
            }
            let written = left.keys.filter { $0.hasPrefix("weeks/") && $0.hasSuffix("/index.html") }.count
            if written > 0, written < pages { partway += 1 }
            let next = try BinaryRunner.digest(arguments + ["--output", output], environment: environment)
            #expect(next.status == 0, "round \(round): \(next.stderr)")
            #expect(try contents(output) == expected, "round \(round): the next render left another site")
        }
        #expect(killed >= 10, "only \(killed) of 20 rounds were killed while they ran")
        #expect(partway > 0, "no kill fell while the weeks were being written")
    }
}
