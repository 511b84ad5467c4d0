import Foundation
import Testing

@testable import DigestCore
@testable import DigestRender

/// Hostile text in every field of a digest renders as text: no markup, no script, no unsafe link.
struct HostileDigestTests {
    static let hostile = [
        "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "javascript:alert(1)", "JaVaScRiPt:alert(1)",
        "[x](javascript:alert(1))", "![x](https://evil.example/i.png)", "</title><script>alert(1)</script>",
        "\"><svg onload=alert(1)>", "line\r\nBcc: victim@example.com", "nul\u{0}byte", "\u{202E}evil\u{202D}",
        "zero\u{200D}width", "]]><x>", "{{title}}", "{{{content}}}", "&lt;script&gt;", "# heading", "1. list",
        "```\ncode", String(repeating: "長", count: 10_000), "", "   ",
    ]

    static func digest(with text: String) -> Digest {
        let week = ISOWeek(containing: LocalDate(dayNumber: 20_000))
        let day = DayTotal(date: week.monday, seconds: 3600)
        let share = TimeShare(name: text, seconds: 3600)
        let stats = CodingStats(
            days: [day], languages: [share, TimeShare(name: "Swift", seconds: 60)], projects: [share], editors: [share])
        let date = week.window(in: TimeZone(secondsFromGMT: 0) ?? .current).start.addingTimeInterval(3600)
        let article = Article(
            id: text, title: text, url: text, author: text, tags: [text, "swift"], likes: 1, stocks: 1,
            createdAt: date, readingMinutes: 2, followedTags: [text, "swift"],
            languageMatch: LanguageMatch(tag: text, language: text, seconds: 3600))
        let link = SharedLink(
            url: "https://example.com/\(text)", title: text, summary: text, sharedAt: [date], postText: text,
            postID: text)
        let unsafeLink = SharedLink(url: text, title: text, summary: nil, sharedAt: [date], postText: text, postID: "2")
        return Digest(
            week: week, timeZone: text, generatedAt: date, coding: .ok(stats, notes: [text]),
            readingList: .failed(text, partial: [article]), sharedLinks: .ok([link, unsafeLink]))
    }

    @Test(arguments: hostile)
    func hostileTextStaysText(text: String) throws {
        let rendered = try WeekRenderer(templates: try Fixtures.templates()).render(Self.digest(with: text))
        let page = rendered.weekPage.lowercased()
        #expect(occurrences(of: "<script", in: page) == 0)
        #expect(occurrences(of: "<img", in: page) == 0)
        #expect(occurrences(of: "<svg onload", in: page) == 0)
        #expect(occurrences(of: "href=\"javascript", in: page) == 0)
        #expect(occurrences(of: "<title>", in: page) == 1)
        #expect(occurrences(of: "<h1", in: page) == 1)
        #expect(occurrences(of: "<html", in: page) == 1)
        #expect(!page.contains("\u{0}"))
        let hrefs = page.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        for href in hrefs {
            let isSitePage =
                !href.contains(":")
                && ["style.css", "favicon.svg", "feed.xml", "feed.json", "index.html"].contains { href.hasSuffix($0) }
            #expect(href.hasPrefix("https://") || href.hasPrefix("http://") || isSitePage, "href \(href)")
        }
        #expect(!rendered.markdown.contains("\r"))
    }
}
