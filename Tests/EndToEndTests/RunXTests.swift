import Foundation
import TestSupport
import Testing

/// `weekly-digest run` against a loopback server shaped like X API v2 recent search, and with an archive.
@Suite(.serialized)
struct RunXTests {
    static let token = "not-a-real-x-token-e2e-0006"
    static let path = "/2/tweets/search/recent"
    /// The query these tests search with: recent search is read only with X_QUERY (without it,
    /// your own timeline is; `XTimelineTests`).
    static let query = "from:{username} has:links -has:images -is:retweet"

    static let firstPage = XFixtures.page(
        [
            XFixtures.post(
                "300", "Read this <b>now</b> https://t.co/a", at: "2026-11-21T10:00:00.000Z",
                links: [
                    XFixtures.Link(
                        short: "https://t.co/a", expanded: "https://bit.ly/s6",
                        unwound: "https://swift.org/blog/?utm_source=x",
                        title: "**Swift** <script>alert(1)</script>")
                ])
        ], next: "next-1")
    static let secondPage = XFixtures.page([
        XFixtures.post(
            "200", "again <b>now</b> https://t.co/b and https://t.co/j", at: "2026-11-18T10:00:00.000Z",
            links: [
                XFixtures.Link(short: "https://t.co/b", expanded: "https://swift.org/blog/?fbclid=1"),
                XFixtures.Link(short: "https://t.co/j", expanded: "javascript:alert(1)"),
            ])
    ])

    func run(_ replies: [Reply], output: String, extra: [String: String] = [:], arguments: [String] = SampleRun.pinned)
        throws -> (BinaryRunner.Result, LoopbackHTTPServer)
    {
        let server = try LoopbackHTTPServer(script: ReplyScript([Self.path: replies]))
        defer { server.stop() }
        let environment = [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "X_BEARER_TOKEN": Self.token, "X_USERNAME": "@hanako_dev",
            "X_API_URL": server.baseURL + "/2", "X_QUERY": Self.query,
        ].merging(extra) { $1 }
        return (try BinaryRunner.digest(["run", "--output", output] + arguments, environment: environment), server)
    }

    @Test func listsTheLinksYouSharedOnceEachWithoutTrackingOrTCo() throws {
        let output = try BinaryRunner.temporaryFolder()
        let (result, server) = try run(
            [.json(200, Self.firstPage), .json(200, Self.secondPage)], output: output,
            extra: ["X_QUERY": "from:{username} filter:links -filter:images -filter:retweets"],
            arguments: SampleRun.pinned + ["--verbose"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(server.requests.map { $0.query["next_token"] } == [nil, "next-1"])
        #expect(server.requests.first?.query["query"] == "from:hanako_dev has:links -has:images -is:retweet")
        #expect(
            result.stderr.contains(
                "X query: from:hanako_dev has:links -has:images -is:retweet (translated filter:links → has:links"))
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(page.contains("href=\"https://swift.org/blog/\""))
        #expect(
            page.components(separatedBy: "href=\"https://swift.org/blog/\"").count == 2, "shared twice, listed once")
        #expect(!page.contains("utm_source") && !page.contains("fbclid") && !page.contains("t.co/"))
        #expect(!page.contains("<script>alert") && !page.contains("href=\"javascript"))
        #expect(
            page.contains("again &lt;b&gt;now&lt;/b&gt; swift.org/blog and (link removed)"),
            "the first share's text, as text, with each t.co link replaced by its destination")
        let everything = try BinaryRunner.files(under: output).map {
            try String(contentsOfFile: output + "/" + $0, encoding: .utf8)
        }
        #expect(!(everything + [result.stdout, result.stderr]).joined().contains(Self.token))
    }

    @Test func aPlanWithoutSearchExits3AndSuggestsTheArchive() throws {
        let output = try BinaryRunner.temporaryFolder()
        let (result, _) = try run(
            [
                .json(
                    403,
                    #"{"title":"Client Forbidden","detail":"not enrolled","reason":"client-not-enrolled","type":"https://api.twitter.com/2/problems/client-forbidden"}"#
                )
            ], output: output)
        #expect(result.status == 3)
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(page.contains("X refused recent search (403: not enrolled)"))
        #expect(page.contains("X_ARCHIVE"))
    }

    @Test func anOldWeekComesFromTheArchiveWithoutAToken() throws {
        let folder = try BinaryRunner.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/archive/data", withIntermediateDirectories: true)
        try XFixtures.archiveFile([
            XFixtures.archiveTweet(
                "77", "summer reading https://t.co/s", at: "Wed Jul 22 03:00:00 +0000 2026",
                urls: [("https://t.co/s", "https://summer.example/read?utm_campaign=x")]),
            XFixtures.archiveTweet(
                "78", "RT @a: no https://t.co/r", at: "Wed Jul 22 04:00:00 +0000 2026",
                urls: [("https://t.co/r", "https://retweet.example/")]),
        ]).write(to: URL(fileURLWithPath: folder + "/archive/data/tweets.js"))
        let result = try BinaryRunner.digest(
            ["run", "--week", "2026-W30", "--output", folder + "/site"] + SampleRun.pinned,
            environment: ["DIGEST_TIMEZONE": "Asia/Tokyo", "X_ARCHIVE": folder + "/archive"])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOfFile: folder + "/site/weeks/2026-W30/index.html", encoding: .utf8)
        #expect(page.contains("href=\"https://summer.example/read\""))
        #expect(!page.contains("retweet.example"))
    }

    @Test func doctorShowsTheTranslatedQueryAndChecksTheToken() throws {
        let server = try LoopbackHTTPServer(script: ReplyScript([Self.path: [.json(200, XFixtures.page([]))]]))
        defer { server.stop() }
        let output = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest(
            ["doctor", "--output", output, "--templates", SampleRun.templates],
            environment: [
                "X_BEARER_TOKEN": Self.token, "X_USERNAME": "hanako_dev",
                "X_QUERY": "from:{username} filter:links min_faves:2",
                "X_API_URL": server.baseURL + "/2",
            ])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("query: from:hanako_dev has:links min_likes:2"))
        #expect(result.stdout.contains("translated filter:links → has:links"))
        #expect(result.stdout.contains("translated min_faves: → min_likes:"))
        #expect(result.stdout.contains("✓ token accepted"))
        #expect(server.requests.count == 1)
        #expect(!(result.stdout + result.stderr).contains(Self.token))
    }

    @Test func doctorWithOnlyAnArchiveNeedsNoNetwork() throws {
        let folder = try BinaryRunner.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/archive/data", withIntermediateDirectories: true)
        try XFixtures.archiveFile([]).write(to: URL(fileURLWithPath: folder + "/archive/data/tweets.js"))
        let result = try BinaryRunner.digest(
            ["doctor", "--output", folder + "/site", "--templates", SampleRun.templates],
            environment: ["X_ARCHIVE": folder + "/archive"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("X          archive \(folder)/archive"))
        #expect(result.stdout.contains("no X_BEARER_TOKEN or X_ACCESS_TOKEN: links come from the archive only"))
    }
}
