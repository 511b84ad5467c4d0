/// Everything `archive.html` can name.
///
/// Text here is raw; the template escapes it for HTML.
struct ArchiveContext: Sendable, Encodable {
    /// What every page's head names (``PageHead``).
    var head: PageHead
    /// The latest week (`index.html`), relative to the page.
    var home: String
    /// The trends page, relative to the page.
    var trends: String
    /// `47 weeks, 2026-W01 to 2026-W47`.
    var span: String
    /// The weeks by year, newest first.
    var years: [ArchiveYear]
    /// The foot's line, the locale's `page.madeBy`.
    var colophon: String

    enum CodingKeys: String, CodingKey {
        case head, home, trends, span, years, colophon
    }

    /// The context, with the head's names also at the top (the head encoded into the same
    /// container first): templates exported before `{{#head}}` read them there.
    func encode(to encoder: any Encoder) throws {
        try head.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(head, forKey: .head)
        try container.encode(home, forKey: .home)
        try container.encode(trends, forKey: .trends)
        try container.encode(span, forKey: .span)
        try container.encode(years, forKey: .years)
        try container.encode(colophon, forKey: .colophon)
    }
}

/// One year of the archive.
struct ArchiveYear: Sendable, Encodable {
    /// `2026` (the ISO week-numbering year).
    var year: String
    /// Its page (`archive/2026/index.html`), relative to the archive.
    var href: String
    /// Its weeks, newest first.
    package var weeks: [ArchiveRow]
}

/// One week in the archive.
struct ArchiveRow: Sendable, Encodable {
    /// `2026-W47`.
    var week: String
    /// The week's page, relative to the archive.
    var href: String
    /// `16–22 November 2026`.
    var range: String
    /// `12 h 30 m coding (Swift) · 15 reads · 6 links`, or empty when no source answered.
    var numbers: String
    /// Whether a configured source failed that week.
    var isPartial: Bool
}
