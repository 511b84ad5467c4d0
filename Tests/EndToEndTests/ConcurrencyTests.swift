import Foundation
import TestSupport
import Testing

@testable import DigestSite
@testable import DigestSystem

/// Issue 18.4: commands that write one output folder take turns.
///
/// Five runs of five weeks started
/// at once leave every week in the archive, the index and the feed; a command that cannot get its
/// turn in time names the holder and changes nothing.
@Suite(.serialized)
struct ConcurrencyTests {
    static let weeks = (43...47).map { "2026-W\($0)" }

    @Test func fiveRunsAtOnceLoseNoWeek() throws {
        for trial in 0..<20 {
            let output = try BinaryRunner.temporaryFolder() + "/site"
            let runs = try Self.weeks.map { week in
                try BinaryRunner.launch(
                    BinaryRunner.binary,
                    ["run", "--sample", "-q", "--week", week, "--output", output] + SampleRun.pinned,
                    environment: SampleRun.tokyo)
            }
            runs.forEach { $0.process.waitUntilExit() }
            let results = runs.map { $0.result() }
            #expect(results.allSatisfy { $0.status == 0 }, "trial \(trial): \(results.map(\.stderr))")
            let archive = try String(contentsOfFile: output + "/archive/index.html", encoding: .utf8)
            let index = try String(contentsOfFile: StoredHistory.index(output), encoding: .utf8)
            let feed = try String(contentsOfFile: output + "/feed.xml", encoding: .utf8)
            for week in Self.weeks {
                #expect(archive.contains("\(week)/"), "trial \(trial): the archive lists \(week)")
                #expect(index.contains("\"\(week)\""), "trial \(trial): weeks/index.json has \(week)")
                #expect(feed.contains(week), "trial \(trial): the feed has \(week)")
            }
            let front = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
            #expect(front.contains("<h1>2026-W47</h1>"), "trial \(trial): the front page is the latest week")
            #expect(
                SiteCheck(fileSystem: LocalFileSystem()).problems(in: output, history: StoredHistory.folder(output))
                    == [], "trial \(trial)")
            #expect(
                !FileManager.default.fileExists(atPath: output + "/" + FolderLock.outputName),
                "trial \(trial): the lock is gone")
        }
    }

    /// A `render` started while a run holds the lock waits its turn, then lists `weeks/`: the
    /// week that run added is rendered and linked, not left out by a listing made before.
    @Test func aRenderThatWaitsForARunRendersTheWeekItAdded() throws {
        let server = try LoopbackHTTPServer { _ in .silence }
        defer { server.stop() }
        let output = try BinaryRunner.temporaryFolder() + "/site"
        let first = try BinaryRunner.digest(
            ["run", "--sample", "-q", "--week", "2026-W46", "--output", output] + SampleRun.pinned,
            environment: SampleRun.tokyo)
        #expect(first.status == 0, "\(first.stderr)")
        try StoredHistory.adopt(output)
        // A live run of 2026-W47 whose source never answers holds the lock for its 2-second deadline,
        // then stores the week without its coding data.
        let slow = try Self.runHoldingTheLock(of: output, against: server, seconds: 2)
        defer { slow.process.waitUntilExit() }
        #expect(!FileManager.default.fileExists(atPath: output + "/weeks/2026-W47"), "the slow run is still fetching")
        let render = try BinaryRunner.digest(
            ["render", "--output", output] + SampleRun.pinned,
            environment: SampleRun.tokyo.merging(["DIGEST_LOCK_WAIT": "30"]) { $1 })
        slow.process.waitUntilExit()
        #expect(slow.process.terminationStatus == 3, "the slow run stored a partial week")
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains("Rendered 2 weeks"), "\(render.stdout)")
        let archive = try String(contentsOfFile: output + "/archive/index.html", encoding: .utf8)
        #expect(archive.contains("2026-W47/"), "the archive links the week the run added")
        let front = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        #expect(front.contains("<h1>2026-W47</h1>"), "the front page is the week the run added")
        #expect(
            SiteCheck(fileSystem: LocalFileSystem()).problems(in: output, history: StoredHistory.folder(output)) == [])
    }

    @Test func aCommandThatWaitsTooLongNamesTheHolderAndWritesNothing() throws {
        let server = try LoopbackHTTPServer { _ in .silence }
        defer { server.stop() }
        let output = try BinaryRunner.temporaryFolder() + "/site"
        // A live run whose source never answers holds the lock for its 3-second deadline.
        let slow = try Self.runHoldingTheLock(of: output, against: server, seconds: 3)
        defer { slow.process.waitUntilExit() }
        let second = try BinaryRunner.digest(
            ["run", "--sample", "--output", output] + SampleRun.pinned,
            environment: SampleRun.tokyo.merging(["DIGEST_LOCK_WAIT": "1"]) { $1 })
        #expect(second.status == 1, "\(second.stderr)")
        #expect(
            second.stderr.contains("is held by weekly-digest run, process \(slow.process.processIdentifier)"),
            "\(second.stderr)")
        #expect(second.stderr.contains("DIGEST_LOCK_WAIT"))
        #expect(!FileManager.default.fileExists(atPath: output + "/weeks"), "the second run wrote nothing")
        slow.process.waitUntilExit()
        #expect(slow.process.terminationStatus == 3)
        // A render, which takes the same lock: the live run's week is no place for the sample's.
        let third = try BinaryRunner.digest(
            ["render", "-q", "--output", output] + SampleRun.pinned, environment: SampleRun.tokyo)
        #expect(third.status == 0, "once the first has finished, the lock is free")
    }

    /// A live `run` into `output` whose WakaTime is `server` (which never answers), started and
    /// holding the output's lock (waited for, up to 2 seconds), until its `seconds` deadline passes.
    static func runHoldingTheLock(of output: String, against server: LoopbackHTTPServer, seconds: Int) throws
        -> BinaryRunner.Launched
    {
        let slow = try BinaryRunner.launch(
            BinaryRunner.binary, ["run", "-q", "--output", output] + SampleRun.pinned,
            environment: [
                "DIGEST_TIMEZONE": "Asia/Tokyo", "WAKATIME_API_KEY": "k",
                "WAKATIME_API_URL": server.baseURL + "/api/v1",
                "DIGEST_HTTP_TIMEOUT": String(seconds), "DIGEST_HTTP_ATTEMPTS": "1",
            ])
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: output + "/" + FolderLock.outputName) {
            usleep(20_000)
        }
        return slow
    }
}
