import Foundation
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestSources

/// The Qiita source against a real loopback server playing a Qiita-shaped API.
struct QiitaSourceTests {
    static let zone = TimeZone(identifier: "Asia/Tokyo") ?? .current
    static let week = (try? ISOWeek(parsing: "2026-W47")) ?? ISOWeek(containing: Date(), in: .current)
    static let token = "not-a-real-qiita-token-0003"

    let clock = VirtualClock(now: Date(timeIntervalSince1970: 1_795_384_800))

    func fetch(_ fake: QiitaFake, tags: [String], token: String? = nil, attempts: Int = 4)
        async throws -> (SourceOutcome<[Article]>, [RecordedRequest])
    {
        let server = try LoopbackHTTPServer { fake.reply(to: $0) }
        defer { server.stop() }
        let http = HTTPClient(
            transport: CurlHTTPTransport(), clock: clock,
            policy: RetryPolicy(maximumAttempts: attempts), userAgent: "weekly-digest/test", random: { 0.5 })
        let client = QiitaClient(
            base: try APIBase(server.baseURL + "/api/v2", variable: "QIITA_API_URL"), token: token, http: http,
            timeout: 5)
        let outcome = await QiitaSource(client: client, tags: tags).articles(for: Self.week, timeZone: Self.zone)
        return (outcome, server.requests)
    }

    @Test func pagesThroughThreePagesByTheirLinkHeaders() async throws {
        let fake = QiitaFake(articles: QiitaFixtureArticle.series("s", count: 250, tags: ["Swift"], spacingMinutes: 30))
        let (outcome, requests) = try await fetch(fake, tags: ["swift"])
        #expect(outcome.status == .ok)
        #expect(outcome.notes.isEmpty)
        let articles = try #require(outcome.value)
        #expect(articles.count == 250)
        #expect(Set(articles.map(\.id)).count == 250)
        #expect(articles.allSatisfy { $0.followedTags == ["Swift"] }, "the tag as the articles spell it")
        #expect(requests.map { $0.query["page"] } == ["1", "2", "3"])
        #expect(requests.allSatisfy { $0.path == "/api/v2/items" && $0.query["per_page"] == "100" })
        #expect(requests.first?.query["query"] == "tag:swift created:>=2026-11-15 created:<=2026-11-22")
        #expect(requests.allSatisfy { $0.header("authorization") == nil }, "no token, no Authorization header")
    }

    @Test func sendsTheTokenAsBearer() async throws {
        var options = QiitaFake.Options()
        options.token = Self.token
        let fake = QiitaFake(articles: QiitaFixtureArticle.series("s", count: 3, tags: ["swift"]), options: options)
        let (outcome, requests) = try await fetch(fake, tags: ["swift"], token: Self.token)
        #expect(outcome.value?.count == 3)
        #expect(requests.allSatisfy { $0.header("authorization") == "Bearer \(Self.token)" })
    }

    @Test func withoutLinkHeadersTotalCountDecides() async throws {
        var options = QiitaFake.Options()
        options.sendsLinks = false
        let fake = QiitaFake(
            articles: QiitaFixtureArticle.series("s", count: 201, tags: ["swift"], spacingMinutes: 20), options: options
        )
        let (outcome, requests) = try await fetch(fake, tags: ["swift"])
        #expect(outcome.value?.count == 201)
        #expect(requests.map { $0.query["page"] } == ["1", "2", "3"])
    }

    @Test func withNeitherHeaderAFullPageAsksForTheNext() async throws {
        var options = QiitaFake.Options()
        options.sendsLinks = false
        options.sendsTotalCount = false
        let fake = QiitaFake(
            articles: QiitaFixtureArticle.series("s", count: 200, tags: ["swift"], spacingMinutes: 20), options: options
        )
        let (outcome, requests) = try await fetch(fake, tags: ["swift"])
        #expect(outcome.value?.count == 200)
        #expect(requests.map { $0.query["page"] } == ["1", "2", "3"], "page 3 comes back empty and ends it")
    }

    @Test func pagingStopsAtTheWindowsStartEvenWhenTheServerIgnoresDates() async throws {
        var options = QiitaFake.Options()
        options.ignoresDates = true
        // 150 articles an hour apart from Sunday 23:00 back: 167 hours reach Monday 00:00, the rest are older.
        let fake = QiitaFake(
            articles: QiitaFixtureArticle.series("s", count: 400, tags: ["swift"], spacingMinutes: 60), options: options
        )
        let (outcome, requests) = try await fetch(fake, tags: ["swift"])
        #expect(requests.count == 2, "page 2 reaches last week; page 3 is never asked for")
        let window = Self.week.window(in: Self.zone)
        let digest = DigestAssembler(readingListLimit: 100).assemble(
            FetchedWeek(coding: .skipped("-"), articles: [.qiita: outcome], posts: [:]),
            week: Self.week, timeZone: Self.zone, generatedAt: window.end)
        let inWeek = try #require(outcome.value).filter { window.contains($0.createdAt) && $0.createdAt < window.end }
        #expect(inWeek.count == 168)
        #expect(digest.readingList.value?.count == 100)
        #expect(digest.readingList.value?.allSatisfy { $0.createdAt >= window.start } == true)
    }

