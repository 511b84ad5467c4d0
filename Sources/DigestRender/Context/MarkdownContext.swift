import DigestCore

/// Everything `week.md` can name.
///
/// Text here is raw; the template escapes it for Markdown.
public struct MarkdownContext: Sendable, Encodable {
    /// `2026-W47`.
    public var week: String
    /// `16–22 November 2026`.
    public var range: String
    /// The IANA zone of the week.
    public var timeZone: String
    /// The coding section.
    public var coding: CodingSection
    /// The reading list.
    public var reading: ReadingSection
    /// The shared links.
    public var links: LinksSection
}

/// The coding section of the Markdown.
public struct CodingSection: Sendable, Encodable {
    /// The source's status.
    public var notice: SectionNotice
    /// The figures, when there is data.
    public var stats: CodingFigures?
}

/// Coding figures, formatted.
public struct CodingFigures: Sendable, Encodable {
    /// `12 h 30 m`.
    public var total: String
    /// `+1 h 20 m on last week`, when last week's snapshot exists.
    public var totalChange: String?
    /// Average over the days coded.
    public var dailyAverage: String
    /// How many days had coding time.
    public var activeDays: Int
    /// `on the 5 days you coded`.
    public var daysCoded: String
    /// `Tue 17 Nov (3 h 5 m)`, or nil for an idle week.
    public var bestDay: String?
    /// Languages with time and percent.
    public var languages: [ShareRow]
    /// Projects with time and percent.
    public var projects: [ShareRow]
    /// Editors with time and percent.
    public var editors: [ShareRow]
}

/// One row of a breakdown.
public struct ShareRow: Sendable, Encodable {
    /// The name (untrusted).
    public var name: String
    /// `6 h 10 m`.
    public var time: String
    /// Whole percent; the rows of one breakdown add up to 100.
    public var percent: Int
    /// `+1 h 20 m` against last week, or `new`; languages only, when last week's snapshot exists.
    public var change: String?
    /// Whether this is the breakdown's last row (for separators).
    public var isLast: Bool
}

/// The reading-list section.
public struct ReadingSection: Sendable, Encodable {
    /// The source's status.
    public var notice: SectionNotice
    /// The articles, best first.
    public var articles: [ArticleRow]
}

/// One article, formatted.
public struct ArticleRow: Sendable, Encodable {
    /// The title (untrusted).
    public var title: String
    /// The link, only when it is http(s).
    public var url: WebURL?
    /// The author's handle.
    public var author: String
    /// `swift, ios`.
    public var tags: String
    /// Likes.
    public var likes: Int
    /// Stocks.
    public var stocks: Int
    /// `Tue 17 Nov`.
    public var published: String
    /// `6 min read`.
    public var readingTime: String
    /// Why it is listed: `Swift: you coded 6 h 10 m in Swift`, `From your tags swift and ios`.
    public var reason: String?
}

/// The shared-links section.
public struct LinksSection: Sendable, Encodable {
    /// The source's status.
    public var notice: SectionNotice
    /// The links, oldest share first.
    public var items: [LinkRow]
}

/// One shared link, formatted.
public struct LinkRow: Sendable, Encodable {
    /// The destination's title, else its domain.
    public var title: String
    /// The link (always http(s)).
    public var url: WebURL
    /// `swift.org`.
    public var domain: String
    /// `Wed 18 Nov and Fri 20 Nov`.
    public var shared: String
    /// The post's text, short links replaced by their destinations.
    public var text: String
    /// The destination's description, when known.
    public var summary: String?
}
