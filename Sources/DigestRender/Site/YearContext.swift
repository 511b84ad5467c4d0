/// Everything `year.html` can name.
///
/// Text here is raw; the template escapes it for HTML.
struct YearContext: Sendable, Encodable {
    /// The page's head.
    var head: PageHead
    /// Links to the rest of the site, and to the years before and after.
    var nav: HistoryNav
    var older: YearLink?
    var newer: YearLink?
    /// `2026 in review`, and `52 weeks, 2026-W01 to 2026-W52`.
    var heading: String
    var span: String
    /// Total time and coding days.
    var total: String
    var totalSeconds: Int
    var codingDays: String
    /// Each section's count over the year, of the counts its weeks counted: `Commits 412`.
    var counts: [CountCard]
    /// AI's share of the lines added over the weeks that reported it, `53%`.
    var ai: String? = nil
    /// The year's articles, links and commits by name, as templates exported before ``counts`` name them.
    var articles: Int
    var links: Int
    var hasCommits: Bool
    var commits: Int
    /// The best week, with its time and page.
    var bestWeek: YearLink?
    var bestWeekTime: String?
    /// The months chart and its table.
    var monthsChart: TrustedMarkup
    var months: [MonthRow]
    /// The top languages, and the year they are compared with (nil when the site has none before).
    var languages: [YearLanguageRow]
    var hasLanguages: Bool
    var against: String?
    /// Tags, domains and links.
    var tags: [CountRow]
    var domains: [CountRow]
    var shared: [YearLinkRow]
    /// The colophon.
    var colophon: String
}

/// A link to a year or a week, with its label.
struct YearLink: Sendable, Encodable {
    var href: String
    var label: String
}

/// A month's coding time.
struct MonthRow: Sendable, Encodable {
    var month: String
    var time: String
    var seconds: Int
}

/// A language's year: time, share, and change from the year before.
struct YearLanguageRow: Sendable, Encodable {
    var colour: String
    var name: String
    var time: String
    var seconds: Int
    var share: String
    /// `+3 h 10 m`, `new`, or nil when there is no year before to compare with.
    var change: String?
}

/// A link shared, with the week it was shared in.
struct YearLinkRow: Sendable, Encodable {
    var href: String
    var text: String
    var host: String
    var week: YearLink
}

/// A count over some weeks, with its label: `Commits`, `412`.
struct CountCard: Sendable, Encodable {
    var label: String
    var value: Int
}
