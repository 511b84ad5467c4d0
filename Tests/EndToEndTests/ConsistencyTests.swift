import DigestSystem
import Foundation
import TestSupport
import Testing

@testable import DigestDelivery
@testable import DigestSite

/// Issue 18.7 and 18.8: whatever stops a command (a full disk, a kill), every link of the site
/// still leads to a page, the next run finishes the job, and an unreadable snapshot is named, kept
/// and reported with exit 3, never dropped silently.
@Suite(.serialized)
struct ConsistencyTests {
    static let run = ["run", "--sample", "-q", "--week", "2026-W47"] + SampleRun.pinned
    /// The clock for commands without templates (publish).
    static let monday = ["--now", "2026-11-23T07:00:00+09:00"]

    /// Copies `site` into `folder` (emptied first).
    static func copy(_ site: String, into folder: String) throws {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            try FileManager.default.removeItem(atPath: folder + "/" + name)
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: site) {
            try FileManager.default.copyItem(atPath: site + "/" + name, toPath: folder + "/" + name)
        }
    }

    /// Free bytes in the file system holding `path`.
    static func free(_ path: String) -> Int {
        var space = statvfs()
        return statvfs(path, &space) == 0 ? Int(space.f_bavail) * Int(space.f_frsize) : 0
    }

    /// A run of 2026-W47 on a disk that fills up after `budget` bytes, for budgets from none to
    /// more than the run needs: exit 0 or 1, never a broken link; with room again, the next run completes.
    @Test func aRunOnAFullDiskLeavesEveryLinkWhole() throws {
        let base = try SiteTests.build(["2026-W44", "2026-W45", "2026-W46"], environment: SampleRun.tokyo)
        guard let mount = try TinyMount(readOnly: false, size: "2m") else {
            Issue.record("this machine does not let the test mount a tmpfs; run it as root")
            return
        }
        defer { mount.unmount() }
        let site = mount.path + "/site", filler = mount.path + "/filler", state = mount.path + "/state"
        // The stored history fills up with the pages: the state folder is on the same small disk.
        let environment = SampleRun.tokyo.merging(["DIGEST_STATE": state]) { $1 }
        try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
        var failed = 0
        for budget in stride(from: 0, through: 96 * 1024, by: 4096) {
            try? FileManager.default.removeItem(atPath: filler)
            try Self.copy(base, into: site)
            try StoredHistory.copy(base, to: site, state: state)
            let room = Self.free(mount.path) - budget
            // A filler that cannot be made leaves the whole disk free: that run checks what the largest budgets do.
            if room > 0 { _ = FileManager.default.createFile(atPath: filler, contents: Data(count: room)) }
            let result = try BinaryRunner.digest(Self.run + ["--output", site], environment: environment)
            #expect(result.status == 0 || result.status == 1, "budget \(budget): \(result.stderr)")
            #expect(
                SiteCheck(fileSystem: LocalFileSystem()).problems(
                    in: site, history: StoredHistory.folder(site, state: state)) == [],
                "budget \(budget): \(result.stderr)")
            if result.status == 1 {
                failed += 1
                #expect(
                    result.stderr.contains("Every link of the site still leads to a page"),
                    "budget \(budget): \(result.stderr)")
                #expect(
                    !FileManager.default.fileExists(atPath: StoredHistory.snapshot(site, "2026-W47", state: state)),
                    "budget \(budget): not stored")
            }
            try FileManager.default.removeItem(atPath: filler)
            let again = try BinaryRunner.digest(Self.run + ["--output", site], environment: environment)
            #expect(again.status == 0, "budget \(budget): \(again.stderr)")
            #expect(
                SiteCheck(fileSystem: LocalFileSystem()).problems(
                    in: site, history: StoredHistory.folder(site, state: state)) == [])
            #expect(try String(contentsOfFile: site + "/index.html", encoding: .utf8).contains("<h1>2026-W47</h1>"))
            let leftovers = BinaryRunner.files(under: site).filter { $0.contains(".tmp-") }
            #expect(leftovers == [], "budget \(budget)")
        }
        #expect(failed > 3, "the disk filled up at several places of the run")
    }

    /// `run` and `render` SIGKILLed at seeded random moments, 24 times: every link resolves, no
    /// page is cut short, and the next run leaves a whole site with no temporary file.
    @Test func aRunOrRenderKilledAtRandomLeavesEveryLinkWhole() throws {
        let output = try SiteTests.build((36...46).map { "2026-W\($0)" }, environment: SampleRun.tokyo)
        var random = SeededRandom(seed: 18_007)
        var killed = 0
        for trial in 0..<24 {
            let arguments =
                trial.isMultiple(of: 2)
                ? Self.run + ["--output", output]
                : ["render", "-q", "--output", output] + SampleRun.pinned + ["--locale", trial % 4 == 1 ? "ja" : "en"]
            let moment = Double.random(in: 0.005...0.12, using: &random)
            if try BinaryRunner.digestKilled(arguments, after: moment, environment: SampleRun.tokyo) { killed += 1 }
            #expect(
                SiteCheck(fileSystem: LocalFileSystem()).problems(in: output, history: StoredHistory.folder(output))
                    == [], "trial \(trial)")
            for file in BinaryRunner.files(under: output) where file.hasSuffix(".html") && !file.contains(".tmp-") {
                #expect(
                    try String(contentsOfFile: output + "/" + file, encoding: .utf8).hasSuffix("</html>\n"),
                    "trial \(trial): \(file)")
            }
        }
        #expect(killed > 5, "most kills fell while the command ran")
        let again = try BinaryRunner.digest(Self.run + ["--output", output], environment: SampleRun.tokyo)
        #expect(again.status == 0)
        #expect(
            SiteCheck(fileSystem: LocalFileSystem()).problems(in: output, history: StoredHistory.folder(output)) == [])
        #expect(BinaryRunner.files(under: output).filter { $0.contains(".tmp-") || $0.contains(".lock") } == [])
    }

    /// A publish that adds seven weeks to a web root, SIGKILLed at seeded random moments, 40
    /// times: no page a reader can reach from the front page or the archive has a broken link (new
    /// weeks link to each other, so one copied before its neighbour is unreachable until the
    /// neighbour and the archive follow); the next publish leaves the root equal to the site.
    @Test func aPublishKilledAtRandomNeverBreaksTheWebRoot() throws {
        let small = try SiteTests.build((30...40).map { "2026-W\($0)" }, environment: SampleRun.tokyo)
        let output = try SiteTests.build((30...47).map { "2026-W\($0)" }, environment: SampleRun.tokyo)
        let target = try BinaryRunner.temporaryFolder() + "/www"
        var random = SeededRandom(seed: 18_070)
        var broken = 0
        for trial in 0..<40 {
            let before = try BinaryRunner.digest(["publish", "--to", target, "--output", small] + Self.monday)
            try #require(before.status == 0, "\(before.stderr)")
            _ = try BinaryRunner.digestKilled(
                ["publish", "--to", target, "--output", output] + Self.monday,
                after: Double.random(in: 0.01...0.06, using: &random))
            let links = SiteCheck(fileSystem: LocalFileSystem()).brokenLinksReachable(in: target)
            if !links.isEmpty { broken += 1 }
            #expect(links == [], "trial \(trial)")
        }
        #expect(broken == 0)
        let last = try BinaryRunner.digest(["publish", "--to", target, "--output", output] + Self.monday)
        #expect(last.status == 0)
        #expect(
            BinaryRunner.files(under: target).filter { $0 != FolderPublisher.manifest }
                == BinaryRunner.files(under: output))
    }

    @Test func anUnreadableSnapshotIsNamedKeptAndExit3() throws {
        let output = try SiteTests.build(["2026-W45", "2026-W46", "2026-W47"], environment: SampleRun.tokyo)
        let path = StoredHistory.snapshot(output, "2026-W46")
        let broken = Data("{\"schemaVersion\": 1, \"week\": ".utf8)
        try broken.write(to: URL(fileURLWithPath: path))
        let render = try BinaryRunner.digest(
            ["render", "--output", output] + SampleRun.pinned, environment: SampleRun.tokyo)
        #expect(render.status == 3, "\(render.stderr)")
        #expect(
            render.stderr.contains("1 snapshot could not be read and is left out of the site: \(path)"),
            "\(render.stderr)")
        #expect(!render.stderr.lowercased().contains("delete"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == broken)
        let target = try BinaryRunner.temporaryFolder() + "/www"
        let publish = try BinaryRunner.digest(["publish", "--to", target, "--output", output] + Self.monday)
        #expect(publish.status == 3, "\(publish.stderr)")
        #expect(publish.stderr.contains(path))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == broken)
    }

    @Test func aWeekWithASnapshotButNoPageIsRepairedByTheNextRun() throws {
        let output = try SiteTests.build(["2026-W44", "2026-W45", "2026-W46"], environment: SampleRun.tokyo)
        try FileManager.default.removeItem(atPath: output + "/weeks/2026-W45/index.html")
        #expect(
            SiteCheck(fileSystem: LocalFileSystem()).problems(in: output, history: StoredHistory.folder(output)) != [])
        // Not --quiet, which silences warnings (issue 19.6).
        let run = try BinaryRunner.digest(
            Self.run.filter { $0 != "-q" } + ["--output", output], environment: SampleRun.tokyo)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr.contains("2026-W45 has a snapshot but no page; rebuilding every page first"), "\(run.stderr)")
        #expect(
            SiteCheck(fileSystem: LocalFileSystem()).problems(in: output, history: StoredHistory.folder(output)) == [])
        let publish = try BinaryRunner.digest(
            ["publish", "--to", try BinaryRunner.temporaryFolder() + "/www", "--output", output] + Self.monday)
        #expect(publish.status == 0, "\(publish.stderr)")
    }

    /// The whole output folder deleted, the history kept: the next run, with no week to fetch, makes
    /// every page again from the stored weeks, and the site checks whole.
    @Test func aDeletedOutputFolderIsMadeAgainByTheNextRun() throws {
        let output = try SiteTests.build(["2026-W46", "2026-W47"], environment: SampleRun.tokyo)
        let history = StoredHistory.folder(output)
        try FileManager.default.removeItem(atPath: output)
        // No --week: the week is stored, so there is nothing to fetch.
        let run = try BinaryRunner.digest(
            ["run", "--sample", "--output", output] + SampleRun.pinned, environment: SampleRun.tokyo)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("(the site was rebuilt to show every stored week)"), "\(run.stdout)")
        #expect(run.stderr.contains("2026-W46, 2026-W47 have a snapshot but no page"), "\(run.stderr)")
        #expect(SiteCheck(fileSystem: LocalFileSystem()).problems(in: output, history: history) == [])
    }
}
