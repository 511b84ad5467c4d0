/// Everything `email.txt` and `email.html` can name.
///
/// Text here is raw; each template escapes it
/// for its kind (`.txt`: line breaks become spaces; `.html`: entities).
struct EmailContext: Sendable, Encodable {
    /// The `lang` attribute.
    var lang: String
    /// The subject line, also the HTML title.
    package var subject: String
    /// `Weekly digest 2026-W47`, marked when a source failed.
    var title: String
    /// `16–22 November 2026`.
    var range: String
    /// The IANA zone of the week.
    var timeZone: String
    /// One sentence: the preview text mail clients show next to the subject.
    package var summary: String
    /// The hidden first line of the HTML part, which inboxes show after the subject: what the
    /// subject does not already say.
    var preheader: String
    /// The week's page, when `DIGEST_SITE_URL` is set.
    var pageURL: String?
    /// The coding section, as on the page.
    var coding: CodingSection
    /// Whether the coding section is shown (not for a week of commits alone).
    var showsCoding: Bool
    /// The commits, as on the page, when repositories are configured.
    var commits: CommitsSection?
    /// The charts as bars (time per language, then per day), when there was coding time.
    var charts: [EmailChart]
    /// The week against the 4- and 12-week averages, when the site has weeks before it.
    var context: String?
    /// The reading list, as on the page.
    var reading: ReadingSection
    /// The shared links, as on the page.
    var links: LinksSection
    /// The colophon, such as `Generated 2026-11-23 07:00 (Asia/Tokyo) by weekly-digest.`.
    var colophon: String
    /// Where to unsubscribe (`https:` or `mailto:`), when configured.
    var unsubscribe: String?
    /// The week against its goal, when one is set and could be measured.
    var goal: GoalContext? = nil
}

/// One of the email's charts: mail clients drop SVG, so it is a table of bars.
struct EmailChart: Sendable, Encodable {
    /// A caption above the chart, when it needs one.
    var caption: String?
    /// The bars, top to bottom.
    var bars: [EmailBar]
}

/// One bar of an email chart: drawn as a table cell `percent` wide, because mail clients drop SVG.
struct EmailBar: Sendable, Encodable {
    /// `Swift`, `Tue`.
    var name: String
    /// `6 h 10 m`.
    var time: String
    /// The bar's length, 0 to 100.
    var percent: Int
    /// What the percentage means next to the bar: the share for languages; empty for days.
    var share: String
    /// The bar's colour, `#2f6fd6`.
    var color: String
    /// The rest of the row, `100 - percent`, so the empty part can be a cell of its own.
    var rest: Int
}