    @Test func aNextLinkToAnotherHostIsNotFollowedButThePageIsStillRead() async throws {
        var options = QiitaFake.Options()
        options.linkHost = "127.0.0.2:9"
        options.token = Self.token
        let fake = QiitaFake(
            articles: QiitaFixtureArticle.series("s", count: 150, tags: ["swift"], spacingMinutes: 30), options: options
        )
        let (outcome, requests) = try await fetch(fake, tags: ["swift"], token: Self.token)
        #expect(outcome.value?.count == 150)
        #expect(requests.map { $0.query["page"] } == ["1", "2"], "page 2 asked of the configured base, token and all")
    }

    @Test func anArticleInTwoFollowedTagsIsListedOnceWithBoth() async throws {
        let both = QiitaFixtureArticle(
            id: "both0000000000000001", title: "Swift on iOS", createdAt: "2026-11-18T10:00:00+09:00",
            likes: 10, tags: ["Swift", "iOS"])
        let swiftOnly = QiitaFixtureArticle(
            id: "swift000000000000001", title: "Swift only", createdAt: "2026-11-18T11:00:00+09:00",
            likes: 1, tags: ["Swift"])
        let (outcome, _) = try await fetch(QiitaFake(articles: [both, swiftOnly]), tags: ["swift", "ios"])
        #expect(outcome.value?.count == 3, "the source reports each tag's findings")
        let digest = DigestAssembler().assemble(
            FetchedWeek(coding: .skipped("-"), articles: [.qiita: outcome], posts: [:]),
            week: Self.week, timeZone: Self.zone, generatedAt: Date())
        let list = try #require(digest.readingList.value)
        #expect(list.map(\.id) == ["both0000000000000001", "swift000000000000001"])
        #expect(list.first?.followedTags == ["Swift", "iOS"])
    }

    @Test func theRateLimitRunningOutMidwayStopsPagingAndSaysSo() async throws {
        var options = QiitaFake.Options()
        options.rateLimit = 4
        let articles =
            QiitaFixtureArticle.series("a", count: 5, tags: ["a"])
            + QiitaFixtureArticle.series("b", count: 5, tags: ["b"])
            + QiitaFixtureArticle.series("c", count: 250, tags: ["c"], spacingMinutes: 30)
        let (outcome, requests) = try await fetch(
            QiitaFake(articles: articles, options: options), tags: ["a", "b", "c"])
        #expect(requests.count == 4, "the fifth page would pass the budget, so it is never asked for")
        #expect(outcome.status == .ok, "a spent budget is a note, not a failed run")
        let note = try #require(outcome.notes.first)
        #expect(note.hasPrefix("Qiita rate limit reached after 2 of 3 tags (not read in full: "))
        #expect(note.hasSuffix("); set QIITA_ACCESS_TOKEN for 1000/hour."))
        #expect((outcome.value?.count ?? 0) >= 110, "what was read is kept: two small tags and at least one page of c")
    }

    @Test(arguments: [
        Reply.json(
            403, #"{"message":"Rate limit exceeded","type":"rate_limit_exceeded"}"#,
            headers: ["Rate-Reset": "1795388400"]),
        Reply.json(
            429, #"{"message":"Too many requests","type":"too_many_requests"}"#, headers: ["Rate-Reset": "1795388400"]),
    ])
    func a403Or429IsTheRateLimit(reply: Reply) async throws {
        var options = QiitaFake.Options()
        options.tagReplies = ["ios": reply]
        let fake = QiitaFake(articles: QiitaFixtureArticle.series("s", count: 3, tags: ["swift"]), options: options)
        let (outcome, _) = try await fetch(fake, tags: ["swift", "ios"], token: Self.token)
        #expect(outcome.status == .ok)
        #expect(
            outcome.notes.contains {
                $0.contains("after") && $0.contains("ios") && $0.contains("resets at 2026-11-22 23:00:00 UTC")
            }, "\(outcome.notes)")
        #expect(clock.sleeps.allSatisfy { $0 <= 60 }, "an hour's wait is not slept through")
    }

