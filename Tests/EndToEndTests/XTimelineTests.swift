import Foundation
import TestSupport
import Testing

/// Issue 50: without `X_QUERY`, the links you shared come from your own timeline (an owned read,
/// `GET /2/users/:id/tweets`), the account looked up once and kept; each post read is billed,
/// so what a run reads is counted here exactly, and capped by `X_MAX_POSTS`.
@Suite(.serialized)
struct XTimelineTests {
    static let paths = XFixtures.timelinePaths(id: "1234567", username: "hanako_dev")

    static let firstPage = XFixtures.page(
        [
            XFixtures.post(
                "905", "新しい記事 https://t.co/a", at: "2026-11-21T10:00:00.000Z",
                links: [
                    XFixtures.Link(
                        short: "https://t.co/a", expanded: "https://swift.org/blog/?utm_source=x",
                        title: "Swift <script>alert(1)</script>")
                ]),
            XFixtures.post(
                "904", "a photo https://t.co/p", at: "2026-11-20T10:00:00.000Z",
                links: [XFixtures.Link(short: "https://t.co/p", expanded: "https://example.com/photo")],
                mediaKeys: ["3_1"]),
            XFixtures.post("903", "no link today", at: "2026-11-19T10:00:00.000Z"),
        ], next: "page-2")
    static let secondPage = XFixtures.page([
        XFixtures.post(
            "902", "reading https://t.co/b", at: "2026-11-18T10:00:00.000Z",
            links: [XFixtures.Link(short: "https://t.co/b", expanded: "https://example.org/post")]),
        XFixtures.post("901", "hello", at: "2026-11-17T10:00:00.000Z"),
    ])

    /// A loopback X serving the lookup and the two pages, and the environment of a run against it.
    static func server(_ extra: [String: String] = [:], state: String) throws -> (LoopbackHTTPServer, [String: String])
    {
        let server = try LoopbackHTTPServer(
            script: ReplyScript([
                paths.lookup: [.json(200, XFixtures.user(id: "1234567", username: "hanako_dev"))],
                paths.posts: [.json(200, firstPage), .json(200, secondPage)],
            ]))
        let environment = [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": state, "X_BEARER_TOKEN": RunXTests.token,
            "X_USERNAME": "@hanako_dev", "X_API_URL": server.baseURL + "/2",
        ].merging(extra) { $1 }
        return (server, environment)
    }

