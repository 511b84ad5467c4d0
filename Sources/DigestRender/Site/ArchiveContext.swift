/// Everything `archive.html` can name.
///
/// Text here is raw; the template escapes it for HTML.
public struct ArchiveContext: Sendable, Encodable {
    /// The `lang` attribute.
    public var lang: String
    /// The document title.
    public var title: String
    /// A one-sentence summary for the description meta tag.
    public var description: String
    /// The stylesheet's address relative to the page.
    public var stylesheet: String
    /// The site's name.
    public var siteName: String
    /// The page's absolute address, when `DIGEST_SITE_URL` is set.
    public var canonical: String?
    /// The feed's address relative to the page.
    public var feed: String
    /// The latest week (`index.html`), relative to the page.
    public var home: String
    /// `47 weeks, 2026-W01 to 2026-W47`.
    public var span: String
    /// The weeks by year, newest first.
    public var years: [ArchiveYear]
}

/// One year of the archive.
public struct ArchiveYear: Sendable, Encodable {
    /// `2026` (the ISO week-numbering year).
    public var year: String
    /// Its weeks, newest first.
    public var weeks: [ArchiveRow]
}

/// One week in the archive.
public struct ArchiveRow: Sendable, Encodable {
    /// `2026-W47`.
    public var week: String
    /// The week's page, relative to the archive.
    public var href: String
    /// `16–22 November 2026`.
    public var range: String
    /// `12 h 30 m coding (Swift) · 15 reads · 6 links`, or empty when no source answered.
    public var numbers: String
    /// Whether a configured source failed that week.
    public var isPartial: Bool
}
