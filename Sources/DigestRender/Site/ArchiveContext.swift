/// Everything `archive.html` can name.
///
/// Text here is raw; the template escapes it for HTML.
struct ArchiveContext: Sendable, Encodable {
    /// The `lang` attribute.
    var lang: String
    /// The document title.
    var title: String
    /// A one-sentence summary for the description meta tag.
    package var description: String
    /// The stylesheet's address relative to the page.
    package var stylesheet: String
    /// `assets/favicon.svg`, relative to the page.
    var icon: String
    /// The site's name.
    var siteName: String
    /// The page's absolute address, when `DIGEST_SITE_URL` is set.
    var canonical: String?
    /// The feed's address relative to the page.
    var feed: String
    /// The latest week (`index.html`), relative to the page.
    var home: String
    /// The trends page, relative to the page.
    var trends: String
    /// `47 weeks, 2026-W01 to 2026-W47`.
    var span: String
    /// The weeks by year, newest first.
    var years: [ArchiveYear]
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
