import DigestCore
import Foundation
import TestSupport
import Testing

/// Issue 51: the reading list from Zenn's topic feeds as well as Qiita, one list ranked and capped
/// together, against a loopback server answering as both do.
@Suite(.serialized)
struct RunZennTests {
    typealias Z = ZennFixtures

    static let qiitaArticles = [
        QiitaFixtureArticle(
            id: "q1000000000000000001", title: "Swift Concurrency 完全理解", createdAt: "2026-11-17T10:00:00+09:00",
            likes: 30, stocks: 10, tags: ["Swift"]),
        QiitaFixtureArticle(
            id: "q2000000000000000002", title: "小ネタ", createdAt: "2026-11-18T10:00:00+09:00", likes: 3, stocks: 1,
            tags: ["Swift"]),
        QiitaFixtureArticle(
            id: "q3000000000000000003", title: "Popular", createdAt: "2026-11-19T10:00:00+09:00", likes: 100,
            stocks: 50, tags: ["Swift"]),
    ]

    static let observation = Z.Item(
        "Swift の Observation & SwiftData", slug: "observation", published: "Fri, 20 Nov 2026 01:00:00 GMT")
    static let swiftFeed = Z.feed(
        "swift",
        [
            observation,
            Z.Item(
                "<script>alert(1)</script> を防ぐ", slug: "escape", author: "secure",
                published: "Wed, 18 Nov 2026 03:00:00 GMT",
                cdata: false),
            Z.Item("先週の記事", slug: "old", published: "Sun, 15 Nov 2026 10:00:00 GMT"),
        ])
    static let iosFeed = Z.feed(
        "ios",
        [
            observation,
            Z.Item("iOS 26 の新機能", slug: "ios26", author: "ios_dev", published: "Thu, 19 Nov 2026 00:00:00 GMT"),
        ])

    /// Qiita and Zenn on one loopback server; `zenn` answers the feeds.
    static func server(zenn: [String: [Reply]]) throws -> LoopbackHTTPServer {
        let qiita = QiitaFake(articles: qiitaArticles)
        let feeds = ReplyScript(zenn)
        return try LoopbackHTTPServer { request in
            request.path.hasPrefix("/topics/") ? feeds.reply(to: request) : qiita.reply(to: request)
        }
    }

    static let feeds: [String: [Reply]] = [
        Z.path("swift"): [
            .respond(
                status: 200, headers: ["Content-Type": "application/xml; charset=utf-8"], body: Data(swiftFeed.utf8))
        ],
        Z.path("ios"): [.respond(status: 200, headers: ["Content-Type": "application/xml"], body: Data(iosFeed.utf8))],
        Z.path("empty"): [
            .respond(status: 200, headers: ["Content-Type": "application/xml"], body: Data(Z.feed("empty", []).utf8))
        ],
    ]

    static func environment(_ server: LoopbackHTTPServer, state: String, topics: String = "swift,ios,empty")
        -> [String: String]
    {
        [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": state, "QIITA_TAGS": "Swift",
            "QIITA_API_URL": server.baseURL + "/api/v2", "ZENN_TOPICS": topics, "ZENN_URL": server.baseURL,
            "QIITA_MAX_ARTICLES": "5", "DIGEST_HTTP_ATTEMPTS": "1",
        ]
    }

    /// The stored week's list: id, source, title, followed tags.
    static func stored(_ output: String, week: String = "2026-W47", state: String) throws -> Digest {
        let data = try Data(contentsOf: URL(fileURLWithPath: StoredHistory.snapshot(output, week, state: state)))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(Digest.self, from: data)
    }

