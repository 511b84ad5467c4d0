import DigestCore

/// Everything `week.md` can name.
///
/// Text here is raw; the template escapes it for Markdown.
package struct MarkdownContext: Sendable, Encodable {
    /// `2026-W47`.
    package var week: String
    /// `16–22 November 2026`.
    package var range: String
    /// The IANA zone of the week.
    package var timeZone: String
    /// The coding section.
    package var coding: CodingSection
    /// The reading list.
    package var reading: ReadingSection
    /// The shared links.
    package var links: LinksSection
}

/// The coding section of the Markdown.
package struct CodingSection: Sendable, Encodable {
    /// The source's status.
    package var notice: SectionNotice
    /// The figures, when there is data.
    package var stats: CodingFigures?
}

/// Coding figures, formatted.
package struct CodingFigures: Sendable, Encodable {
    /// `12 h 30 m`.
    package var total: String
    /// `+1 h 20 m on last week`, when last week's snapshot exists.
    package var totalChange: String?
    /// Average over the days coded.
    package var dailyAverage: String
    /// How many days had coding time.
    package var activeDays: Int
    /// `on the 5 days you coded`.
    package var daysCoded: String
    /// `Tue 17 Nov (3 h 5 m)`, or nil for an idle week.
    package var bestDay: String?
    /// Languages with time and percent.
    package var languages: [ShareRow]
    /// Projects with time and percent.
    package var projects: [ShareRow]
    /// Editors with time and percent.
    package var editors: [ShareRow]
}

/// One row of a breakdown.
package struct ShareRow: Sendable, Encodable {
    /// The name (untrusted).
    package var name: String
    /// `6 h 10 m`.
    package var time: String
    /// Whole percent; the rows of one breakdown add up to 100.
    package var percent: Int
    /// `+1 h 20 m` against last week, or `new`; languages only, when last week's snapshot exists.
    package var change: String?
    /// Whether this is the breakdown's last row (for separators).
    package var isLast: Bool
}

/// The reading-list section.
package struct ReadingSection: Sendable, Encodable {
    /// The source's status.
    package var notice: SectionNotice
    /// The articles, best first.
    package var articles: [ArticleRow]
}

/// One article, formatted.
package struct ArticleRow: Sendable, Encodable {
    /// The title (untrusted).
    package var title: String
    /// The link, only when it is http(s).
    package var url: WebURL?
    /// The author's handle.
    package var author: String
    /// `swift, ios`.
    package var tags: String
    /// Likes.
    package var likes: Int
    /// Stocks.
    package var stocks: Int
    /// `Tue 17 Nov`.
    package var published: String
    /// `6 min read`.
    package var readingTime: String
    /// Why it is listed: `Swift: you coded 6 h 10 m in Swift`, `From your tags swift and ios`.
    package var reason: String?
}

/// The shared-links section.
package struct LinksSection: Sendable, Encodable {
    /// The source's status.
    package var notice: SectionNotice
    /// The links, oldest share first.
    package var items: [LinkRow]
}

/// One shared link, formatted.
package struct LinkRow: Sendable, Encodable {
    /// The destination's title, else its domain.
    package var title: String
    /// The link (always http(s)).
    package var url: WebURL
    /// `swift.org`.
    package var domain: String
    /// `Wed 18 Nov and Fri 20 Nov`.
    package var shared: String
    /// The post's text, short links replaced by their destinations.
    package var text: String
    /// The destination's description, when known.
    package var summary: String?
}
