import Foundation
import Synchronization
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestSources

/// Answers every request with 200 and the same body: the decoders see exactly what the fuzzer made.
final class FixedAnswerTransport: HTTPTransport {
    let body: Data
    init(_ body: Data) { self.body = body }
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body)
    }
}

/// The three response decoders (and the mapping behind them) fed thousands of mutations of real
/// answers: each must end in a value or a typed failure, never a crash.
struct DecoderFuzzTests {
    static let iterations = 10_000
    static let week = (try? ISOWeek(parsing: "2026-W47")) ?? ISOWeek(containing: Date(), in: .current)
    static let zone = WakaTimeFixtures.zone
    static let now = WakaTimeFixtures.mondayAfter

    /// Pieces that make JSON odd in the ways APIs and attackers do.
    static let tokens = [
        "null", "-1", "1e309", "-0", "9999999999999999999999", "\"\"", "[]", "{}", "true", "\"\\u0000\"",
        "\"\\ud800\"", "\"2026-13-45T99:99:99Z\"", "\"9999-12-31T23:59:59Z\"", "\"0000-01-01\"", "NaN", "\"日本語\"",
        "\"<script>\"", "\"javascript:alert(1)\"", ",", ":", "\"", "{\"a\":", "]", "}",
    ]

    /// A mutation of `seed`: flipped bytes, a cut, a repeat, an inserted token, or a number swapped.
    static func mutate(_ seed: [UInt8], _ random: inout SeededRandom) -> Data {
        var bytes = seed
        for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
            let at = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: bytes[at] ^= UInt8.random(in: 1...255, using: &random)
            case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...64, using: &random)))
            case 2:
                bytes.insert(
                    contentsOf: bytes[at..<min(bytes.count, at + Int.random(in: 1...64, using: &random))], at: at)
            case 3: bytes.insert(contentsOf: Array((tokens.randomElement(using: &random) ?? "null").utf8), at: at)
            case 4: bytes = Array(bytes.prefix(at))
            default:
                if let digit = bytes[at...].firstIndex(where: { (48...57).contains($0) }) {
                    bytes.replaceSubrange(
                        digit...digit, with: Array((tokens.randomElement(using: &random) ?? "0").utf8))
                }
            }
        }
        return Data(bytes)
    }

    static func http(_ body: Data) -> HTTPClient {
        HTTPClient(
            transport: FixedAnswerTransport(body), clock: VirtualClock(now: now),
            policy: RetryPolicy(maximumAttempts: 1),
            userAgent: "weekly-digest/fuzz", random: { 0.5 })
    }

    /// Runs `body` on `iterations` mutations of the seeds; returns how many inputs ran and how many
    /// of them still gave a value (`body` returns whether it did), so both paths are exercised.
    static func fuzz(seeds: [String], seed: UInt64, _ body: (Data) async throws -> Bool) async throws -> (
        ran: Int, decoded: Int
    ) {
        var random = SeededRandom(seed: seed)
        var (ran, decoded) = (0, 0)
        for index in 0..<iterations {
            let source = Array((seeds[index % seeds.count]).utf8)
            if try await body(mutate(source, &random)) { decoded += 1 }
            ran += 1
            // These calls never really suspend; yielding keeps the fuzzer from holding a thread
            // of the shared pool for seconds while other suites' tasks wait.
            await Task.yield()
        }
        print("fuzz seed \(seed): \(ran) inputs, \(decoded) still decoded to a value")
        return (ran, decoded)
    }

    @Test func wakatimeAnswersNeverCrashTheSource() async throws {
        let base = try APIBase("https://wakatime.com/api/v1", variable: "WAKATIME_API_URL")
        let ran = try await Self.fuzz(
            seeds: [
                WakaTimeFixtures.summaries(), WakaTimeFixtures.stats(), WakaTimeFixtures.wakapiSummaries(),
                // A day's AI fields, with an agent's cost, so that their reading is fuzzed too.
                WakaTimeSourceTests.summaries(ai: [
                    1: #""ai_additions":120,"human_additions":80,"ai_deletions":3,"ai_input_tokens":900,"#
                        + #""ai_agent_costs":{"Claude Code":1.5}"#
                ]),
            ], seed: 1
        ) { body in
            let client = WakaTimeClient(base: base, key: "k", http: Self.http(body), timeout: 1)
            let outcome = await WakaTimeSource(client: client).coding(
                for: Self.week, timeZone: Self.zone, now: Self.now)
            if let stats = outcome.value { #expect(stats.totalSeconds >= 0 && stats.days.count <= 7) }
            if let ai = outcome.value?.ai {
                #expect(ai.additions >= 0 && (ai.aiShare ?? 0) <= 100 && ai.costs.allSatisfy { $0.amount >= 0 })
            }
            return outcome.value != nil
        }
        #expect(ran.ran == Self.iterations && ran.decoded > 0 && ran.decoded < ran.ran)
    }

    @Test func qiitaAnswersNeverCrashTheSource() async throws {
        let base = try APIBase("https://qiita.com/api/v2", variable: "QIITA_API_URL")
        let page = { (articles: [QiitaFixtureArticle]) in
            String(
                decoding: (try? JSONSerialization.data(withJSONObject: articles.map(\.json))) ?? Data(), as: UTF8.self)
        }
        let seeds = [
            page(QiitaFixtureArticle.series("f", count: 3, tags: ["swift"], spacingMinutes: 60)),
            page([
                QiitaFixtureArticle(
                    id: "a1", title: "<b>x</b>", createdAt: "2026-11-18T10:00:00+09:00", tags: ["swift", "ios"])
            ]),
        ]
        let ran = try await Self.fuzz(seeds: seeds, seed: 2) { body in
            let client = QiitaClient(base: base, token: nil, http: Self.http(body), timeout: 1)
            let outcome = await QiitaSource(client: client, tags: ["swift"]).articles(
                for: Self.week, timeZone: Self.zone)
            for article in outcome.value ?? [] { #expect((article.readingMinutes ?? 0) >= 1) }
            return outcome.value?.isEmpty == false
        }
        #expect(ran.ran == Self.iterations && ran.decoded > 0 && ran.decoded < ran.ran)
    }

    @Test func xAnswersNeverCrashTheSource() async throws {
        let base = try APIBase("https://api.x.com/2", variable: "X_API_URL")
        let query = try XQuery(nil, username: "hanako_dev")
        let posts = [
            XFixtures.post(
                "1900000000000000001", "Read https://t.co/a", at: "2026-11-18T01:00:00.000Z",
                links: [XFixtures.Link(short: "https://t.co/a", expanded: "https://swift.org/blog/", title: "Swift")]),
            XFixtures.post("1900000000000000002", "RT", at: "2026-11-19T01:00:00.000Z", retweet: true),
        ]
        let ran = try await Self.fuzz(
            seeds: [XFixtures.page(posts), XFixtures.page(posts, next: "b26v89c19zqg8o3f")], seed: 3
        ) { body in
            let client = XClient(base: base, token: "t", http: Self.http(body), timeout: 1)
            let outcome = await XSource(client: client, query: query, archive: nil).posts(
                for: Self.week, timeZone: Self.zone, now: Self.now)
            #expect((outcome.value ?? []).count <= 100 * 100)
            return outcome.value?.isEmpty == false
        }
        #expect(ran.ran == Self.iterations && ran.decoded > 0 && ran.decoded < ran.ran)
    }
}
