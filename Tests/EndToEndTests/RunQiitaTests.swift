import Foundation
import TestSupport
import Testing

/// `weekly-digest run` against a loopback server shaped like Qiita API v2.
@Suite(.serialized)
struct RunQiitaTests {
    static let token = "not-a-real-qiita-token-e2e-0004"
    /// A Japanese title full of Markdown and HTML metacharacters.
    static let trickyTitle = "**太字** _斜体_ [罠](javascript:alert(1)) <script>alert(1)</script> `コード` # 見出し | 表 |"

    static let articles: [QiitaFixtureArticle] = [
        QiitaFixtureArticle(
            id: "tricky00000000000001", title: trickyTitle, user: "md_<b>fan</b>",
            createdAt: "2026-11-19T12:00:00+09:00", likes: 40, stocks: 30, tags: ["Swift", "iOS"],
            body: String(repeating: "本文", count: 1000)),
        QiitaFixtureArticle(
            id: "english0000000000001", title: "A plain English guide", createdAt: "2026-11-17T09:00:00+09:00",
            likes: 10, stocks: 5, tags: ["Swift"], body: String(repeating: "word ", count: 1000)),
        QiitaFixtureArticle(
            id: "ios00000000000000001", title: "iOS only", createdAt: "2026-11-21T09:00:00+09:00",
            likes: 1, tags: ["iOS"]),
        QiitaFixtureArticle(
            id: "sunday00000000000001", title: "Early Monday in Tokyo", createdAt: "2026-11-16T05:00:00+09:00",
            likes: 99, tags: ["Swift"]),
        QiitaFixtureArticle(
            id: "lastweek000000000001", title: "Last week", createdAt: "2026-11-15T20:00:00+09:00",
            likes: 500, tags: ["Swift"]),
    ]

    func run(
        _ fake: QiitaFake, output: String, tags: String = "swift,ios", arguments: [String] = SampleRun.pinned,
        extra: [String: String] = [:]
    ) throws -> (BinaryRunner.Result, LoopbackHTTPServer) {
        let server = try LoopbackHTTPServer { fake.reply(to: $0) }
        defer { server.stop() }
        let environment = [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "QIITA_TAGS": tags, "QIITA_API_URL": server.baseURL + "/api/v2",
        ]
        .merging(extra) { $1 }
        let result = try BinaryRunner.digest(["run", "--output", output] + arguments, environment: environment)
        return (result, server)
    }

    /// The week's page as read (no-break spaces as spaces, word joiners dropped).
    func page(_ output: String, _ week: String = "2026-W47") throws -> String {
        try String(contentsOfFile: output + "/weeks/\(week)/index.html", encoding: .utf8).asRead
    }

    @Test func listsTheWeeksArticlesWithTheirReasonsAndMetacharactersAsText() throws {
        let output = try BinaryRunner.temporaryFolder()
        let (result, server) = try run(QiitaFake(articles: Self.articles), output: output)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("4 reads"), "\(result.stdout)")
        #expect(server.requests.allSatisfy { $0.header("authorization") == nil })
        #expect(server.requests.filter { $0.path == "/api/v2/items" }.count == 2)

