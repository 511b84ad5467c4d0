import Foundation
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestSources

/// The WakaTime source against a real loopback server replaying WakaTime- and Wakapi-shaped answers.
struct WakaTimeSourceTests {
    static let week = (try? ISOWeek(parsing: WakaTimeFixtures.weekName)) ?? ISOWeek(containing: Date(), in: .current)

    static let statsPath = "/api/v1/users/current/stats/last_7_days"
    static let summariesPath = "/api/v1/users/current/summaries"
    static let key = "not-a-real-key-unit-test-0001"

    let clock = VirtualClock()

    func source(_ server: LoopbackHTTPServer, attempts: Int = 4, timeout: Double = 5) throws -> WakaTimeSource {
        let http = HTTPClient(
            transport: CurlHTTPTransport(), clock: clock,
            policy: RetryPolicy(maximumAttempts: attempts), userAgent: "weekly-digest/test", random: { 0.5 })
        let base = try APIBase(server.baseURL + "/api/v1", variable: "WAKATIME_API_URL")
        return WakaTimeSource(
            client: WakaTimeClient(
                base: base, key: Self.key, http: http, timeout: timeout,
                pendingPolicy: RetryPolicy(maximumAttempts: 3, baseDelay: 5), random: { 0.5 }))
    }

    func coding(_ table: [String: [Reply]], now: Date = WakaTimeFixtures.mondayAfter, attempts: Int = 4)
        async throws -> (SourceOutcome<CodingStats>, LoopbackHTTPServer)
    {
        let server = try LoopbackHTTPServer(script: ReplyScript(table))
        let outcome = try await source(server, attempts: attempts).coding(
            for: Self.week, timeZone: WakaTimeFixtures.zone, now: now)
        server.stop()
        return (outcome, server)
    }

    @Test func theWeekJustEndedUsesStatsForBreakdownsAndSummariesForDays() async throws {
        let (outcome, server) = try await coding([
            Self.statsPath: [.json(200, WakaTimeFixtures.stats())],
            Self.summariesPath: [.json(200, WakaTimeFixtures.summaries())],
        ])
        #expect(outcome.status == .ok)
        let stats = try #require(outcome.value)
        #expect(stats.days.map(\.date) == Self.week.days)
        #expect(stats.days.map(\.seconds) == [7200, 9001, 0, 10800, 5400, 14400, 300])
        #expect(stats.languages.map(\.name) == ["Swift", "Other", "Markdown", "日本語 <b>*md*</b>"])
        #expect(stats.languages.first?.seconds == 22200)
        #expect(stats.editors.map(\.name) == ["Xcode", "Neovim"])
        #expect(stats.projects.map(\.name) == ["weekly-digest", "dotfiles"])

        let requests = server.requests
        #expect(Set(requests.map(\.path)) == [Self.statsPath, Self.summariesPath])
        let expectedAuth = "Basic " + Data(Self.key.utf8).base64EncodedString()
        #expect(requests.allSatisfy { $0.header("authorization") == expectedAuth })
        #expect(requests.allSatisfy { $0.header("user-agent") == "weekly-digest/test" })
        let summaries = try #require(requests.first { $0.path == Self.summariesPath })
        #expect(summaries.query == ["start": "2026-11-16", "end": "2026-11-22", "timezone": "Asia/Tokyo"])
    }

    @Test func anOlderWeekIsBackfilledFromSummariesAlone() async throws {
        let later = WakaTimeFixtures.mondayAfter.addingTimeInterval(14 * 86400)
        let (outcome, server) = try await coding(
            [
                Self.statsPath: [.json(200, WakaTimeFixtures.stats())],
                Self.summariesPath: [.json(200, WakaTimeFixtures.summaries())],
            ], now: later)
        #expect(server.requests.map(\.path) == [Self.summariesPath])
        let stats = try #require(outcome.value)
        #expect(stats.languages.map(\.name) == ["Swift", "Go"])
        #expect(stats.languages.map(\.seconds).reduce(0, +) >= 47099)
        #expect(stats.editors.map(\.name) == ["Xcode"])
    }

