import Foundation
import TestSupport
import Testing

/// `weekly-digest run` against a loopback server shaped like WakaTime.
@Suite(.serialized)
struct RunWakaTimeTests {
    static let key = "not-a-real-key-end-to-end-0002"
    static let statsPath = "/api/v1/users/current/stats/last_7_days"
    static let summariesPath = "/api/v1/users/current/summaries"

    func run(_ script: ReplyScript, output: String, extra: [String: String] = [:]) throws -> (
        BinaryRunner.Result, LoopbackHTTPServer
    ) {
        let server = try LoopbackHTTPServer(script: script)
        defer { server.stop() }
        let environment = [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "WAKATIME_API_KEY": Self.key,
            "WAKATIME_API_URL": server.baseURL + "/api/v1",
        ].merging(extra) { $1 }
        let result = try BinaryRunner.digest(["run", "--output", output] + SampleRun.pinned, environment: environment)
        return (result, server)
    }

    @Test func fetchesTheWeekAndWritesPageAndSnapshot() throws {
        let output = try BinaryRunner.temporaryFolder()
        let (result, server) = try run(
            ReplyScript([
                Self.statsPath: [.json(200, WakaTimeFixtures.stats())],
                Self.summariesPath: [.json(200, WakaTimeFixtures.summaries())],
            ]), output: output)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("13 h 5 m coding"))
        #expect(Set(server.requests.map(\.path)) == [Self.statsPath, Self.summariesPath])
        #expect(server.requests.allSatisfy { $0.header("user-agent")?.hasPrefix("weekly-digest/") == true })

        let snapshot = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: StoredHistory.snapshot(output, "2026-W47"))))
        let coding = try #require((snapshot as? [String: Any])?["coding"] as? [String: Any])
        let value = try #require(coding["value"] as? [String: Any])
        let days = try #require(value["days"] as? [[String: Any]])
        #expect(days.compactMap { $0["seconds"] as? Int } == [7200, 9001, 0, 10800, 5400, 14400, 300])
        let languages = try #require(value["languages"] as? [[String: Any]])
        #expect(languages.first?["name"] as? String == "Swift")

        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(page.contains("Swift"))
        #expect(page.contains("日本語 &lt;b&gt;*md*&lt;/b&gt;"), "a language name is text, never markup")
        #expect(page.contains("Not configured: set QIITA_TAGS"))
        // The catalogue's sentences of the sections none of whose sources is configured.
        #expect(page.contains("or ZENN_TOPICS (Zenn), e.g. QIITA_TAGS=swift,ios."), "\(page)")
        #expect(page.contains("set X_ACCESS_TOKEN / X_BEARER_TOKEN / X_ARCHIVE (X), BLUESKY_HANDLE (Bluesky)"))
    }

    @Test func lastWeeksSnapshotAddsWeekOverWeekChanges() throws {
        let output = try BinaryRunner.temporaryFolder(), recorded = try BinaryRunner.temporaryFolder()
        // Last week: the recorded sample week's numbers (other sample weeks vary), stored as 2026-W46.
        let before = try BinaryRunner.digest(
            ["run", "--sample", "--week", "2026-W47", "--output", recorded] + SampleRun.pinned,
            environment: ["DIGEST_TIMEZONE": "Asia/Tokyo"])
        #expect(before.status == 0, "\(before.stderr)")
        let snapshot = try String(contentsOfFile: StoredHistory.snapshot(recorded, "2026-W47"), encoding: .utf8)
        try StoredHistory.plant(
            output, "2026-W46", Data(snapshot.replacingOccurrences(of: "\"2026-W47\"", with: "\"2026-W46\"").utf8),
            sample: false)
        let (result, _) = try run(
            ReplyScript([
                Self.statsPath: [.json(200, WakaTimeFixtures.stats())],
                Self.summariesPath: [.json(200, WakaTimeFixtures.summaries())],
            ]), output: output)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8).asRead
        let markdown = try String(contentsOfFile: output + "/weeks/2026-W47/digest.md", encoding: .utf8)
        // The sample week has 13 h 5 m, Swift 6 h 10 m and Markdown 1 h 30 m, and no "Other".
        #expect(page.contains(#"13 h 5 m <span class="sub">±0 m on last week</span>"#))
        #expect(markdown.contains("**Total:** 13 h 5 m (±0 m on last week)"))
        #expect(
            markdown.contains("Swift 6 h 10 m (47%, ±0 m), Other 2 h 55 m (22%, new), Markdown 2 h 30 m (19%, \\+1 h)"))
        #expect(page.contains("6 h 10 m · 47% · ±0 m"), "the chart's legend carries the changes on the page")
        let older = try String(contentsOfFile: output + "/weeks/2026-W46/index.html", encoding: .utf8)
        #expect(!older.contains("on last week"))
    }

    @Test func aRejectedKeyLeavesTheRestStandingAndExits3WithoutTheKey() throws {
        let output = try BinaryRunner.temporaryFolder()
        let (result, _) = try run(
            ReplyScript([
                Self.statsPath: [.json(401, #"{"error":"Unauthorized"}"#)],
                Self.summariesPath: [.json(401, #"{"error":"Unauthorized"}"#)],
            ]), output: output)
        #expect(result.status == 3, "\(result.stderr)")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(page.contains("WakaTime rejected the API key (401): check WAKATIME_API_KEY"))
        #expect(page.contains("Not configured: set QIITA_TAGS"))
        let everything =
            try BinaryRunner.files(under: output).map { try String(contentsOfFile: output + "/" + $0, encoding: .utf8) }
            + [result.stdout, result.stderr]
        let base64 = Data(Self.key.utf8).base64EncodedString()
        #expect(everything.allSatisfy { !$0.contains(Self.key) && !$0.contains(base64) })
    }

    @Test(arguments: [
        ("http://wakatime.example/api/v1", "plain http"),
        ("not a url", "absolute URL"),
    ])
    func anUnusableBaseURLIsAUsageError(base: String, mentions: String) throws {
        let output = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest(
            ["run", "--output", output] + SampleRun.pinned,
            environment: ["WAKATIME_API_KEY": Self.key, "WAKATIME_API_URL": base])
        #expect(result.status == 64)
        #expect(result.stderr.contains("WAKATIME_API_URL"))
        #expect(result.stderr.contains(mentions), "\(result.stderr)")
        #expect(!result.stderr.contains(Self.key))
        #expect(BinaryRunner.files(under: output).isEmpty)
    }
}
