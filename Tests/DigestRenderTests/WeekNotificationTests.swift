import Foundation
import Testing

@testable import DigestCore
@testable import DigestRender

/// A week as the chat channels say it: hostile titles stay text in every form (no ping, no link,
/// no markup of their own), on one line, and only web addresses become links.
struct WeekNotificationTests {
    static let hostile = [
        "<!channel> *bold* _it_ ~del~ `code` <https://evil.example|click>",
        "@everyone @here <@123> [x](javascript:alert(1))",
        "<script>alert(1)</script> &amp; \"q\" 'a'",
        "Line\nbreak\r\nand\u{2028}more\u{202E}txet",
        "# heading\n- item\n> quote",
    ]

    static func digest(titles: [String]) async throws -> Digest {
        var digest = try await Fixtures.sampleDigest()
        let article = try #require(digest.readingList.value?.first)
        digest.readingList = .ok(
            titles.enumerated().map { index, title in
                var copy = article
                copy.id = "hostile-\(index)"
                copy.title = title
                copy.url = index == 1 ? "javascript:alert(1)" : "https://example.com/a/\(index)?q=<x>&y=\"z\""
                return copy
            })
        return digest
    }

    @Test(arguments: hostile)
    func aHostileTitleStaysTextInEveryForm(title: String) async throws {
        let words = try Fixtures.words("en")
        let notification = WeekNotification(
            try await Self.digest(titles: [title, title]), words: words, goal: .none,
            site: SiteAddress(WebURL("https://me.example/digest/")))
        #expect(notification.reading.count == 1, "a javascript: address is no link and is left out")
        let shown = try #require(notification.reading.first)
        #expect(!shown.title.contains("\n") && !shown.title.contains("\r") && !shown.title.contains("\u{202E}"))
        #expect(
            shown.url.hasPrefix("https://example.com/a/0?") && !shown.url.contains("<") && !shown.url.contains("\""))

        let slack = notification.slackMarkdown
        #expect(!slack.contains("<!channel>") && !slack.contains("<script>") && !slack.contains("<@123>"))
        #expect(!slack.contains("|click>"), "a title makes no link of its own: \(slack)")

        let html = notification.html
        #expect(!html.contains("<script>") && !html.contains("<!channel>"))
        #expect(html.components(separatedBy: "<a href=").count == 3, "two links: the article and the page")

        let markdown = notification.markdown
        // The title's own `](…)` is escaped (`\]`), so it opens no link.
        #expect(markdown.range(of: #"(?<!\\)\]\(javascript:"#, options: .regularExpression) == nil, "\(markdown)")
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: true)
        #expect(lines.filter { $0.hasPrefix("- [") }.count == 1, "one item, whatever the title holds: \(markdown)")
        #expect(!lines.contains { $0.hasPrefix("#") || $0.hasPrefix(">") }, "no block of the title's own")
    }

    @Test func theWeekIsToldInJapaneseWithItsGoalAndPage() async throws {
        let words = try Fixtures.words("ja")
        let notification = WeekNotification(
            try await Fixtures.sampleDigest(), words: words, goal: WeeklyGoal(minutes: 600),
            site: SiteAddress(WebURL("https://me.example/digest/")))
        #expect(notification.title == "週間ダイジェスト 2026-W47")
        #expect(notification.goal?.hasPrefix("目標達成") == true && notification.goalMet == true)
        #expect(notification.plainText.contains("Web で読む: https://me.example/digest/weeks/2026-W47/"))
        #expect(notification.reading.count == 3)
        let noSite = WeekNotification(
            try await Fixtures.sampleDigest(), words: words, goal: .none, site: .unknown)
        #expect(noSite.pageURL == nil && !noSite.plainText.contains("Web で読む") && noSite.goal == nil)
    }
}
