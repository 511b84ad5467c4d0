import Foundation
import TestSupport
import Testing

/// Issue 19.2: each command takes the options that mean something to it, parsed once with
/// ArgumentParser's own messages; `doctor --now` pins doctor's clock.
@Suite(.serialized)
struct OptionsTests {
    /// (arguments, what stderr says): options a command once accepted and ignored.
    static let foreign: [([String], String)] = [
        (["render", "--week", "2026-W47"], "Unknown option '--week'"),
        (["publish", "--to", "/tmp/x", "--week", "2026-W47"], "Unknown option '--week'"),
        (["publish", "--to", "/tmp/x", "--templates", "templates"], "Unknown option '--templates'"),
        (["publish", "--to", "/tmp/x", "--locale", "ja"], "Unknown option '--locale'"),
        (["doctor", "--week", "2026-W47"], "Unknown option '--week'"),
        (["doctor", "--verbose"], "Unknown option '--verbose'"),
    ]

    @Test(arguments: foreign)
    func anOptionACommandDoesNotUseIsRefused(arguments: [String], message: String) throws {
        let result = try BinaryRunner.digest(arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    /// (arguments, what stderr says): values quoted, with the form expected.
    static let malformed: [([String], [String])] = [
        (["run", "--sample", "--week", "2026-W54"], ["The value '2026-W54' is invalid for '--week <week>'", "W53"]),
        (["email", "--dry-run", "--week", "W47"], ["The value 'W47' is invalid for '--week <week>'", "2026-W47"]),
        (
            ["render", "--now", "tomorrow"],
            ["The value 'tomorrow' is invalid for '--now <time>'", "2026-11-23T07:00:00+09:00"]
        ),
        (["doctor", "--now", "2026-11-23 07:00"], ["The value '2026-11-23 07:00' is invalid for '--now <time>'"]),
    ]

    @Test(arguments: malformed)
    func aMalformedValueIsQuotedWithItsForm(arguments: [String], messages: [String]) throws {
        let result = try BinaryRunner.digest(arguments)
        #expect(result.status == 64, "\(result.stderr)")
        for message in messages { #expect(result.stderr.contains(message), "\(result.stderr)") }
    }

    @Test func doctorNowPinsTheClockOfItsChecks() throws {
        let server = try LoopbackHTTPServer(script: ReplyScript([RunXTests.path: [.json(200, XFixtures.page([]))]]))
        defer { server.stop() }
        let result = try BinaryRunner.digest(
            [
                "doctor", "--now", "2026-06-15T12:00:00Z", "--output", try BinaryRunner.temporaryFolder(),
                "--templates", SampleRun.templates,
            ],
            environment: [
                "X_BEARER_TOKEN": RunXTests.token, "X_USERNAME": "hanako_dev", "X_API_URL": server.baseURL + "/2",
                "X_QUERY": RunXTests.query,
            ])
        #expect(result.status == 0, "\(result.stdout)")
        let request = try #require(server.requests.first)
        #expect(request.query["end_time"]?.hasPrefix("2026-06-15T") == true, "\(request.target)")
    }
}
