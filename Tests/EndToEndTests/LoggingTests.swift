import Foundation
import TestSupport
import Testing

/// Issue 19.6: the network layer says what it does with --verbose (each request, each retry and
/// its wait), --quiet silences warnings, and DIGEST_LOG_FORMAT=json writes JSON lines.
@Suite(.serialized)
struct LoggingTests {
    static func wakatime(_ first: Reply) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer(
            script: ReplyScript([
                RunWakaTimeTests.statsPath: [first, .json(200, WakaTimeFixtures.stats())],
                RunWakaTimeTests.summariesPath: [.json(200, WakaTimeFixtures.summaries())],
            ]))
    }

    static func environment(_ server: LoopbackHTTPServer, _ extra: [String: String] = [:]) -> [String: String] {
        [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "WAKATIME_API_KEY": RunWakaTimeTests.key,
            "WAKATIME_API_URL": server.baseURL + "/api/v1",
        ]
        .merging(extra) { $1 }
    }

    @Test func verboseShowsEachRequestAndTheRetryWithItsWait() throws {
        let server = try Self.wakatime(.json(503, #"{"error":"busy"}"#, headers: ["Retry-After": "1"]))
        defer { server.stop() }
        let output = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest(
            ["run", "-v", "--output", output] + SampleRun.pinned, environment: Self.environment(server))
        #expect(result.status == 0, "\(result.stderr)")
        let stats = "GET \(server.baseURL)/api/v1/users/current/stats/last_7_days"
        #expect(result.stderr.contains("\(stats) → 503 in "), "\(result.stderr)")
        #expect(
            result.stderr.contains("\(stats) answered 503; attempt 2 of 4 in 1.0 s, as the server asked"),
            "\(result.stderr)")
        #expect(result.stderr.contains("\(stats) → 200 in "))
        #expect(result.stderr.contains("GET \(server.baseURL)/api/v1/users/current/summaries → 200 in "))
        #expect(!result.stderr.contains(RunWakaTimeTests.key))
        let quiet = try BinaryRunner.digest(
            ["run", "--output", output] + SampleRun.pinned, environment: Self.environment(server))
        #expect(!quiet.stderr.contains(" → 200 in "), "requests are told only with --verbose")
    }

    @Test func quietSilencesWarningsButNotErrors() throws {
        let output = try SiteTests.build(["2026-W46"], environment: SampleRun.tokyo)
        try Data("{broken".utf8).write(to: URL(fileURLWithPath: StoredHistory.snapshot(output, "2026-W46")))
        let loud = try BinaryRunner.digest(
            ["run", "--sample", "--output", output] + SampleRun.pinned, environment: SampleRun.tokyo)
        #expect(loud.stderr.contains("warning: "), "\(loud.stderr)")
        let quiet = try BinaryRunner.digest(
            ["run", "--sample", "-q", "--output", output] + SampleRun.pinned, environment: SampleRun.tokyo)
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
        let failing = try BinaryRunner.digest(["run", "-q", "--output", output] + SampleRun.pinned)
        #expect(failing.status == 64 && failing.stderr.hasPrefix("error: "), "\(failing.stderr)")
    }

    @Test func jsonLinesParseEachOnItsOwn() throws {
        let server = try Self.wakatime(.json(503, #"{"error":"busy"}"#, headers: ["Retry-After": "1"]))
        defer { server.stop() }
        let output = try SiteTests.build(["2026-W46"], environment: SampleRun.tokyo)
        try Data("{broken".utf8).write(to: URL(fileURLWithPath: StoredHistory.snapshot(output, "2026-W46")))
        let result = try BinaryRunner.digest(
            ["run", "-v", "--output", output] + SampleRun.pinned,
            environment: Self.environment(server, ["DIGEST_LOG_FORMAT": "json"]))
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count > 8)
        let folder = try BinaryRunner.temporaryFolder()
        var levels: Set<String> = []
        for (index, line) in lines.enumerated() {
            let file = folder + "/\(index).json"
            try line.write(toFile: file, atomically: true, encoding: .utf8)
            let parsed = try BinaryRunner.run(SMTPTestServer.python, ["-m", "json.tool", file])
            #expect(parsed.status == 0, "not JSON: \(line)")
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["message"] is String)
            if let level = object?["level"] as? String { levels.insert(level) }
        }
        #expect(levels.isSuperset(of: ["warning", "notice", "debug", "info"]), "\(levels)")
        let bad = try BinaryRunner.digest(
            ["run", "--sample", "--output", output] + SampleRun.pinned,
            environment: ["DIGEST_LOG_FORMAT": "xml"])
        #expect(bad.status == 64 && bad.stderr.contains("DIGEST_LOG_FORMAT is 'xml'"), "\(bad.stderr)")
    }

    @Test func verbosePublishTellsEachGitStepWithoutItsArguments() throws {
        let output = try PublishTests.site()
        let repository = try BinaryRunner.temporaryFolder() + "/site.git"
        _ = try BinaryRunner.run(try #require(BinaryRunner.which("git")), ["init", "-q", "--bare", repository])
        let result = try BinaryRunner.digest(
            [
                "publish", "-v", "--now", "2026-11-23T12:00:00Z", "--output", output, "--to",
                "git+file://\(repository)#gh-pages",
            ])
        #expect(result.status == 0, "\(result.stderr)")
        for step in ["git init", "git ls-remote", "git add", "git commit", "git push"] {
            #expect(result.stderr.contains("\(step) → exit 0 in "), "\(step): \(result.stderr)")
        }
        #expect(!result.stderr.contains(repository), "arguments are never told")
    }

    @Test func verboseEmailTellsTheDeliveryAndItsTime() throws {
        let server = try SMTPTestServer()
        defer { server.stop() }
        let output = try EmailTests.site(), state = try BinaryRunner.temporaryFolder() + "/state"
        let result = try EmailTests.email(output, EmailTests.environment(server, state: state), ["-v"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("sending 2026-W47 to 1 recipient(s) by \(server.url)"), "\(result.stderr)")
        #expect(result.stderr.contains("\(server.url) accepted 2026-W47 in "), "\(result.stderr)")
        let quiet = try EmailTests.email(output, EmailTests.environment(server, state: state), ["--force"])
        #expect(!quiet.stderr.contains("accepted"), "deliveries are told only with --verbose")
    }
}