    @Test func aWeekIsReadOnceWithOneLookupAndEveryPostCounted() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let (server, environment) = try Self.server(state: state)
        defer { server.stop() }
        let run = try BinaryRunner.digest(
            ["run", "-v", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        // One lookup, then the week's two pages: 5 posts read (billed), for the week's 5 own posts.
        #expect(server.requests.map(\.path) == [Self.paths.lookup, Self.paths.posts, Self.paths.posts])
        let first = try #require(server.requests.dropFirst().first)
        #expect(
            first.query["start_time"] == "2026-11-15T15:00:00Z" && first.query["end_time"] == "2026-11-22T15:00:00Z")
        #expect(first.query["exclude"] == "retweets" && first.query["max_results"] == "100")
        #expect(first.query["pagination_token"] == nil && server.requests.last?.query["pagination_token"] == "page-2")
        #expect(run.stderr.contains("GET /2/users/1234567/tweets returned 3 posts (3 read this run, X_MAX_POSTS 800)"))
        #expect(run.stderr.contains("returned 2 posts (5 read this run"))
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(page.contains("href=\"https://swift.org/blog/\"") && page.contains("href=\"https://example.org/post\""))
        #expect(!page.contains("example.com/photo"), "a post with an image is left out")
        #expect(!page.contains("<script>alert") && !page.contains("utm_source"))
        let account = try String(contentsOfFile: state + "/x-account.json", encoding: .utf8)
        #expect(account.contains("\"id\" : \"1234567\"") && account.contains("\"posts\" : 5"), "\(account)")

        // The week is stored complete: a second run asks X nothing.
        let again = try BinaryRunner.digest(["run", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(server.requests.count == 3, "no post read twice")
        // Another week: the id is kept, so no lookup (a billed user read) again.
        let older = try BinaryRunner.digest(
            ["run", "--week", "2026-W46", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(older.status == 0, "\(older.stderr)")
        #expect(server.requests.dropFirst(3).allSatisfy { $0.path == Self.paths.posts })
        #expect(server.requests.dropFirst(3).first?.query["start_time"] == "2026-11-08T15:00:00Z")

        let doctor = try BinaryRunner.digest(["doctor", "--output", output], environment: environment)
        // A bearer token has no user: its reads are not owned reads, and doctor says what they cost.
        #expect(doctor.stdout.contains("your own posts (GET /2/users/:id/tweets, billed per post"))
        #expect(doctor.stdout.contains("read app-only (X_BEARER_TOKEN): most likely $0.005 a post"))
        #expect(doctor.stdout.contains("✓ token accepted; @hanako_dev is account 1234567"), "\(doctor.stdout)")
        // The last run was W46's, which the server answered with its last page again: 2 posts, 1 request.
        #expect(doctor.stdout.contains("read 2 posts in 1 request"), "\(doctor.stdout)")
        #expect(!(run.stdout + run.stderr + doctor.stdout + account).contains(RunXTests.token))
    }

    @Test func makingUpAWeekAnotherSourceLeftPartialReadsNoXPostAgain() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let server = try LoopbackHTTPServer(
            script: ReplyScript([
                Self.paths.lookup: [.json(200, XFixtures.user(id: "1234567", username: "hanako_dev"))],
                Self.paths.posts: [
                    .json(200, Self.firstPage), .json(200, Self.secondPage), .json(200, XFixtures.page([])),
                ],
                RunWakaTimeTests.statsPath: [.json(503, "{}")],
            ]))
        defer { server.stop() }
        let environment = [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": state, "X_BEARER_TOKEN": RunXTests.token,
            "X_USERNAME": "hanako_dev", "X_API_URL": server.baseURL + "/2", "WAKATIME_API_KEY": "k",
            "WAKATIME_API_URL": server.baseURL + "/api/v1", "DIGEST_HTTP_ATTEMPTS": "1",
        ]
        let first = try BinaryRunner.digest(["run", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(first.status == 3, "WakaTime failed: \(first.stderr)")
        let read = server.requests.filter { $0.path == Self.paths.posts }.count
        #expect(read == 2)
        // A week later: 2026-W48 is read, and 2026-W47, partial, is made up without X.
        let later = ["--now", "2026-11-30T07:00:00+09:00", "--templates", SampleRun.templates]
        let next = try BinaryRunner.digest(["run", "-v", "--output", output] + later, environment: environment)
        #expect(next.status == 3, "\(next.stderr)")
        let timeline = server.requests.filter { $0.path == Self.paths.posts }.dropFirst(read)
        #expect(timeline.map { $0.query["start_time"] } == ["2026-11-22T15:00:00Z"], "only 2026-W48's posts are read")
        #expect(next.stderr.contains("X: 2026-W47's posts were stored complete; X is not read again"))
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(page.contains("href=\"https://swift.org/blog/\"") && page.contains("href=\"https://example.org/post\""))
        #expect(!page.asRead.contains("Kept from the run of"), "the links are this run's, taken from the store")
        // Asked for by name, the week stored complete is not read again, and the run says so;
        // --refetch reads it again, on purpose, and says what that costs.
        let before = server.requests.filter { $0.path == Self.paths.posts }.count
        let asked = try BinaryRunner.digest(
            ["run", "--week", "2026-W47", "--output", output] + later, environment: environment)
        #expect(asked.status == 3)
        #expect(server.requests.filter { $0.path == Self.paths.posts }.count == before, "no post read")
        #expect(
            asked.stderr.contains(
                "X: 2026-W47's posts were stored complete; X is not read again (--refetch reads them again, billed)."),
            "\(asked.stderr)")
        let refetched = try BinaryRunner.digest(
            ["run", "--week", "2026-W47", "--refetch", "--output", output] + later, environment: environment)
        #expect(refetched.status == 3)
        #expect(server.requests.filter { $0.path == Self.paths.posts }.count > before, "read again")
        #expect(
            refetched.stderr.contains("X: --refetch reads 2026-W47's posts again: "), "\(refetched.stderr)")
        #expect(refetched.stderr.contains("so about as many post reads are billed."))
    }

    @Test func aRunThatReachesX_MAX_POSTSSaysSoOnThePageAndInTheLog() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site"
        let (server, environment) = try Self.server(["X_MAX_POSTS": "3"], state: folder + "/state")
        defer { server.stop() }
        let run = try BinaryRunner.digest(["run", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        // The first page asks for no more than the cap leaves (X serves at least 5).
        let pages = server.requests.filter { $0.path == Self.paths.posts }
        #expect(pages.count == 1, "the second page is never read")
        #expect(pages.first?.query["max_results"] == "5")
        #expect(run.stderr.contains("warning: 2026-W47: X_MAX_POSTS (3) was reached"), "\(run.stderr)")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(page.contains("X_MAX_POSTS (3) was reached, so not all of your posts this week were read"))
        #expect(page.contains("href=\"https://swift.org/blog/\""), "what was read is listed")
    }

    /// A run of `username`'s week against `server`, which refuses it: exit 3, and the week's page.
    static func failingRun(_ server: LoopbackHTTPServer, username: String, in folder: String) throws -> (
        BinaryRunner.Result, String
    ) {
        let run = try BinaryRunner.digest(
            ["run", "--output", folder + "/site"] + SampleRun.pinned,
            environment: [
                "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": folder + "/state", "X_BEARER_TOKEN": RunXTests.token,
                "X_USERNAME": username, "X_API_URL": server.baseURL + "/2",
            ])
        #expect(run.status == 3, "\(run.stderr)")
        return (run, try String(contentsOfFile: folder + "/site/weeks/2026-W47/index.html", encoding: .utf8))
    }

    @Test func anUnknownAccountNamesX_USERNAME() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let server = try LoopbackHTTPServer(
            script: ReplyScript([
                "/2/users/by/username/nobody_here": [
                    .json(
                        200,
                        #"{"errors":[{"value":"nobody_here","detail":"Could not find user with username: [nobody_here].","title":"Not Found Error","resource_type":"user","parameter":"username","resource_id":"nobody_here","type":"https://api.twitter.com/2/problems/resource-not-found"}]}"#
                    )
                ]
            ]))
        defer { server.stop() }
        let (_, page) = try Self.failingRun(server, username: "nobody_here", in: folder)
        #expect(page.contains("X has no account @nobody_here: check X_USERNAME"))
        #expect(server.requests.count == 1)
    }

    @Test(arguments: [
        (
            401, #"{"title":"Unauthorized","type":"about:blank","status":401,"detail":"Unauthorized"}"#,
            "X rejected X_BEARER_TOKEN (401)"
        ),
        (
            403,
            #"{"title":"Forbidden","type":"about:blank","status":403,"detail":"Your enrolled account does not have any credits to fulfill this request."}"#,
            "X refused to read your posts (403: Your enrolled account does not have any credits"
        ),
    ])
    func aRefusedTimelineIsANoteNamingTheFix(status: Int, body: String, sentence: String) throws {
        let folder = try BinaryRunner.temporaryFolder()
        let server = try LoopbackHTTPServer(script: ReplyScript([Self.paths.lookup: [.json(status, body)]]))
        defer { server.stop() }
        let (run, page) = try Self.failingRun(server, username: "hanako_dev", in: folder)
        #expect(page.contains(sentence), "\(page)")
        #expect(!page.contains(RunXTests.token) && !run.stderr.contains(RunXTests.token))
    }

    @Test(arguments: ["0", "many", "100001"])
    func aBadX_MAX_POSTSIsAUsageError(value: String) throws {
        let folder = try BinaryRunner.temporaryFolder()
        let run = try BinaryRunner.digest(
            ["run", "--output", folder + "/site"] + SampleRun.pinned,
            environment: [
                "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": folder + "/state", "X_BEARER_TOKEN": RunXTests.token,
                "X_USERNAME": "hanako_dev", "X_MAX_POSTS": value,
            ])
        #expect(run.status == 64)
        #expect(
            run.stderr.contains("X_MAX_POSTS is '\(value)': set it to a whole number from 1 to 100000"), "\(run.stderr)"
        )
    }
}
