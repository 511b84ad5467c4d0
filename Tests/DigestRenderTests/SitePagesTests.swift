import Foundation
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestRender

/// The pages about the whole site: links between pages, the archive, the Atom feed and the sitemap.
struct SitePagesTests {
    static func week(_ text: String) throws -> ISOWeek { try ISOWeek(parsing: text) }

    static func summary(
        _ week: String, coding: Int? = 45_000, articles: Int? = 15, links: Int? = 6, partial: Bool = false
    ) throws -> WeekSummary {
        let digest = Digest(
            week: try Self.week(week), timeZone: "Asia/Tokyo", generatedAt: Fixtures.generatedAt,
            coding: .skipped("off"), readingList: .skipped("off"), sharedLinks: .skipped("off"))
        var summary = WeekSummary(digest)
        summary.codingSeconds = coding
        summary.topLanguage = coding.map { _ in "Swift" }
        summary.articles = articles
        summary.links = links
        summary.isPartial = partial
        return summary
    }

    static let site = SiteAddress(WebURL("https://me.example/digest"))

    @Test(arguments: [
        (SitePath.home, "assets/style.css", "assets/style.css"),
        (SitePath.archive, "assets/style.css", "../assets/style.css"),
        (SitePath.home, "weeks/2026-W47/index.html", "weeks/2026-W47/index.html"),
        (SitePath.archive, "weeks/2026-W47/index.html", "../weeks/2026-W47/index.html"),
    ])
    func pagesLinkRelatively(from page: SitePath, to path: String, expected: String) {
        #expect(page.link(to: path) == expected)
    }

    @Test func aWeekPageLinksTwoFoldersUp() throws {
        let page = SitePath.week(try Self.week("2026-W47"))
        #expect(page.link(to: .home) == "../../index.html")
        #expect(page.file == "weeks/2026-W47/index.html")
        #expect(Self.site.absolute(page) == "https://me.example/digest/weeks/2026-W47/")
        #expect(SiteAddress.unknown.absolute(page) == nil)
    }

    @Test func neighboursAreTheClosestWeeksOnTheSiteNotTheCalendar() throws {
        let weeks = try ["2026-W40", "2026-W44", "2026-W47", "2027-W02"].map(Self.week)
        let place = WeekPlace.of(try Self.week("2026-W45"), among: weeks.shuffled(), site: .unknown)
        #expect(place.older == weeks[1])
        #expect(place.newer == weeks[2])
        #expect(WeekPlace.of(weeks[0], among: weeks, site: .unknown).older == nil)
        #expect(WeekPlace.of(weeks[3], among: weeks, site: .unknown).newer == nil)
        #expect(WeekPlace.of(weeks[2], among: [weeks[2]], site: .unknown) == WeekPlace())
    }