        let page = try page(output)
        let escaped = "**太字** _斜体_ [罠](javascript:alert(1)) &lt;script&gt;alert(1)&lt;/script&gt; `コード` # 見出し | 表 |"
        #expect(page.contains(escaped), "the title is shown exactly as written")
        #expect(!page.contains("<script>alert") && !page.contains("href=\"javascript:") && !page.contains("<em>斜体"))
        #expect(page.contains("md_&lt;b&gt;fan&lt;/b&gt;"))
        #expect(page.contains("From your tags Swift and iOS"), "found under both tags, listed once")
        #expect(page.components(separatedBy: "tricky00000000000001").count == 2)
        #expect(!page.contains("Last week"), "an article from before the window is not listed")
        #expect(page.contains("4 min read"), "2000 Japanese characters at 500 a minute")
        #expect(page.contains("5 min read"), "1000 English words at 200 a minute")
        let markdown = try String(contentsOfFile: output + "/weeks/2026-W47/digest.md", encoding: .utf8)
        #expect(markdown.contains("\\*\\*太字\\*\\*"))
    }

    @Test func theLanguagesYouCodedLiftTheirArticlesAndSaySo() throws {
        let output = try BinaryRunner.temporaryFolder()
        let waka = try LoopbackHTTPServer(
            script: ReplyScript([
                RunWakaTimeTests.statsPath: [.json(200, WakaTimeFixtures.stats())],
                RunWakaTimeTests.summariesPath: [.json(200, WakaTimeFixtures.summaries())],
            ]))
        defer { waka.stop() }
        let (result, _) = try run(
            QiitaFake(articles: Self.articles), output: output,
            extra: ["WAKATIME_API_KEY": RunWakaTimeTests.key, "WAKATIME_API_URL": waka.baseURL + "/api/v1"])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try page(output)
        #expect(page.contains("Swift: you coded 6 h 10 m in Swift; from your tags Swift and iOS"))
        #expect(page.contains("Swift: you coded 6 h 10 m in Swift</em>"))
        #expect(page.contains("From your tag iOS"))
    }

    @Test func anArticleListedInAnEarlierWeekIsNotListedAgain() throws {
        let output = try BinaryRunner.temporaryFolder()
        // Monday 05:00 in Tokyo is still Sunday in Los Angeles: the user who moved zones sees it twice without the check.
        let (before, _) = try run(
            QiitaFake(articles: Self.articles), output: output,
            arguments: ["--week", "2026-W46"] + SampleRun.pinned, extra: ["DIGEST_TIMEZONE": "America/Los_Angeles"])
        #expect(before.status == 0, "\(before.stderr)")
        #expect(try page(output, "2026-W46").contains("Early Monday in Tokyo"))
        let (after, _) = try run(QiitaFake(articles: Self.articles), output: output)
        #expect(after.status == 0, "\(after.stderr)")
        let page = try page(output)
        #expect(!page.contains("Early Monday in Tokyo"))
        #expect(page.contains("A plain English guide"))

        let (again, _) = try run(QiitaFake(articles: Self.articles), output: output)
        #expect(again.status == 0)
        #expect(
            try self.page(output).contains("A plain English guide"), "running the same week again keeps its own list")
    }

    @Test func anUnknownTagExits3AndTheOtherTagsStand() throws {
        let output = try BinaryRunner.temporaryFolder()
        let (result, _) = try run(QiitaFake(articles: Self.articles), output: output, tags: "swift,swfit")
        #expect(result.status == 3, "\(result.stderr)")
        let page = try page(output)
        #expect(page.contains("Qiita has no tag 'swfit'"))
        #expect(page.contains("A plain English guide"))
    }

    @Test func aSpentRateLimitIsANoteNotAFailure() throws {
        var options = QiitaFake.Options()
        options.rateLimit = 1
        let output = try BinaryRunner.temporaryFolder()
        let (result, server) = try run(
            QiitaFake(articles: Self.articles, options: options), output: output, tags: "swift")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(server.requests.count == 1)
        #expect(try page(output).contains("A plain English guide"))

        // The stored week is complete, so it is fetched again only when asked for by --week.
        let (limited, _) = try run(
            QiitaFake(articles: Self.articles, options: options), output: output, tags: "swift,ios,security",
            arguments: ["--week", "2026-W47"] + SampleRun.pinned)
        #expect(limited.status == 0)
        #expect(
            try page(output).contains("Qiita rate limit reached after"),
            "three tags cannot all be read with one request")
    }

    @Test func theTokenIsSentAndNeverWritten() throws {
        var options = QiitaFake.Options()
        options.token = Self.token
        let output = try BinaryRunner.temporaryFolder()
        let (result, server) = try run(
            QiitaFake(articles: Self.articles, options: options), output: output,
            extra: ["QIITA_ACCESS_TOKEN": Self.token, "QIITA_MAX_ARTICLES": "2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(server.requests.allSatisfy { $0.header("authorization") == "Bearer \(Self.token)" })
        let snapshot = try Data(contentsOf: URL(fileURLWithPath: StoredHistory.snapshot(output, "2026-W47")))
        let digest = try #require(try JSONSerialization.jsonObject(with: snapshot) as? [String: Any])
        let list = try #require((digest["readingList"] as? [String: Any])?["value"] as? [[String: Any]])
        #expect(list.count == 2, "QIITA_MAX_ARTICLES caps the list")
        #expect(list.first?["followedTags"] as? [String] == ["Swift"])
        let everything = try BinaryRunner.files(under: output).map {
            try String(contentsOfFile: output + "/" + $0, encoding: .utf8)
        }
        #expect(!(everything + [result.stdout, result.stderr]).joined().contains(Self.token))
    }

    @Test func doctorChecksEveryTagAndShowsTheBudget() throws {
        let server = try LoopbackHTTPServer { QiitaFake(articles: Self.articles).reply(to: $0) }
        defer { server.stop() }
        let output = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest(
            ["doctor", "--output", output, "--templates", SampleRun.templates],
            environment: ["QIITA_TAGS": "swift,swfit", "QIITA_API_URL": server.baseURL + "/api/v2"])
        #expect(result.status == 64, "\(result.stdout)")
        #expect(result.stdout.contains("Qiita      configured, tags swift, swfit"))
        #expect(result.stdout.contains("✓ tag swift"))
        #expect(result.stdout.contains("✗ Qiita has no tag 'swfit'"))
        #expect(result.stdout.contains("no QIITA_ACCESS_TOKEN: 60 requests an hour"))
        #expect(result.stdout.contains("requests left this hour; resets at 2026-11-22 23:00:00 UTC"))
    }

    @Test func doctorNamesARejectedTokenAsASettingToFix() throws {
        var options = QiitaFake.Options()
        options.token = "the-right-one"
        let fake = QiitaFake(articles: Self.articles, options: options)
        let server = try LoopbackHTTPServer { fake.reply(to: $0) }
        defer { server.stop() }
        let output = try BinaryRunner.temporaryFolder()
        let result = try BinaryRunner.digest(
            ["doctor", "--output", output, "--templates", SampleRun.templates],
            environment: [
                "QIITA_TAGS": "swift", "QIITA_ACCESS_TOKEN": Self.token, "QIITA_API_URL": server.baseURL + "/api/v2",
            ])
        #expect(result.status == 64, "\(result.stdout)")
        #expect(result.stdout.contains("✗ Qiita rejected QIITA_ACCESS_TOKEN (401)"))
        #expect(server.requests.map(\.path) == ["/api/v2/authenticated_user"], "no tag is checked with a bad token")
        #expect(!(result.stdout + result.stderr).contains(Self.token))
    }
}
