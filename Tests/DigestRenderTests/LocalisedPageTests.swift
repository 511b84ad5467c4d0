import DigestApp
import DigestSystem
import Foundation
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestRender

/// Pages in another locale: every fixed word, date and duration in that language, and a locale
/// file's words escaped like any other text.
struct LocalisedPageTests {
    /// The plain words (not phrases) of `en` paired with the same key's words in `other`.
    static func labelPairs(_ english: Any, _ other: Any) -> [(String, String)] {
        switch (english, other) {
        case let (english as String, other as String): return english.contains("{") ? [] : [(english, other)]
        case let (english as [String: Any], other as [String: Any]):
            return english.keys.sorted().flatMap { key in other[key].map { labelPairs(english[key] as Any, $0) } ?? [] }
        default: return []
        }
    }

    static func japanesePage() async throws -> RenderedWeek {
        try WeekRenderer(templates: try Fixtures.templates(locale: "ja")).render(try await Fixtures.sampleDigest())
    }

    @Test func theSampleWeekInJapanese() async throws {
        let rendered = try await Self.japanesePage()
        let page = rendered.weekPage.asRead
        for fragment in [
            "<html lang=\"ja\">", "<title>週間ダイジェスト 2026-W47</title>", "<p class=\"range\">2026年11月16日〜22日",
            "<h2 id=\"glance-title\">今週のまとめ</h2>", "<dt>合計</dt><dd>13時間5分", "<dt>1日平均</dt><dd>2時間11分",
            "<span class=\"sub\">コーディングした6日間</span>",
            "<dd>11月17日(火) <span class=\"sub\">3時間5分</span>", "<desc id=\"lang-desc\">Swift 6時間10分 (47%)、TypeScript",
            "<caption>日別のコーディング時間</caption>", "<th scope=\"row\">火</th>", "<td class=\"time\">3時間5分</td>",
            "<figcaption>言語別の時間</figcaption>", "<h2>コーディング時間</h2>",
            "<strong>その他の言語:</strong> JSON 20分 (3%)",
            "<h2>読むべき記事</h2>", "182 いいね · 240 ストック · 11月17日(火) · 約7分で読めます",
            "<h2>共有したリンク</h2>", "共有: X 11月17日(火)・11月20日(金)", "共有: Bluesky 11月17日(火)、X 11月18日(水)", "すべての週</a>",
            "に weekly-digest で作成。",
            ">フィード</a>",
        ] {
            #expect(page.contains(fragment), "missing: \(fragment)")
        }
        // The cards lead on the page; digest.md stands alone and keeps every figure in its text.
        for fragment in [
            "**合計:** 13時間5分", "(コーディングした6日間)", "**最も長かった日:** 11月17日(火) 3時間5分",
            "**言語:** Swift 6時間10分 (47%)",
        ] {
            #expect(rendered.markdown.contains(fragment), "missing from digest.md: \(fragment)")
            #expect(
                !page.contains(fragment.replacingOccurrences(of: "**", with: "")), "repeated on the page: \(fragment)")
        }
        #expect(!rendered.markdown.contains("\u{2060}") && !rendered.markdown.contains("\u{00A0}"), "plain text")
        #expect(rendered.weekPage.contains("13\u{2060}時\u{2060}間\u{2060}5\u{2060}分"), "kept on one line")
    }

    @Test func noEnglishFixedWordIsLeftOnAJapanesePage() async throws {
        let english = try LocaleTests.json("en"), japanese = try LocaleTests.json("ja")
        let pairs = Self.labelPairs(english, japanese).filter {
            $0.0 != $0.1 && $0.0.trimmingCharacters(in: .whitespaces).count > 3
        }
        #expect(pairs.count > 40, "the walk found the labels")
        let rendered = try await Self.japanesePage()
        for page in [rendered.weekPage, try #require(rendered.indexPage)] {
            for (word, _) in pairs {
                #expect(!page.contains(word), "English left on the Japanese page: \(word)")
            }
        }
    }

    @Test func theArchiveAndFeedInJapanese() throws {
        let words = try Fixtures.words("ja")
        let summaries = try [SitePagesTests.summary("2026-W46", partial: true), SitePagesTests.summary("2026-W47")]
        let archive = try ArchivePage(
            template: try Fixtures.templates(locale: "ja").archive, words: words, site: .unknown
        ).render(summaries)
        for fragment in [
            "<html lang=\"ja\">", "<title>すべての週 · 週間ダイジェスト</title>", "<h1>すべての週</h1>",
            "2週、2026-W46〜2026-W47", "2026年11月9日〜15日", "コーディング 12時間30分(主にSwift) · 記事 15本 · リンク 6件",
            "(取得に失敗したソースあり)", ">最新の週</a>",
        ] {
            #expect(archive.asRead.contains(fragment), "missing: \(fragment)")
        }
        let feed = AtomFeed(site: .unknown, words: words).xml(summaries.map { FeedEntry(summary: $0, markdown: nil) })
        for fragment in [
            "xml:lang=\"ja\"", "<title>週間ダイジェスト</title>", "<title>週間ダイジェスト 2026-W47</title>",
            "<summary>2026年11月16日〜22日: コーディング 12時間30分(主にSwift) · 記事 15本 · リンク 6件</summary>",
        ] {
            #expect(feed.contains(fragment), "missing: \(fragment)")
        }
    }

    @Test func aLocaleFileCannotInjectMarkup() async throws {
        let hostile = "<script>alert(1)</script> **bold** [x](javascript:alert(1)) \"quoted\" & #"
        let folder = try LocaleCatalogTests.folder { words in
            for key in [
                "siteName", "digest.coding", "digest.by", "page.atAGlance", "page.total", "digest.noLinks", "dates.day",
                "durations.minutes", "page.otherLanguages",
            ] {
                LocaleCatalogTests.set(key, to: hostile, in: &words)
            }
        }
        let words = try LocaleCatalog(templateFolder: folder, fileSystem: LocalFileSystem()).words(for: "xx")
        let rendered = try WeekRenderer(
            templates: try TemplateSet(folder: Fixtures.templateFolder, words: words, fileSystem: LocalFileSystem())
        )
        .render(try await Fixtures.sampleDigest())
        for page in [rendered.weekPage, try #require(rendered.indexPage)] {
            #expect(!page.contains("<script"))
            #expect(!page.contains("href=\"javascript"))
            #expect(!page.contains("<strong>bold</strong>"))
            #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        }
        #expect(rendered.markdown.contains(#"## \<script\>alert(1)\</script\> \*\*bold\*\*"#))
    }
}
