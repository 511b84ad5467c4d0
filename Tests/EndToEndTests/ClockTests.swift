import Foundation
import TestSupport
import Testing

/// Issue 18.5: the latest week is the latest that has ended.
///
/// A week not over by the clock is
/// refused; a snapshot from the future (a typo, a clock far ahead) never becomes the latest.
@Suite(.serialized)
struct ClockTests {
    static let monday = ["--now", "2026-11-23T07:00:00+09:00", "--templates", SampleRun.templates]

    /// The refused cases: (arguments, what the message names).
    static let refused: [([String], String)] = [
        (["--week", "2062-W47"], "--week 2062-W47 has not ended yet: the last week that has is 2026-W47"),
        (["--week", "2026-W48"], "--week 2026-W48 has not ended yet"),
        (["--week", "1999-W10"], "--week 1999-W10 is outside the years 2000 to 2099"),
        (["--now", "0001-01-01T00:00:00Z"], "is outside the years 2000 to 2099"),
        (["--now", "2150-01-01T00:00:00Z"], "is outside the years 2000 to 2099"),
    ]

    @Test(arguments: refused)
    func aWeekThatHasNotEndedOrAnOddClockIsRefusedAndWritesNothing(arguments: [String], message: String) throws {
        let output = try BinaryRunner.temporaryFolder() + "/site"
        let result = try BinaryRunner.digest(
            ["run", "--sample", "--output", output] + Self.monday + arguments, environment: SampleRun.tokyo)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func aSnapshotFromTheFutureNeverBecomesTheLatest() throws {
        let output = try SiteTests.build(["2026-W46"], environment: SampleRun.tokyo)
        // What an older version let a typo write: 2062-W47 with its page, the site's front page.
        let future = output + "/weeks/2062-W47"
        try FileManager.default.createDirectory(atPath: future, withIntermediateDirectories: true)
        let json = try String(contentsOfFile: StoredHistory.snapshot(output, "2026-W46"), encoding: .utf8)
            .replacingOccurrences(of: "\"2026-W46\"", with: "\"2062-W47\"")
        // The snapshot where the site's weeks are stored; its page in the output folder.
        try StoredHistory.plant(output, "2062-W47", Data(json.utf8))
        try "<p>2062</p>".write(toFile: future + "/index.html", atomically: true, encoding: .utf8)

        let run = try BinaryRunner.digest(
            ["run", "--sample", "--output", output] + Self.monday, environment: SampleRun.tokyo)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("holds 2062-W47, which has not ended"), "\(run.stderr)")
        // The snapshot is in the history, where the advice points.
        #expect(run.stderr.contains("rm -r '\(StoredHistory.folder(output))/weeks/2062-W47'"), "\(run.stderr)")
        let index = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        #expect(index.contains("2026-W47") && !index.contains("2062"))
        let archive = try String(contentsOfFile: output + "/archive/index.html", encoding: .utf8)
        #expect(!archive.contains("2062"))

        let render = try BinaryRunner.digest(
            ["render", "--output", output] + Self.monday, environment: SampleRun.tokyo)
        #expect(render.status == 0 && render.stdout.contains("Rendered 2 weeks"), "\(render.stdout)")

        let server = try SMTPTestServer()
        defer { server.stop() }
        let state = try BinaryRunner.temporaryFolder()
        try StoredHistory.share(output, with: state)
        let email = try BinaryRunner.digest(
            ["email", "--output", output] + Self.monday, environment: EmailTests.environment(server, state: state))
        #expect(email.status == 0, "\(email.stderr)")
        #expect(email.stdout.contains("Sent 2026-W47"), "\(email.stdout)")
        let later = try BinaryRunner.digest(
            ["email", "--output", output, "--week", "2062-W47"] + Self.monday,
            environment: EmailTests.environment(server, state: state))
        #expect(later.status == 64 && later.stderr.contains("has not ended yet"))
        #expect(server.messages.count == 1)
    }
}
