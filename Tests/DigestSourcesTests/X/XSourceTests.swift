import Foundation
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestSources

/// The X source against a real loopback server replaying recent-search-shaped answers.
struct XSourceTests {
    static let zone = TimeZone(identifier: "Asia/Tokyo") ?? .current
    static let week = (try? ISOWeek(parsing: "2026-W47")) ?? ISOWeek(containing: Date(), in: .current)
    static let now = Date(timeIntervalSince1970: 1_795_384_800)  // Monday 07:00 in Tokyo after the week
    static let token = "not-a-real-x-token-0005"
    static let path = "/2/tweets/search/recent"

    let clock = VirtualClock(now: XSourceTests.now)

    func posts(_ replies: [Reply], archive: XArchive? = nil, query: String? = nil, now: Date = XSourceTests.now)
        async throws -> (SourceOutcome<[Post]>, [RecordedRequest])
    {
        let server = try LoopbackHTTPServer(script: ReplyScript([Self.path: replies]))
        defer { server.stop() }
        let http = HTTPClient(
            transport: CurlHTTPTransport(), clock: clock, policy: RetryPolicy(maximumAttempts: 3),
            userAgent: "weekly-digest/test", random: { 0.5 })
        let client = XClient(
            base: try APIBase(server.baseURL + "/2", variable: "X_API_URL"), token: Self.token, http: http, timeout: 5)
        let source = XSource(client: client, query: try XQuery(query, username: "hanako_dev"), archive: archive)
        return (await source.posts(for: Self.week, timeZone: Self.zone, now: now), server.requests)
    }

    static let pages = [
        XFixtures.page(
            [
                XFixtures.post(
                    "300", "Swift 6 notes https://t.co/a &amp; more", at: "2026-11-21T10:00:00.000Z",
                    links: [
                        XFixtures.Link(
                            short: "https://t.co/a", expanded: "https://bit.ly/s6",
                            unwound: "https://swift.org/blog/?utm_source=x", title: "Swift.org blog")
                    ]),
                XFixtures.post(
                    "299", "quote https://t.co/q", at: "2026-11-20T10:00:00.000Z",
                    links: [
                        XFixtures.Link(short: "https://t.co/q", expanded: "https://x.com/someone/status/1")
                    ]),
            ], next: "page2"),
        XFixtures.page(
            [
                XFixtures.post(
                    "200", "again https://t.co/b", at: "2026-11-18T10:00:00.000Z",
                    links: [
                        XFixtures.Link(short: "https://t.co/b", expanded: "https://swift.org/blog/?fbclid=abc")
                    ]),
                XFixtures.post(
                    "199", "RT someone", at: "2026-11-18T09:00:00.000Z",
                    links: [
                        XFixtures.Link(short: "https://t.co/r", expanded: "https://rt.example/")
                    ], retweet: true),
            ], next: "page3"),
        XFixtures.page([
            XFixtures.post(
                "100", "日本語の記事 https://t.co/c", at: "2026-11-16T01:00:00.000Z",
                links: [
                    XFixtures.Link(
                        short: "https://t.co/c", expanded: "https://qiita.com/a/items/1", title: "**記事** <script>")
                ]),
            XFixtures.post(
                "101", "pic https://t.co/p", at: "2026-11-16T02:00:00.000Z",
                links: [
                    XFixtures.Link(
                        short: "https://t.co/p", expanded: "https://x.com/me/status/9/photo/1", mediaKey: "3_9")
                ]),
        ]),
    ]

    @Test func pagesByNextTokenWithinTheLastSevenDays() async throws {
        let (outcome, requests) = try await posts(Self.pages.map { Reply.json(200, $0) })
        #expect(outcome.status == .ok)
        let posts = try #require(outcome.value)
        #expect(posts.map(\.id) == ["300", "299", "200", "199", "100", "101"])
        #expect(posts.first?.text == "Swift 6 notes https://t.co/a & more")
        #expect(posts.first { $0.id == "199" }?.isRepost == true)
        #expect(posts.first { $0.id == "101" }?.hasMedia == true)

        #expect(requests.map { $0.query["next_token"] } == [nil, "page2", "page3"])
        let first = try #require(requests.first)
        #expect(first.query["query"] == "from:hanako_dev has:links -has:images -is:retweet")
        #expect(first.query["start_time"] == "2026-11-15T22:02:00Z", "clipped to 7 days before now")
        #expect(first.query["end_time"] == "2026-11-22T15:00:00Z", "the week's end")
        #expect(first.query["max_results"] == "100")
        #expect(first.query["tweet.fields"]?.contains("entities") == true)
        #expect(requests.allSatisfy { $0.header("authorization") == "Bearer \(Self.token)" })
        #expect(
            outcome.notes.contains {
                $0.contains(
                    "posts from 2026-11-16 00:00 to 2026-11-16 07:02 (Asia/Tokyo) are not included; to add them, download your X archive, set X_ARCHIVE to its folder and run `weekly-digest run --week 2026-W47`."
                )
            })

