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
    /// The line atop a week `backfill` made after it had passed, saying so (``BackfillRecord``).
    var backfill: String?
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
