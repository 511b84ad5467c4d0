import DigestCore

/// Everything `week.md` can name.
///
/// Text here is raw; the template escapes it for Markdown.
struct MarkdownContext: Sendable, Encodable {
    /// `2026-W47`.
    var week: String
    /// `16–22 November 2026`.
    var range: String
    /// The IANA zone of the week.
    var timeZone: String
    /// Whether the page's cards and charts already show the totals and the charted languages, so
    /// the text adds only what they do not (false for `digest.md`, which stands alone).
    var cardsShown: Bool
    /// The coding section.
    var coding: CodingSection
    /// Whether the coding section is shown: not when WakaTime is not configured and commits are
    /// (a week of commits alone is a whole digest).
    var showsCoding = true
    /// The commits, when repositories are configured.
    var commits: CommitsSection?
    /// The reading list.
    var reading: ReadingSection
    /// The shared links.
    var links: LinksSection
}

/// The coding section of the Markdown.
struct CodingSection: Sendable, Encodable {
    /// The source's status.
    var notice: SectionNotice
    /// The figures, when there is data.
    var stats: CodingFigures?
}

/// Coding figures, formatted.
struct CodingFigures: Sendable, Encodable {
    /// `12 h 30 m`.
    var total: String
    /// `+1 h 20 m on last week`, when last week's snapshot exists.
    var totalChange: String?
    /// Average over the days coded.
    var dailyAverage: String
    /// How many days had coding time.
    var activeDays: Int
    /// `on the 5 days you coded`.
    var daysCoded: String
    /// `Tue 17 Nov (3 h 5 m)`, or nil for an idle week.
    var bestDay: String?
    /// Languages with time and percent.
    var languages: [ShareRow]
    /// The languages the page's chart folds into "Other", for the page's text.
    var otherLanguages: [ShareRow]
    /// Projects with time and percent.
    var projects: [ShareRow]
    /// Editors with time and percent.
    var editors: [ShareRow]
}

/// One row of a breakdown.
struct ShareRow: Sendable, Encodable {
    /// The name (untrusted).
    var name: String
    /// `6 h 10 m`.
    var time: String
    /// Whole percent; the rows of one breakdown add up to 100.
    var percent: Int
    /// `+1 h 20 m` against last week, or `new`; languages only, when last week's snapshot exists.
    var change: String?
    /// Whether this is the breakdown's first row (for a label before the list).
    var isFirst: Bool
    /// Whether this is the breakdown's last row (for separators).
    var isLast: Bool
    /// Whether this is the breakdown's only row, whose share (100%) says nothing: "Other
    /// projects" alone, when the public site names none.
    var isOnly: Bool { isFirst && isLast }

    enum CodingKeys: String, CodingKey {
        case name, time, percent, change, isFirst, isLast, isOnly
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(time, forKey: .time)
        try container.encode(percent, forKey: .percent)
        try container.encodeIfPresent(change, forKey: .change)
        try container.encode(isFirst, forKey: .isFirst)
        try container.encode(isLast, forKey: .isLast)
        try container.encode(isOnly, forKey: .isOnly)
    }

    /// `rows` with only the first one marked first and the last one marked last.
    static func relinked(_ rows: [ShareRow]) -> [ShareRow] {
        rows.enumerated().map { index, row in
            var row = row
            row.isFirst = index == 0
            row.isLast = index == rows.count - 1
            return row
        }
    }
}

/// The reading-list section.
struct ReadingSection: Sendable, Encodable {
    /// The source's status.
    var notice: SectionNotice
    /// The articles, best first.
    var articles: [ArticleRow]
}

/// One article, formatted.
struct ArticleRow: Sendable, Encodable {
    /// The title (untrusted).
    var title: String
    /// The link, only when it is http(s).
    var url: WebURL?
    /// The author's handle.
    var author: String
    /// Where it is from: `Qiita`, `Zenn`.
    var source: String
    /// `swift, ios`.
    var tags: String
    /// Likes, when the source said.
    var likes: Int?
    /// Stocks, when the source said.
    var stocks: Int?
    /// `65 likes · 240 stocks`: only the counts the source gave (unknown is not zero).
    var counts: String?
    /// `Tue 17 Nov`.
    var published: String
    /// `6 min read`; nil when the source gives no text to estimate from (a Zenn feed).
    var readingTime: String?
    /// Why it is listed: `Swift: you coded 6 h 10 m in Swift`, `From your tags swift and ios`.
    var reason: String?
}

/// The shared-links section.
struct LinksSection: Sendable, Encodable {
    /// The source's status.
    var notice: SectionNotice
    /// The links, oldest share first.
    var items: [LinkRow]
}

/// One shared link, formatted.
struct LinkRow: Sendable, Encodable {
    /// The destination's title, else its domain.
    var title: String
    /// The link (always http(s)).
    var url: WebURL
    /// `swift.org`; nil when the title is already the address.
    var domain: String?
    /// `Wed 18 Nov and Fri 20 Nov`: the days, whatever the network (for templates written
    /// before ``sharedOn``).
    package var shared: String
    /// `shared on Bluesky Tue 17 Nov and X Fri 20 Nov`.
    package var sharedOn: String
    /// The post's text, short links replaced by their destinations.
    package var text: String
    /// The destination's description, when known.
    package var summary: String?
}