    @Test func qiitaAndZennMakeOneListRankedAndCappedTogether() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let server = try Self.server(zenn: Self.feeds)
        defer { server.stop() }
        let run = try BinaryRunner.digest(
            ["run", "--output", output] + SampleRun.pinned, environment: Self.environment(server, state: state))
        #expect(run.status == 0, "\(run.stderr)")
        let digest = try Self.stored(output, state: state)
        let list = try #require(digest.readingList.value)
        // Qiita's counts are 150, 40 and 4; a Zenn article counts as their median, 40: it ties with
        // the second, and the tie goes to the earlier. Five at most, across both.
        #expect(
            list.map(\.title) == [
                "Popular", "Swift Concurrency 完全理解", "<script>alert(1)</script> を防ぐ", "iOS 26 の新機能",
                "Swift の Observation & SwiftData",
            ])
        #expect(list.map(\.source) == [.qiita, .qiita, .zenn, .zenn, .zenn])
        #expect(list.last?.followedTags == ["swift", "ios"], "one article in two topics is listed once")
        #expect(list.last?.url == "https://zenn.dev/zenn_writer/articles/observation")
        #expect(
            list.filter { $0.source == .zenn }.allSatisfy {
                $0.likes == nil && $0.stocks == nil && $0.readingMinutes == nil
            })
        #expect(
            digest.readingList.notes == [
                "Zenn's ios feed reaches back to Thu 19 Nov, so the week's articles before then are not listed.",
                "Zenn's empty feed lists no articles: check the topic in ZENN_TOPICS.",
            ])
        #expect(
            server.requests.filter { $0.path.hasPrefix("/topics/") }.map(\.path).sorted() == [
                Z.path("empty"), Z.path("ios"), Z.path("swift"),
            ])
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(page.asRead.contains("by secure · Zenn · swift · Wed 18 Nov"), "no likes, no 0, no reading time")
        #expect(page.asRead.contains("by hanako_dev · Qiita · Swift · 100 likes · 50 stocks"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; を防ぐ") && !page.contains("<script>alert"))
        #expect(page.contains("Swift の Observation &amp; SwiftData"))
        #expect(!page.contains("先週の記事") && !page.contains("小ネタ"))

        // A week the feeds no longer reach says so.
        let older = try BinaryRunner.digest(
            ["run", "--week", "2026-W45", "--output", output] + SampleRun.pinned,
            environment: Self.environment(server, state: state, topics: "swift"))
        #expect(older.status == 0, "\(older.stderr)")
        #expect(
            try Self.stored(output, week: "2026-W45", state: state).readingList.notes == [
                "Zenn's swift feed no longer reaches back to 2026-W45: its oldest article is from Sun 15 Nov, so none of that week's are listed."
            ])
    }

    @Test func aRerunWhileZennIsDownKeepsItsArticles() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let server = try Self.server(zenn: Self.feeds)
        defer { server.stop() }
        let environment = Self.environment(server, state: state, topics: "swift")
        #expect(
            try BinaryRunner.digest(["run", "--output", output] + SampleRun.pinned, environment: environment).status
                == 0)
        let before = try Self.stored(output, state: state).readingList.value ?? []
        let down = try Self.server(zenn: [Z.path("swift"): [.json(503, #"{"message":"unavailable"}"#)]])
        defer { down.stop() }
        let rerun = try BinaryRunner.digest(
            ["run", "--week", "2026-W47", "--output", output] + SampleRun.pinned,
            environment: Self.environment(down, state: state, topics: "swift"))
        #expect(rerun.status == 3, "\(rerun.stderr)")
        #expect(rerun.stderr.contains("the reading list stored by an earlier run is kept"))
        let after = try Self.stored(output, state: state)
        #expect(after.readingList.value?.map(\.id) == before.map(\.id))
        #expect(
            after.readingList.notes.last?.hasPrefix(
                "Kept from the run of 2026-11-22 22:00 UTC; this run failed: Topic swift: Zenn answered 503") == true,
            "\(after.readingList.notes)")
        #expect(after.readingSources?.first { $0.source == .qiita }?.notes == [])
    }

    /// (the topic's answer, what the page says).
    static let failures: [(Reply, String)] = [
        (.json(404, #"{"message":"Not Found"}"#), "Zenn has no topic 'swift' (404): check ZENN_TOPICS"),
        (.html(200, "<!DOCTYPE html><html><body>maintenance</body></html>"), "is not an RSS feed (it declares a DTD"),
        (
            .respond(
                status: 200, headers: ["Content-Type": "application/xml"],
                body: Data(String(swiftFeed.prefix(900)).utf8)),
            "is not an RSS feed (it is not well-formed XML at line 1"
        ),
        (
            .respond(status: 200, headers: ["Content-Type": "application/xml"], body: Data(Z.entityBomb.utf8)),
            "it declares a DTD"
        ),
        (
            .respond(status: 200, headers: ["Content-Type": "application/xml"], body: Data(count: 30 << 20)),
            "sent more than 5 MB"
        ),
        (.json(200, #"{"articles":[]}"#), "is not an RSS feed"),
    ]

    @Test(arguments: failures)
    func aFeedThatCannotBeReadIsASentenceNamingTheTopic(reply: Reply, sentence: String) throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site"
        let server = try LoopbackHTTPServer(script: ReplyScript([Z.path("swift"): [reply]]))
        defer { server.stop() }
        let run = try BinaryRunner.digest(
            ["run", "--output", output] + SampleRun.pinned,
            environment: [
                "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": folder + "/state", "ZENN_TOPICS": "swift",
                "ZENN_URL": server.baseURL, "DIGEST_HTTP_ATTEMPTS": "1",
            ])
        #expect(run.status == 3, "\(run.stderr)")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8).asRead
        #expect(page.contains(sentence), "\(page)")
    }

    /// (ZENN_TOPICS, what the message says).
    static let badTopics: [(String, String)] = [
        ("swift ui", "not a Zenn topic"), ("../etc", "not a Zenn topic"), ("スイフト", "not a Zenn topic"),
        (",", "names no topic"), ((1...21).map { "t\($0)" }.joined(separator: ","), "at most 20"),
    ]

    @Test(arguments: badTopics)
    func aBadTopicStopsTheRunNamingZENN_TOPICS(value: String, message: String) throws {
        let folder = try BinaryRunner.temporaryFolder()
        let run = try BinaryRunner.digest(
            ["run", "--output", folder + "/site"] + SampleRun.pinned,
            environment: ["DIGEST_STATE": folder + "/state", "ZENN_TOPICS": value])
        #expect(run.status == 64 && run.stderr.contains("ZENN_TOPICS") && run.stderr.contains(message), "\(run.stderr)")
    }

    @Test func doctorReadsEachTopicsFeed() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let server = try Self.server(zenn: Self.feeds)
        defer { server.stop() }
        let doctor = try BinaryRunner.digest(
            ["doctor", "--output", folder + "/site"],
            environment: [
                "DIGEST_STATE": folder + "/state", "ZENN_TOPICS": "swift,missing", "ZENN_URL": server.baseURL,
            ])
        #expect(doctor.status == 64)
        #expect(doctor.stdout.contains("Zenn       configured, topics swift, missing, base URL \(server.baseURL)"))
        #expect(doctor.stdout.contains("✓ topic swift: its feed lists 3 articles"))
        #expect(doctor.stdout.contains("✗ Zenn has no topic 'missing' (404): check ZENN_TOPICS"), "\(doctor.stdout)")
    }
}