        let links = LinkCollector.collect(posts)
        #expect(links.map(\.url) == ["https://qiita.com/a/items/1", "https://swift.org/blog/"])
        #expect(links.last?.sharedAt.count == 2, "the same article shared twice is listed once with both dates")
        #expect(links.last?.postText == "again swift.org/blog")
    }

    @Test func noResultsIsAnEmptyWeek() async throws {
        let (outcome, _) = try await posts([.json(200, #"{"meta":{"result_count":0}}"#)])
        #expect(outcome.status == .ok)
        #expect(outcome.value == [])
    }

    @Test func partialErrorsKeepTheGoodDataAndSaySo() async throws {
        let body = XFixtures.page(
            [
                XFixtures.post(
                    "1", "ok https://t.co/a", at: "2026-11-18T10:00:00Z",
                    links: [
                        XFixtures.Link(short: "https://t.co/a", expanded: "https://a.example/")
                    ])
            ],
            errors: [
                [
                    "resource_id": "2", "resource_type": "tweet", "title": "Not Found Error",
                    "detail": "Could not find tweet with ids: [2].",
                    "type": "https://api.twitter.com/2/problems/resource-not-found",
                ]
            ])
        let (outcome, _) = try await posts([.json(200, body)])
        #expect(outcome.status == .ok)
        #expect(outcome.value?.map(\.id) == ["1"])
        #expect(outcome.notes.contains("X could not return 1 item of the search: Could not find tweet with ids: [2]."))
    }

    @Test func a429WithinTheCapIsWaitedOutThenRetried() async throws {
        let reset = String(Int(Self.now.timeIntervalSince1970) + 12)
        let (outcome, requests) = try await posts([
            .json(
                429, #"{"errors":[{"code":88,"message":"Rate limit exceeded"}]}"#,
                headers: ["x-rate-limit-reset": reset]),
            .json(200, XFixtures.page([])),
        ])
        #expect(outcome.status == .ok)
        #expect(requests.count == 2)
        #expect(clock.sleeps == [12])
    }

    @Test func a429BeyondTheCapFailsWithTheResetTime() async throws {
        let reset = String(Int(Self.now.timeIntervalSince1970) + 900)
        let (outcome, requests) = try await posts([
            .json(
                429, #"{"title":"Too Many Requests","detail":"Too Many Requests","type":"about:blank","status":429}"#,
                headers: ["x-rate-limit-reset": reset])
        ])
        #expect(requests.count == 1)
        #expect(
            outcome.status
                == .failed(
                    reason:
                        "X's rate limit for recent search is used up until 2026-11-22 22:15:00 UTC; run again after that."
                ))
    }

    static let notEnrolled =
        #"{"client_id":"123","detail":"When authenticating requests to the Twitter API v2 endpoints, you must use keys and tokens from a Twitter developer App that is attached to a Project.","registration_url":"https://developer.twitter.com/en/docs/projects/overview","title":"Client Forbidden","required_enrollment":"Appropriate Level of API Access","reason":"client-not-enrolled","type":"https://api.twitter.com/2/problems/client-forbidden"}"#

    @Test func a403SaysThePlanHasNoSearchAndSuggestsTheArchive() async throws {
        let (outcome, _) = try await posts([.json(403, Self.notEnrolled)])
        guard case .failed(let reason) = outcome.status else {
            Issue.record("expected a failure, got \(outcome.status)")
            return
        }
        #expect(reason.hasPrefix("X refused recent search (403: When authenticating requests"))
        #expect(reason.contains("X_ARCHIVE"))
    }

    @Test func withAnArchiveA403FallsBackToIt() async throws {
        let archive = try XArchiveTests.smallArchive()
        let (outcome, _) = try await posts([.json(403, Self.notEnrolled)], archive: archive)
        #expect(outcome.status == .ok)
        #expect(outcome.value?.map(\.id) == XArchiveTests.inWeek)
        #expect(outcome.notes.first?.hasPrefix("Recent search is not in your X plan") == true)
    }

    @Test func aRejectedTokenNamesTheVariableNotTheToken() async throws {
        let (outcome, _) = try await posts([
            .json(401, #"{"title":"Unauthorized","type":"about:blank","status":401,"detail":"Unauthorized"}"#)
        ])
        #expect(outcome.status == .failed(reason: XError.tokenRejected.description))
        #expect(XError.tokenRejected.description.contains("X_BEARER_TOKEN"))
    }

    @Test(arguments: [
        (
            Reply.json(
                400,
                #"{"errors":[{"parameters":{"query":["x"]},"message":"There were errors processing your request: Reference to invalid operator 'bogus'"}],"title":"Invalid Request","detail":"One or more parameters to your request was invalid.","type":"https://api.twitter.com/2/problems/invalid-request"}"#
            ),
            "X refused the search query (400: One or more parameters to your request was invalid.); check X_QUERY."
        ),
        (Reply.html(502, "<html>Bad gateway</html>"), "X answered 502 for GET http://127.0.0.1:"),
        (Reply.json(200, #"{"data":"nope"#), "X's answer to GET http://127.0.0.1:"),
    ])
    func brokenAnswersAreNamed(reply: Reply, expected: String) async throws {
        let (outcome, _) = try await posts([reply])
        guard case .failed(let reason) = outcome.status else {
            Issue.record("expected a failure, got \(outcome.status)")
            return
        }
        #expect(reason.hasPrefix(expected), "\(reason)")
        #expect(!reason.contains(Self.token))
    }

    @Test func anOldWeekWithoutAnArchiveSaysSearchCannotReachIt() async throws {
        let later = Self.now.addingTimeInterval(30 * 86_400)
        let (outcome, requests) = try await posts([.json(200, XFixtures.page([]))], now: later)
        #expect(requests.isEmpty, "nothing is asked that recent search cannot answer")
        #expect(outcome.status == .ok)
        #expect(
            outcome.notes == [
                "X recent search reaches back only 7 days, so 2026-W47 (2026-11-16 to 2026-11-22) cannot be read from it; to add its links, download your X archive, set X_ARCHIVE to its folder and run `weekly-digest run --week 2026-W47`."
            ])
    }

    @Test func anOldWeekComesFromTheArchive() async throws {
        let (outcome, requests) = try await posts(
            [], archive: try XArchiveTests.smallArchive(), now: Self.now.addingTimeInterval(30 * 86_400))
        #expect(requests.isEmpty)
        #expect(outcome.value?.map(\.id) == XArchiveTests.inWeek)
    }
}