    @Test func wakapiAnswersAreReadWithTheirOwnDateQuirk() async throws {
        let (outcome, _) = try await coding([
            Self.statsPath: [.json(200, WakaTimeFixtures.wakapiStats())],
            Self.summariesPath: [.json(200, WakaTimeFixtures.wakapiSummaries())],
        ])
        #expect(outcome.status == .ok)
        let stats = try #require(outcome.value)
        #expect(stats.days.map(\.date) == Self.week.days)
        #expect(stats.days.map(\.seconds) == [7200, 9000, 0, 10800, 5400, 14400, 300])
        #expect(stats.languages == [TimeShare(name: "Rust", seconds: 47100)])
        #expect(stats.editors == [TimeShare(name: "Helix", seconds: 47100)])
    }

    @Test func stillCalculatingTwiceThenReadyIsComplete() async throws {
        let (outcome, server) = try await coding([
            Self.statsPath: [
                .json(202, #"{"data":{"status":"pending_update","percent_calculated":10}}"#),
                .json(202, ""), .json(200, WakaTimeFixtures.stats()),
            ],
            Self.summariesPath: [.json(200, WakaTimeFixtures.summaries())],
        ])
        #expect(outcome.status == .ok)
        #expect(outcome.value?.languages.first?.name == "Swift")
        #expect(server.requests.filter { $0.path == Self.statsPath }.count == 3)
        #expect(clock.sleeps.count == 2, "\(clock.sleeps)")
    }

    @Test(arguments: [
        Reply.json(
            202,
            #"{"data":{"status":"updating","percent_calculated":43,"is_up_to_date":false,"languages":[{"name":"Swift","total_seconds":600}]}}"#
        ),
        Reply.json(200, WakaTimeFixtures.stats(status: "pending_update", upToDate: false, percent: 43)),
    ])
    func stillCalculatingAfterEveryTryShowsWhatThereIsAndFails(reply: Reply) async throws {
        let (outcome, server) = try await coding([
            Self.statsPath: [reply],
            Self.summariesPath: [.json(200, WakaTimeFixtures.summaries())],
        ])
        guard case .failed(let reason) = outcome.status else {
            Issue.record("status \(outcome.status)")
            return
        }
        #expect(reason.contains("WakaTime was still calculating"))
        #expect(reason.contains("43% done"))
        #expect(reason.contains("3 tries"))
        let partial = try #require(outcome.value)
        #expect(partial.days.map(\.seconds).reduce(0, +) == 47101)
        #expect(partial.languages.first?.name == "Swift")
        #expect(server.requests.filter { $0.path == Self.statsPath }.count == 3)
    }

    @Test func aBare202ForeverStillExplainsItself() async throws {
        let (outcome, _) = try await coding([
            Self.statsPath: [.respond(status: 202, headers: [:], body: Data())],
            Self.summariesPath: [.respond(status: 202, headers: [:], body: Data())],
        ])
        guard case .failed(let reason) = outcome.status else {
            Issue.record("status \(outcome.status)")
            return
        }
        #expect(reason.contains("WakaTime was still calculating"))
        #expect(outcome.value?.totalSeconds == 0)
    }

    @Test func aRateLimitWithRetryAfterIsWaitedOut() async throws {
        let (outcome, server) = try await coding([
            Self.statsPath: [
                .json(429, #"{"error":"Rate limited"}"#, headers: ["Retry-After": "30"]),
                .json(200, WakaTimeFixtures.stats()),
            ],
            Self.summariesPath: [.json(200, WakaTimeFixtures.summaries())],
        ])
        #expect(outcome.status == .ok)
        #expect(clock.sleeps.contains(30))
        #expect(server.requests.count == 3)
    }

    static let failures: [(reply: Reply, attempts: Int, mentions: [String])] = [
        (.json(401, #"{"error":"Unauthorized"}"#), 4, ["WakaTime rejected the API key (401): check WAKATIME_API_KEY"]),
        (.json(403, #"{"errors":["Forbidden"]}"#), 4, ["WakaTime rejected the API key (403)"]),
        (.json(404, #"{"error":"Not found"}"#), 4, ["404", "base URL is probably wrong", "/api/v1'"]),
        (
            .html(500, "<html><body>Internal error</body></html>"), 4,
            ["answered 500", "on all 4 attempts", "/users/current/summaries"]
        ),
        (
            .html(200, "<!DOCTYPE html><html><head><title>Login</title></head></html>"), 4,
            ["is not the JSON", "GET http://127.0.0.1", "/users/current/summaries", "text/html", "<!DOCTYPE html>"]
        ),
        (.json(200, ""), 4, ["is not the JSON", "(empty body)"]),
        (.json(200, #"{"data":5}"#), 4, ["is not the JSON", #"{"data":5}"#]),
        (
            .truncated(#"{"data":[{"grand_total":"#, announced: 4000), 2,
            ["bytes remaining to read", "on all 2 attempts"]
        ),
        (.silence, 2, ["timed out after 1 s on all 2 attempts"]),
        (.json(429, "{}", headers: ["Retry-After": "7200"]), 4, ["rate-limited until", "try again after"]),
        (.json(418, #"{"error":"teapot \#(key)"}"#), 4, ["answered 418", "[redacted]"]),
    ]

    @Test(arguments: failures)
    func aFailureBecomesASentenceWithoutTheKey(reply: Reply, attempts: Int, mentions: [String]) async throws {
        let server = try LoopbackHTTPServer(
            script: ReplyScript([Self.statsPath: [reply], Self.summariesPath: [reply]]))
        defer { server.stop() }
        let later = WakaTimeFixtures.mondayAfter.addingTimeInterval(14 * 86400)
        let outcome = try await source(server, attempts: attempts, timeout: 1)
            .coding(for: Self.week, timeZone: WakaTimeFixtures.zone, now: later)
        guard case .failed(let reason) = outcome.status else {
            Issue.record("status \(outcome.status)")
            return
        }
        for text in mentions { #expect(reason.contains(text), "\(reason)") }
        #expect(!reason.contains(Self.key))
        #expect(!reason.contains(Data(Self.key.utf8).base64EncodedString()))
        #expect(outcome.value == nil)
    }

    @Test(arguments: [#"{"data":[]}"#, #"{"data":null}"#, #"{}"#])
    func anIdleWeekIsAnEmptyWeekNotAnError(summaries: String) async throws {
        let (outcome, _) = try await coding([
            Self.statsPath: [.json(200, #"{"data":{"status":"ok","is_up_to_date":true,"languages":[]}}"#)],
            Self.summariesPath: [.json(200, summaries)],
        ])
        #expect(outcome.status == .ok)
        #expect(outcome.value?.totalSeconds == 0)
        #expect(outcome.value?.languages.isEmpty == true)
    }

    @Test func aFailedStatsRequestFallsBackToSummariesWithANote() async throws {
        let (outcome, _) = try await coding([
            Self.statsPath: [.html(502, "<h1>Bad gateway</h1>")],
            Self.summariesPath: [.json(200, WakaTimeFixtures.summaries())],
        ])
        #expect(outcome.status == .ok)
        #expect(outcome.value?.languages.map(\.name) == ["Swift", "Go"])
        #expect(outcome.notes.count == 1)
        #expect(outcome.notes.first?.contains("answered 502") == true)
    }

    @Test func daysOutsideTheWeekOrRepeatedCannotInflateIt() async throws {
        // A server that ignores start/end: the week twice over, plus the days around it.
        var answer = try #require(
            try JSONSerialization.jsonObject(with: Data(WakaTimeFixtures.summaries().utf8)) as? [String: Any])
        let days = answer["data"] as? [[String: Any]] ?? []
        let foreign = days.map { day -> [String: Any] in
            var day = day
            var range = day["range"] as? [String: Any] ?? [:]
            range["date"] = "2026-12-01"
            day["range"] = range
            return day
        }
        answer["data"] = days + days + foreign
        let body = String(decoding: try JSONSerialization.data(withJSONObject: answer), as: UTF8.self)
        let (outcome, _) = try await coding(
            [Self.summariesPath: [.json(200, body)]], now: Date(timeIntervalSince1970: 1_796_000_000))
        let stats = try #require(outcome.value)
        let (plain, _) = try await coding(
            [Self.summariesPath: [.json(200, WakaTimeFixtures.summaries())]],
            now: Date(timeIntervalSince1970: 1_796_000_000))
        let expected = try #require(plain.value)
        #expect(stats.days == expected.days, "each day of the week once, Monday first")
        #expect(stats.totalSeconds == expected.totalSeconds)
        #expect(
            stats.languages.sorted { $0.name < $1.name } == expected.languages.sorted { $0.name < $1.name },
            "the breakdown too")
    }
}

extension WakaTimeSourceTests {
    /// A day's `grand_total` with some of the `ai_*` fields, each of the kinds a server may send.
    static func summaries(ai: [Int: String]) -> String {
        var text = WakaTimeFixtures.summaries()
        for (index, fields) in ai {
            let day = WakaTimeFixtures.days[index]
            let range = #""range":{"date":"\#(day)""#
            guard let found = text.range(of: range),
                let total = text[..<found.lowerBound].range(of: #""grand_total":{"#, options: .backwards)
            else { continue }
            text.replaceSubrange(total, with: #""grand_total":{"# + fields + ",")
        }
        return text
    }

    /// AI's part, from the days that report it: numbers as integers, decimals or strings, a cost
    /// that is not a number left out, a negative count as none; a day without the fields is not
    /// reported (never 0 %).
    @Test func theDaysAIFieldsAreSummedFromTheDaysThatReportThem() async throws {
        let first =
            #""ai_additions":120,"human_additions":"80","ai_deletions":10.6,"human_deletions":-5,"#
            + #""ai_input_tokens":100000,"ai_output_tokens":20000,"ai_prompt_events":12,"#
            + #""ai_agent_costs":{"Claude Code":1.25,"<b>Cursor</b>\nx":"0.5","bad":"x","none":null}"#
        let third = #""ai_additions":0,"human_additions":40,"ai_agent_costs":{"Claude Code":0.75}"#
        let (outcome, _) = try await coding([
            Self.statsPath: [.json(200, WakaTimeFixtures.stats())],
            Self.summariesPath: [.json(200, Self.summaries(ai: [0: first, 2: third]))],
        ])
        let ai = try #require(outcome.value?.ai)
        #expect(ai.reportedDays == 2)
        #expect((ai.aiAdditions, ai.humanAdditions, ai.aiDeletions, ai.humanDeletions) == (120, 120, 11, 0))
        #expect((ai.inputTokens, ai.outputTokens, ai.prompts) == (100_000, 20_000, 12))
        #expect(ai.aiShare == 50)
        #expect(ai.costs.map(\.agent) == ["Claude Code", "<b>Cursor</b> x"])
        #expect(ai.costs.map(\.amount) == [2.0, 0.5])
    }

    @Test func aWeekWithoutTheFieldsHasNoAIPart() async throws {
        let (outcome, _) = try await coding([
            Self.statsPath: [.json(200, WakaTimeFixtures.stats())],
            Self.summariesPath: [.json(200, WakaTimeFixtures.summaries())],
        ])
        #expect(outcome.value != nil && outcome.value?.ai == nil)
    }
}
