import Foundation
import Testing

@testable import DigestCore
@testable import DigestRender

/// A four-week history across a year's end (2025-W51 to 2026-W02, sample weeks): the trends page,
/// the year page and a week's line of context, compared byte for byte with files under Golden/.
///
/// After an intended change, run `UPDATE_GOLDEN=1 swift test --filter GoldenHistoryTests` and review the diff.
struct GoldenHistoryTests {
    static let site = SiteAddress(WebURL("https://me.example/digest"))

    static func history() async throws -> (WeekHistory, [Digest]) {
        var digests: [Digest] = []
        for week in ["2025-W51", "2025-W52", "2026-W01", "2026-W02"] {
            digests.append(try await Fixtures.sampleDigest(week: week))
        }
        return (WeekHistory(digests.map { WeekSummary($0) }), digests)
    }

    @Test(arguments: ["en", "ja"])
    func theTrendsAndYearPagesMatchTheGoldenFiles(locale: String) async throws {
        let templates = try Fixtures.templates(locale: locale)
        let (history, _) = try await Self.history()
        let suffix = locale == "en" ? "" : ".\(locale)"
        try GoldenPageTests().compare(
            try TrendsPage(templates: templates, site: Self.site).render(history), toGolden: "trends\(suffix).html")
        try GoldenPageTests().compare(
            try YearPage(templates: templates, site: Self.site).render(2026, of: history),
            toGolden: "year-2026\(suffix).html")
    }

    /// The description's count names its unit once ("on 12 days", "12 日で"): the phrase once
    /// added the unit again to a count that had it ("12 days days", "12 日 日で").
    @Test(arguments: [("en", "coding on 12 days, 2 weeks"), ("ja", "2026 年: 12 日で ")])
    func theYearsDescriptionNamesItsDaysOnce(locale: String, start: String) async throws {
        let templates = try Fixtures.templates(locale: locale)
        let (history, _) = try await Self.history()
        let page = try YearPage(templates: templates, site: Self.site).render(2026, of: history)
        let description = try #require(page.split(separator: "\n").first { $0.hasPrefix("<meta name=\"description\"") })
        #expect(description.contains(start), "\(description)")
        #expect(!description.contains("days days") && !description.contains("日 日"), "\(description)")
    }

    @Test func aWeekPageAndItsEmailCarryTheLineOfContext() async throws {
        let templates = try Fixtures.templates()
        let (history, digests) = try await Self.history()
        let latest = try #require(digests.last)
        let page = try WeekRenderer(templates: templates).render(latest, previous: digests[2], history: history)
        try GoldenPageTests().compare(page.weekPage, toGolden: "history-week.html")
        let email = try EmailRenderer(templates: templates, site: Self.site).render(
            latest, previous: digests[2], history: history)
        try GoldenPageTests().compare(email.text, toGolden: "history-email.txt")
        #expect(email.html.contains(#"<svg"#) == false, "the email draws no SVG")
        #expect(email.html.contains("2026-W02") && email.html.contains("Coding time, last 8 weeks"))
    }

    @Test func aSiteWithOneWeekHasNoLineOfContextAndASpanOfOne() async throws {
        let templates = try Fixtures.templates()
        let digest = try await Fixtures.sampleDigest()
        let history = WeekHistory([WeekSummary(digest)])
        let page = try WeekRenderer(templates: templates).render(digest, history: history).weekPage
        #expect(!page.contains("class=\"context\""))
        let trends = try TrendsPage(templates: templates, site: .unknown).render(history)
        #expect(trends.contains("1 week: 2026-W47"))
        #expect(trends.contains("<a href=\"../weeks/2026-W47/index.html\">2026-W47</a>"))
        let empty = try TrendsPage(templates: templates, site: .unknown).render(WeekHistory([]))
        #expect(empty.contains("No weeks yet.") && !empty.contains("<svg"))
    }
}

/// The history pages show whatever the index holds as text, and only web addresses as links.
struct HostileHistoryTests {
    static let hostile = [
        "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "\"quoted\" & 'single'", "**bold** _x_ [a](b)",
        "改行\r\nあり", "\u{202E}rtl", String(repeating: "長", count: 5000), "",
    ]

    @Test(arguments: hostile)
    func hostileNamesAndLinksAreShownAsTextAndNeverAsMarkup(text: String) throws {
        let summaries = try (40...47).map { number in
            WeekSummary(
                week: try ISOWeek(parsing: "2026-W\(number)"), generatedAt: Date(timeIntervalSince1970: 0),
                codingSeconds: 3600, topLanguage: text, articles: 1, links: 3, isPartial: false,
                days: [3600, 0, 0, 0, 0, 0, 0], languages: [TimeShare(name: text, seconds: 3600)],
                tags: [NameCount(name: text, count: 1)],
                shared: [
                    LinkMention(url: "javascript:alert(1)", host: text, title: text),
                    LinkMention(url: "data:text/html,<script>", host: "x", title: nil),
                    LinkMention(url: "https://ok.example/?q=\"<x>", host: text, title: text),
                ])
        }
        let templates = try Fixtures.templates()
        let history = WeekHistory(summaries)
        let pages = [
            try TrendsPage(templates: templates, site: .unknown).render(history),
            try YearPage(templates: templates, site: .unknown).render(2026, of: history),
        ]
        for page in pages {
            #expect(!page.contains("<script") && !page.contains("<img"))
            #expect(!page.contains("href=\"javascript:") && !page.contains("href=\"data:"))
        }
        #expect(pages[1].contains("href=\"https://ok.example/?q=&quot;&lt;x&gt;\""))
    }
}
