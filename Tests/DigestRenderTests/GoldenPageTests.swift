import Foundation
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestRender

/// The sample week's Markdown and page, compared byte for byte with files under Golden/.
///
/// After an intended change, run `UPDATE_GOLDEN=1 swift test --filter GoldenPageTests` and review the diff.
struct GoldenPageTests {
    func compare(_ actual: String, toGolden name: String) throws {
        let url = Fixtures.goldenFolder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try Data(actual.utf8).write(to: url)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        if actual != expected {
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
            Issue.record(
                """
                \(name) differs from the golden file at line \((first?.offset ?? min(actualLines.count, expectedLines.count)) + 1):
                expected: \(first.map { String($0.element.1) } ?? "(end)")
                actual:   \(first.map { String($0.element.0) } ?? "(end)")
                Run UPDATE_GOLDEN=1 swift test --filter GoldenPageTests if the change is intended.
                """)
        }
    }

    @Test func sampleWeekMatchesTheGoldenFiles() async throws {
        let rendered = try WeekRenderer(templates: try Fixtures.templates()).render(try await Fixtures.sampleDigest())
        try compare(rendered.markdown, toGolden: "sample-week.md")
        try compare(rendered.weekPage, toGolden: "sample-week.html")
    }

    @Test func sampleWeekInJapaneseMatchesTheGoldenFile() async throws {
        let rendered = try WeekRenderer(templates: try Fixtures.templates(locale: "ja")).render(
            try await Fixtures.sampleDigest())
        try compare(rendered.markdown, toGolden: "sample-week.ja.md")
    }

    @Test func samplePageHasEverythingTheReaderNeeds() async throws {
        let page = try WeekRenderer(templates: try Fixtures.templates()).render(try await Fixtures.sampleDigest())
            .weekPage
        let expected = [
            "<html lang=\"en\">", "<title>Weekly digest 2026-W47</title>", "href=\"../../assets/style.css\"",
            "name=\"viewport\"", "<h1>2026-W47</h1>", "16–22 November 2026",
            "role=\"img\"", "<title id=\"lang-title\">", "<desc id=\"lang-desc\">Swift 6 h 10 m (47%)",
            "<table class=\"days\"><caption>Coding time per day</caption>", "<th scope=\"row\">Tue</th>",
            "<td class=\"time\">3 h 5 m</td>",
            "13 h 5 m", "2 h 11 m", "Tue 17 Nov",
            "<a href=\"https://qiita.com/hanako_dev/items/c0ffee0000000000a001\">Swift 6 の strict concurrency を段階的に有効にする 🚀</a>",
            "**太字**にならない? Markdown の *エスケープ* と _アンダースコア_ 入門",
            "&lt;script&gt;alert('xss')&lt;/script&gt; を防ぐ",
            "182 likes · 240 stocks", "7 min read",
            "<a href=\"https://www.swift.org/blog/swift-6.3-released/\">Swift 6.3 Released</a>",
            "shared on X Tue 17 Nov, Fri 20 Nov", "Swift 6.3 のリリースノート、読みごたえある swift.org/blog/swift-6.3-released",
            "shared on Bluesky Tue 17 Nov and X Wed 18 Nov", "shared on Mastodon Thu 19 Nov",
            "この解説がいちばん分かりやすい example.com/articles/structured-concurrency",
        ]
        for fragment in expected {
            #expect(page.asRead.contains(fragment), "missing: \(fragment)")
        }
        for forbidden in [
            "<script", "javascript:alert(document", "href=\"javascript", "t.co/", "onerror", "先週の記事",
            "friend.example.org", "x.com/someone", "Screenshot of my setup", "My desk this week", "utm_source",
        ] {
            #expect(!page.contains(forbidden), "present: \(forbidden)")
        }
        #expect(page.contains("危ないリンク集 [click](javascript:alert(1)) を踏まないために"))
        #expect(occurrences(of: "<h1", in: page) == 1)
    }

    @Test func indexPagePointsAtTheSameAssetsFromTheRoot() async throws {
        let rendered = try WeekRenderer(templates: try Fixtures.templates()).render(try await Fixtures.sampleDigest())
        let home = try #require(rendered.indexPage)
        #expect(home.contains("href=\"assets/style.css\""))
        var moved = home
        for target in [
            "assets/style.css", "assets/favicon.svg", "feed.xml", "feed.json", "archive/index.html",
            "trends/index.html",
        ] {
            moved = moved.replacingOccurrences(of: "href=\"\(target)\"", with: "href=\"../../\(target)\"")
        }
        #expect(moved == rendered.weekPage, "the two pages differ only in where their links start")
    }

    @Test func onlyAskingForTheHomePageRendersIt() async throws {
        let renderer = WeekRenderer(templates: try Fixtures.templates())
        let digest = try await Fixtures.sampleDigest()
        #expect(try renderer.render(digest, home: false).indexPage == nil)
        #expect(try renderer.render(digest, home: false).weekPage == renderer.render(digest, home: true).weekPage)
    }
}

/// A week with nothing in it still explains itself.
struct EmptyWeekTests {
    @Test func anIdleWeekSaysSo() throws {
        let week = try ISOWeek(parsing: "2026-W47")
        let digest = Digest(
            week: week, timeZone: "UTC", generatedAt: Fixtures.generatedAt,
            coding: .ok(CodingStats(days: [], languages: [], projects: [], editors: [])),
            readingList: .ok([]), sharedLinks: .ok([]))
        let page = try WeekRenderer(templates: try Fixtures.templates()).render(digest).weekPage
        #expect(page.contains("No new articles for your tags this week."))
        #expect(page.contains("No links shared this week."))
    }

    @Test func skippedAndFailedSourcesAreExplainedOnThePage() throws {
        let week = try ISOWeek(parsing: "2026-W47")
        let digest = Digest(
            week: week, timeZone: "Asia/Tokyo", generatedAt: Fixtures.generatedAt,
            coding: .ok(
                CodingStats(
                    days: week.days.map { DayTotal(date: $0, seconds: 0) }, languages: [], projects: [], editors: [])),
            readingList: .skipped("set QIITA_TAGS to the tags you follow, e.g. swift,ios"),
            sharedLinks: .failed("X answered 401: check X_BEARER_TOKEN"))
        let rendered = try WeekRenderer(templates: try Fixtures.templates()).render(digest)
        #expect(!rendered.weekPage.contains("At a glance"))
        #expect(rendered.weekPage.asRead.contains("<strong>Total:</strong> 0 m"), "no cards, so the text says it")
        #expect(rendered.weekPage.contains("Languages:</strong> none recorded</p>"))
        #expect(
            rendered.weekPage.contains("<em>Not configured: set QIITA_TAGS to the tags you follow, e.g. swift,ios</em>")
        )
        #expect(!rendered.weekPage.contains("No new articles"))
        #expect(rendered.weekPage.contains("<strong>Incomplete:</strong> X answered 401: check X_BEARER_TOKEN"))
        #expect(!rendered.weekPage.contains("No links shared this week."), "a failure is not an empty week")
        #expect(digest.hasFailedSource)
    }
}
