import DigestCore
import Foundation

/// Writes `feed.json`: the weeks of `feed.xml` as a JSON Feed 1.1 (jsonfeed.org/version/1.1), one
/// item a week, newest first, its page's HTML as `content_html` and its numbers under
/// `_weekly_digest` (an extension, which readers that do not know it ignore).
///
/// The same entries as the Atom feed, with the same ids: a reader that follows both sees one week once.
package struct JSONFeed: Sendable {
    /// The JSON Feed version this writes.
    static let version = "https://jsonfeed.org/version/1.1"

    /// Where the site is published.
    let site: SiteAddress
    /// The locale's words: the feed's title, each week's title and summary.
    let words: Words

    /// Creates a feed writer.
    package init(site: SiteAddress, words: Words) {
        self.site = site
        self.words = words
    }

    /// The feed of `entries` (any order): the newest ``AtomFeed/entryLimit``, as `feed.xml` holds them.
    package func json(_ entries: [FeedEntry]) throws -> String {
        let newest = entries.sorted { $0.summary.week > $1.summary.week }.prefix(AtomFeed.entryLimit)
        let stamps = AtomFeed.updated(newest.map(\.summary))
        let feed = Feed(
            version: Self.version, title: words.siteName, homePageURL: site.absolute(.home),
            feedURL: site.absolute(SitePath.jsonFeed.file), language: words.code,
            authors: [Feed.Author(name: "weekly-digest")],
            items: newest.map { item($0, updated: stamps[$0.summary.week] ?? $0.summary.generatedAt) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(feed), as: UTF8.self) + "\n"
    }

    func item(_ entry: FeedEntry, updated: Date) -> Feed.Item {
        let summary = entry.summary, week = summary.week
        let page = SitePath.week(week)
        let headline = WeekHeadline(words)
        let numbers = headline.numbers(summary)
        let text = headline.range(week) + (numbers.isEmpty ? "" : ": " + numbers)
        return Feed.Item(
            id: site.absolute(page) ?? "urn:weekly-digest:week:\(week)", url: site.absolute(page) ?? page.file,
            title: headline.title(week), summary: text,
            contentHTML: entry.markdown.map { CommonMark.html(fromMarkdown: $0) } ?? XMLEscaping.escape(text),
            datePublished: ISOTimestamp.string(summary.end), dateModified: ISOTimestamp.string(updated),
            numbers: Feed.Numbers(
                week: week.description, codingSeconds: summary.codingSeconds, commits: summary.commits,
                reviews: summary.reviews, articles: summary.articles, links: summary.links,
                partial: summary.isPartial))
    }

    /// The document, as JSON Feed names its fields.
    struct Feed: Encodable {
        var version: String
        var title: String
        var homePageURL: String?
        var feedURL: String?
        var language: String
        var authors: [Author]
        var items: [Item]

        struct Author: Encodable {
            var name: String
        }

        struct Item: Encodable {
            var id: String
            var url: String
            var title: String
            var summary: String
            var contentHTML: String
            var datePublished: String
            var dateModified: String
            var numbers: Numbers

            enum CodingKeys: String, CodingKey {
                case id, url, title, summary, contentHTML = "content_html", datePublished = "date_published"
                case dateModified = "date_modified", numbers = "_weekly_digest"
            }
        }

        /// The week's numbers, as its `week.json` has them (a section the week does not have: null).
        struct Numbers: Encodable {
            var week: String
            var codingSeconds: Int?
            var commits: Int?
            var reviews: Int?
            var articles: Int?
            var links: Int?
            var partial: Bool

            enum CodingKeys: String, CodingKey {
                case week, codingSeconds = "coding_seconds", commits, reviews, articles, links, partial
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(week, forKey: .week)
                try container.encode(codingSeconds, forKey: .codingSeconds)
                try container.encode(commits, forKey: .commits)
                try container.encode(reviews, forKey: .reviews)
                try container.encode(articles, forKey: .articles)
                try container.encode(links, forKey: .links)
                try container.encode(partial, forKey: .partial)
            }
        }

        enum CodingKeys: String, CodingKey {
            case version, title, homePageURL = "home_page_url", feedURL = "feed_url", language, authors, items
        }
    }
}
