/// Everything `trends.html` can name.
///
/// Text here is raw; the template escapes it for HTML.
struct TrendsContext: Sendable, Encodable {
    /// The page's head.
    var head: PageHead
    /// Links to the rest of the site.
    var nav: HistoryNav
    /// `52 weeks, 2025-W48 to 2026-W47`, or the text of an empty site.
    var span: String
    /// The site's weeks, when it has any (nil hides every section).
    var history: TrendsHistory?
    /// The colophon.
    var colophon: String
}

/// The trends page's sections.
struct TrendsHistory: Sendable, Encodable {
    /// The summary table: one row a measure, the last 12 and 52 weeks.
    var periods: [PeriodRow]
    /// The labels of the weeks' table's counts (``TrendWeekRow/counts``): the sections' counts that
    /// some of the weeks counted.
    var counted: [String]
    /// Whether the weeks count commits, as templates exported before ``counted`` name it.
    var hasCommits: Bool
    /// Whether a week reported AI's share of the lines added: the column of ``TrendWeekRow/ai``.
    var hasAI = false
    /// `12 days` and its dates, or the text of no streak.
    var currentStreak: StreakCard
    var longestStreak: StreakCard
    /// The weekly totals chart (SVG with its title and description) and its sentence.
    var totalsChart: TrustedMarkup
    var totalsSummary: String
    /// The language share chart, its sentence and legend, and its table's header.
    var shareChart: TrustedMarkup?
    var shareSummary: String
    var legend: [LegendItem]
    /// The heat map, its sentence, the weeks without coding or data, and the shades' legend.
    var heatMap: TrustedMarkup
    var heatSummary: String
    var quietWeeks: String?
    var unknownWeeks: String?
    var levels: [LegendItem]
    /// One row per week, newest first: the numbers behind every chart.
    var weeks: [TrendWeekRow]
    /// The tags and domains that came up most over the 52 weeks.
    var tags: [CountRow]
    var domains: [CountRow]
    /// The weeks that met the goal, when one is set and could be measured.
    var goal: TrendsGoal?
}

/// The trends page's card of the goal.
struct TrendsGoal: Sendable, Encodable {
    /// How many of the weeks met it.
    var met: Int
    /// `Met in 30 of the last 52 weeks`.
    var weeksMet: String
    /// `5 weeks in a row`.
    var inARow: String
    /// `Goal: 10 h coding, 5 days`.
    var target: String
}

/// A measure over the last 12 and 52 weeks.
struct PeriodRow: Sendable, Encodable {
    var label: String
    var last12: String
    var last52: String
    /// The raw numbers (seconds or counts), for `data-value`.
    var value12: Int
    var value52: Int
}

/// A streak as a card.
struct StreakCard: Sendable, Encodable {
    /// `12 days` or `None`.
    var length: String
    /// The number of days, for `data-value`.
    var days: Int
    /// `3 Nov to 14 Nov`, when there is a streak.
    var dates: String?
}

/// A swatch with its name and value.
struct LegendItem: Sendable, Encodable {
    /// The CSS class of its colour (`s1`, `l3`).
    var colour: String
    var name: String
    var value: String?
}

/// One week's numbers on the trends page.
struct TrendWeekRow: Sendable, Encodable {
    var week: String
    /// The week's page, relative to the trends page, when the site has it.
    var href: String?
    /// Coding time and its seconds (a string, so that 0 still shows; nil when unknown), the 4-week
    /// average, days coded.
    var total: String
    var seconds: String?
    var average: String
    var daysCoded: String
    /// The time of each language of the share chart and Other, in the legend's order.
    var languages: [String]
    /// The week's counts, in the order of ``TrendsHistory/counted`` (`—` when it did not count one).
    var counts: [String]
    /// AI's share of the lines added, `53%` (`—` when WakaTime reported none that week).
    var ai = "—"
    /// Its articles, links and commits, as templates exported before ``counts`` name them.
    var articles: String
    var links: String
    var commits: String
}

/// A name and how often it came up.
struct CountRow: Sendable, Encodable {
    var name: String
    var count: Int
}