    @Test func aWeekPageLinksItsNeighboursTheArchiveAndTheFeed() async throws {
        let digest = try await Fixtures.sampleDigest()
        let place = WeekPlace(older: try Self.week("2026-W45"), newer: try Self.week("2026-W48"), site: Self.site)
        let rendered = try WeekRenderer(templates: try Fixtures.templates()).render(digest, previous: nil, place: place)
        #expect(rendered.weekPage.contains("<a rel=\"prev\" href=\"../../weeks/2026-W45/\">"))
        #expect(rendered.weekPage.contains("<a rel=\"next\" href=\"../../weeks/2026-W48/\">"))
        #expect(rendered.weekPage.contains("<a href=\"../../archive/\">"), "the clean form, as canonical and sitemap")
        #expect(
            rendered.weekPage.contains("<link rel=\"canonical\" href=\"https://me.example/digest/weeks/2026-W47/\">"))
        #expect(rendered.weekPage.contains("href=\"../../feed.xml\""))
        let home = try #require(rendered.indexPage)
        #expect(home.contains("<a rel=\"prev\" href=\"weeks/2026-W45/\">"))
        let offline = WeekPlace(older: try Self.week("2026-W45"), newer: nil, site: .unknown)
        let fromDisk = try WeekRenderer(templates: try Fixtures.templates()).render(
            digest, previous: nil, place: offline)
        #expect(fromDisk.weekPage.contains("<a rel=\"prev\" href=\"../../weeks/2026-W45/index.html\">"))
        #expect(home.contains("<link rel=\"canonical\" href=\"https://me.example/digest/\">"))
        #expect(home.contains("<meta property=\"og:title\" content=\"Weekly digest 2026-W47\">"))
        let alone = try WeekRenderer(templates: try Fixtures.templates()).render(digest)
        #expect(!alone.weekPage.contains("rel=\"prev\"") && !alone.weekPage.contains("rel=\"next\""))
        #expect(
            !alone.weekPage.contains("canonical") && !alone.weekPage.contains("og:url"),
            "no absolute address without DIGEST_SITE_URL")
    }

    @Test func theArchiveGroupsByYearNewestFirst() throws {
        let summaries = try [
            Self.summary("2025-W52"), Self.summary("2026-W02", coding: nil, partial: true),
            Self.summary("2026-W01", coding: 60, articles: 1, links: 1),
            Self.summary("2026-W03", coding: nil, articles: nil, links: nil),
        ]
        let html = try ArchivePage(
            template: try Fixtures.templates().archive, words: try Fixtures.words(), site: Self.site
        ).render(summaries)
        let order = ["2026-W03", "2026-W02", "2026-W01", "2025-W52"].compactMap {
            html.range(of: ">\($0)</a>")?.lowerBound
        }
        #expect(order.count == 4 && order == order.sorted(), "newest first")
        let y2026 = try #require(html.range(of: "<h2 id=\"year-2026\"><a href=\"../archive/2026/\">2026</a></h2>")),
            y2025 = try #require(html.range(of: "<h2 id=\"year-2025\"><a href=\"../archive/2025/\">2025</a></h2>"))
        #expect(y2026.lowerBound < y2025.lowerBound)
        #expect(html.asRead.contains("1 m coding (mostly Swift) · 1 read · 1 link"))
        #expect(html.asRead.contains("12 h 30 m coding (mostly Swift) · 15 reads · 6 links"))
        #expect(html.asRead.contains("15 reads · 6 links</span> <span class=\"partial\">"))
        #expect(html.contains("15\u{00A0}reads"), "a count is kept on one line")
        #expect(html.contains("4 weeks, 2025-W52 to 2026-W03"))
        #expect(html.contains("<link rel=\"canonical\" href=\"https://me.example/digest/archive/\">"))
        #expect(html.contains("href=\"../weeks/2025-W52/\""))
    }

    @Test(arguments: [
        ("a & b < c > d \" e ' f", "a &amp; b &lt; c &gt; d &quot; e &#39; f"),
        ("nul\u{0}bell\u{7}esc\u{1B}", "nulbellesc"),
        ("c1\u{85}\u{9F} ok", "c1 ok"),
        ("line\r\nbreak\ttab", "line\n\nbreak\ttab"),
        ("]]></title><script>", "]]&gt;&lt;/title&gt;&lt;script&gt;"),
        ("日本語 🎉 \u{FFFE}\u{FFFF}", "日本語 🎉 "),
        ("", ""),
    ])
    func xmlEscapingLeavesOnlyCharactersXMLAllows(input: String, expected: String) {
        #expect(XMLEscaping.escape(input) == expected)
    }

    @Test func theFeedHasOneEntryPerWeekNewestFirstWithStableIDs() throws {
        let summaries = try (40...47).map { try Self.summary("2026-W\($0)") }
        let entries = summaries.shuffled().map {
            FeedEntry(summary: $0, markdown: "## Week \($0.week)\n\n<script>alert(1)</script>\n\nA & **bold** \u{0}")
        }
        let xml = AtomFeed(site: Self.site, words: try Fixtures.words()).xml(entries)
        #expect(xml.components(separatedBy: "<entry>").count - 1 == 8)
        #expect(xml.components(separatedBy: "<id>https://me.example/digest/weeks/2026-W").count - 1 == 8)
        let ids = xml.components(separatedBy: "<id>").dropFirst(2).map { $0.prefix { $0 != "<" } }
        #expect(
            ids.first == "https://me.example/digest/weeks/2026-W47/"
                && ids.last == "https://me.example/digest/weeks/2026-W40/")
        let reordered = AtomFeed(site: Self.site, words: try Fixtures.words()).xml(entries.reversed())
        #expect(
            xml == reordered,
            "the order given does not matter: \(zip(xml.split(separator: "\n"), reordered.split(separator: "\n")).first { $0 != $1 }.map { "\($0) vs \($1)" } ?? "")"
        )
        #expect(
            xml.contains(
                "<link rel=\"self\" type=\"application/atom+xml\" href=\"https://me.example/digest/feed.xml\"/>"))
        #expect(!xml.contains("<script"), "cmark's safe mode drops raw HTML and the rest is escaped")
        #expect(xml.contains("A &amp;amp; &lt;strong&gt;bold&lt;/strong&gt;"))
        #expect(!xml.contains("\u{0}"))
        #expect(xml.contains("<updated>2026-11-22T22:00:00Z</updated>"))
    }

    @Test func aFeedWithoutASiteAddressUsesRelativeLinksAndURNs() throws {
        let xml = AtomFeed(site: .unknown, words: try Fixtures.words()).xml([
            FeedEntry(summary: try Self.summary("2026-W47"), markdown: nil)
        ])
        #expect(xml.contains("<id>urn:weekly-digest:week:2026-W47</id>"))
        #expect(xml.contains("href=\"weeks/2026-W47/index.html\""))
        #expect(!xml.contains("rel=\"self\"") && !xml.contains("<content"))
        #expect(
            xml.contains("<summary>16–22 November 2026: 12 h 30 m coding (mostly Swift) · 15 reads · 6 links</summary>")
        )
    }

    @Test func theFeedKeepsTheNewestTwentyWeeks() throws {
        let summaries = try (1...30).map { try Self.summary(String(format: "2026-W%02d", $0)) }
        let xml = AtomFeed(site: .unknown, words: try Fixtures.words()).xml(
            summaries.map { FeedEntry(summary: $0, markdown: nil) })
        #expect(xml.components(separatedBy: "<entry>").count - 1 == AtomFeed.entryLimit)
        #expect(xml.contains("2026-W30") && xml.contains("2026-W11") && !xml.contains("2026-W10<"))
    }

    @Test func theSitemapNeedsASiteAddressAndListsEveryPage() throws {
        let summaries = try [Self.summary("2026-W46"), Self.summary("2026-W47")]
        #expect(Sitemap.xml(summaries, site: .unknown) == nil)
        let xml = try #require(Sitemap.xml(summaries, site: SiteAddress(WebURL("https://me.example/a&b"))))
        #expect(xml.contains("<loc>https://me.example/a&amp;b/weeks/2026-W46/</loc><lastmod>2026-11-22</lastmod>"))
        // The latest week, the archive, the trends page, the year and the two weeks.
        #expect(xml.components(separatedBy: "<url>").count - 1 == 6)
        #expect(xml.contains("<loc>https://me.example/a&amp;b/archive/2026/</loc><lastmod>2026-11-22</lastmod>"))
        #expect(xml.contains("<loc>https://me.example/a&amp;b/trends/</loc>"))
    }

    @Test(arguments: [
        (0.0, "1970-01-01T00:00:00Z"), (1_795_384_800, "2026-11-22T22:00:00Z"), (951_825_599, "2000-02-29T11:59:59Z"),
        (-1, "1969-12-31T23:59:59Z"),
    ])
    func feedTimesAreRFC3339InUTC(seconds: Double, expected: String) {
        #expect(ISOTimestamp.string(Date(timeIntervalSince1970: seconds)) == expected)
    }
}