    @Test func anUnknownTagIsNamedAndTheOtherTagsStand() async throws {
        let fake = QiitaFake(articles: QiitaFixtureArticle.series("s", count: 3, tags: ["swift"]))
        let (outcome, requests) = try await fetch(fake, tags: ["swift", "swfit"])
        #expect(outcome.status.isFailure)
        guard case .failed(let reason) = outcome.status else { return }
        #expect(reason.hasPrefix("Qiita has no tag 'swfit': check the spelling in QIITA_TAGS"))
        #expect(outcome.value?.count == 3)
        #expect(requests.contains { $0.path == "/api/v2/tags/swfit" })
        #expect(!requests.contains { $0.path == "/api/v2/tags/swift" }, "a tag with articles needs no check")
    }

    @Test func aQuietWeekForARealTagIsNoError() async throws {
        let fake = QiitaFake(articles: [
            QiitaFixtureArticle(id: "old0", title: "old", createdAt: "2026-10-01T10:00:00+09:00", tags: ["rare"])
        ])
        let (outcome, _) = try await fetch(fake, tags: ["rare"])
        #expect(outcome.status == .ok)
        #expect(outcome.value == [])
    }

    @Test func aRejectedTokenIsNamedOnceWithoutTheToken() async throws {
        var options = QiitaFake.Options()
        options.token = "the-right-one"
        let (outcome, _) = try await fetch(
            QiitaFake(articles: [], options: options), tags: ["swift", "ios"], token: Self.token)
        guard case .failed(let reason) = outcome.status else {
            Issue.record("expected a failure, got \(outcome.status)")
            return
        }
        #expect(reason == QiitaError.tokenRejected.description)
        #expect(reason.contains("QIITA_ACCESS_TOKEN"))
        #expect(!reason.contains(Self.token))
    }

    @Test(arguments: [
        (
            Reply.html(200, "<html><body>Maintenance</body></html>"),
            "is not the JSON it should be (text/html); it begins \"<html><body>Maintenance</body></html>\""
        ),
        (Reply.json(200, #"{"items":[]}"#), "is not the JSON it should be"),
        (Reply.truncated(#"[{"id":"x"#, announced: 500), "failed (transfer closed"),
        (Reply.json(500, #"{"message":"Internal","type":"internal"}"#), "answered 500 for GET http://127.0.0.1:"),
        (
            Reply.json(400, #"{"message":"Invalid query\r\nX-Evil: 1","type":"bad_request"}"#),
            "refused GET http://127.0.0.1:"
        ),
    ])
    func aBrokenAnswerForOneTagNamesItAndKeepsTheOthers(reply: Reply, expected: String) async throws {
        var options = QiitaFake.Options()
        options.tagReplies = ["ios": reply]
        let fake = QiitaFake(articles: QiitaFixtureArticle.series("s", count: 3, tags: ["swift"]), options: options)
        let (outcome, _) = try await fetch(fake, tags: ["swift", "ios"], attempts: 2)
        guard case .failed(let reason) = outcome.status else {
            Issue.record("expected a failure, got \(outcome.status)")
            return
        }
        #expect(reason.hasPrefix("For the tag 'ios': Qiita"))
        #expect(reason.contains("/api/v2/items"), "the endpoint is named")
        #expect(reason.contains(expected), "\(reason)")
        #expect(!reason.contains("\r") && !reason.contains("\n"))
        #expect(outcome.value?.count == 3, "swift's articles stand")
    }

    @Test func aWrongBaseURLSaysWhichVariable() async throws {
        let server = try LoopbackHTTPServer { _ in .json(404, #"{"message":"Not found","type":"not_found"}"#) }
        defer { server.stop() }
        let http = HTTPClient(transport: CurlHTTPTransport(), clock: clock, userAgent: "weekly-digest/test")
        let client = QiitaClient(
            base: try APIBase(server.baseURL + "/wrong", variable: "QIITA_API_URL"), token: nil, http: http)
        let outcome = await QiitaSource(client: client, tags: ["swift"]).articles(for: Self.week, timeZone: Self.zone)
        guard case .failed(let reason) = outcome.status else {
            Issue.record("expected a failure, got \(outcome.status)")
            return
        }
        #expect(reason.contains("QIITA_API_URL is '\(server.baseURL)/wrong'"))
    }

    @Test(arguments: [
        ("Asia/Tokyo", "2026-11-15", "2026-11-22"),
        ("UTC", "2026-11-16", "2026-11-23"),
        ("America/Los_Angeles", "2026-11-16", "2026-11-23"),
        ("Pacific/Kiritimati", "2026-11-15", "2026-11-22"),
    ])
    func theSearchCoversTheWindowInJapansDatesAndUTCs(zone: String, first: String, last: String) throws {
        let window = Self.week.window(in: try #require(TimeZone(identifier: zone)))
        let days = QiitaSource.searchDays(window)
        #expect(days.first.description == first)
        #expect(days.last.description == last)
    }
}
