import DigestCore
import Foundation

/// One week in the feed: its numbers and, when known, the Markdown of its page.
package struct FeedEntry: Sendable {
    /// The week's numbers.
    package var summary: WeekSummary
    /// `weeks/<W>/digest.md`, turned into the entry's HTML; nil leaves the entry with its summary only.
    package var markdown: String?

    /// Creates an entry.
    package init(summary: WeekSummary, markdown: String?) {
        self.summary = summary
        self.markdown = markdown
    }
}

/// Writes `feed.xml`: an Atom feed with one entry per week, newest first, each with the week's full HTML.
///
/// Ids are stable: the week's absolute address when `DIGEST_SITE_URL` is set, else a `urn:` made of
/// the week alone. Without a site address, links are relative to the feed (which sits at the root).
package struct AtomFeed: Sendable {
    /// Where the site is published.
    let site: SiteAddress
    /// The locale's words: the feed's title, each week's title and summary.
    package let words: Words

    /// The most entries a feed carries: readers keep their own history, and each entry holds a whole page.
    package static let entryLimit = 20

    /// Creates a feed writer.
    package init(site: SiteAddress, words: Words) {
        self.site = site
        self.words = words
    }

    /// The feed of `entries` (any order); only the newest ``entryLimit`` are kept.
    package func xml(_ entries: [FeedEntry]) -> String {
        let newest = entries.sorted { $0.summary.week > $1.summary.week }.prefix(Self.entryLimit)
        let stamps = Self.updated(newest.map(\.summary))
        let updated = stamps.values.max() ?? Date(timeIntervalSince1970: 0)
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(XMLEscaping.escape(words.code))">
            <title>\(XMLEscaping.escape(words.siteName))</title>
            <id>\(XMLEscaping.escape(site.root ?? "urn:weekly-digest:site"))</id>
            <updated>\(ISOTimestamp.string(updated))</updated>

            """
        if let me = site.absolute(SitePath.feed.file) {
            xml += "<link rel=\"self\" type=\"application/atom+xml\" href=\"\(XMLEscaping.escape(me))\"/>\n"
        }
        xml +=
            "<link rel=\"alternate\" type=\"text/html\" href=\"\(XMLEscaping.escape(site.absolute(.home) ?? SitePath.home.file))\"/>\n"
        xml += "<author><name>weekly-digest</name></author>\n<generator>weekly-digest</generator>\n"
        for entry in newest {
            xml += self.entry(entry, updated: stamps[entry.summary.week] ?? entry.summary.generatedAt)
        }
        return xml + "</feed>\n"
    }

    /// Each week's `updated`: when its snapshot was made, and earlier than the week after's.
    ///
    /// So a history built in one run (every snapshot made in the same second) still orders by
    /// week: the newest keeps its own time and each older one steps back a second where needed,
    /// never before its week ended (its `published`). `newestFirst` is in week order, newest first.
    static func updated(_ newestFirst: [WeekSummary]) -> [ISOWeek: Date] {
        var stamps: [ISOWeek: Date] = [:]
        var newer = Date.distantFuture
        for summary in newestFirst {
            // Whole seconds, as the feed writes them.
            let made = Date(timeIntervalSince1970: summary.generatedAt.timeIntervalSince1970.rounded(.down))
            let stamp = max(min(made, newer.addingTimeInterval(-1)), summary.end)
            stamps[summary.week] = stamp
            newer = stamp
        }
        return stamps
    }

    func entry(_ entry: FeedEntry, updated: Date) -> String {
        let week = entry.summary.week
        let page = SitePath.week(week)
        let id = site.absolute(page) ?? "urn:weekly-digest:week:\(week)"
        let headline = WeekHeadline(words)
        let numbers = headline.numbers(entry.summary)
        var xml = """
            <entry>
            <title>\(XMLEscaping.escape(headline.title(week)))</title>
            <id>\(XMLEscaping.escape(id))</id>
            <link rel="alternate" type="text/html" href="\(XMLEscaping.escape(site.absolute(page) ?? page.file))"/>
            <published>\(ISOTimestamp.string(entry.summary.end))</published>
            <updated>\(ISOTimestamp.string(updated))</updated>
            <summary>\(XMLEscaping.escape(headline.range(week) + (numbers.isEmpty ? "" : ": " + numbers)))</summary>

            """
        if let markdown = entry.markdown {
            xml += "<content type=\"html\">\(XMLEscaping.escape(CommonMark.html(fromMarkdown: markdown)))</content>\n"
        }
        return xml + "</entry>\n"
    }
}
