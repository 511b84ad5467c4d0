/// The words of the trends page, the year pages and a week's line of context.
struct HistoryWords: Sendable, Codable {
    /// The trends page's heading (and link text), and its title: `Trends · {siteName}`.
    let trends: String
    let trendsTitle: Phrase
    /// A run of weeks: `{count} weeks, {first} to {last}`.
    let span: CountPhrase
    /// The trends page's description: `… {span}.`.
    let trendsDescription: Phrase
    /// Headings and labels of the trends page's summary.
    let noWeeks, atAGlance, periods, last12, last52, codingTime, weeklyAverage, codingDays, articles, links: String
    /// The label of the commits, as templates exported before the counts were lists name it.
    ///
    /// The pages find each count's label by key (``CountWords``): `articles`, `links` and this stay
    /// for those templates (`{{words.history.commits}}`).
    let commits: String
    /// Streaks: labels, `{count} days`, `{first} to {last}`, and the text of no streak.
    let currentStreak, longestStreak: String
    let days: CountPhrase
    let dayRange: Phrase
    let noStreak: String
    /// The weekly totals chart: heading, text summary, and the labels of its table.
    let weeklyTotals: String
    let weeklyTotalsSummary: Phrase
    let movingAverage, latestWeek, week, theNumbers: String
    /// The language share chart.
    let languageShare: String
    let languageShareSummary: Phrase
    /// The heat map: heading, sentence, the weeks without coding or without data, the five levels.
    let heatMap: String
    let heatMapSummary, quietWeeks, unknownWeeks: Phrase
    let levels: [String]
    let noData: String
    /// Reading and sharing.
    let readingAndSharing, topTags, topDomains, nothingYet: String
    /// The year pages: the archive's label for them, title, heading, description.
    let years: String
    let yearTitle, yearHeading, yearDescription: Phrase
    /// The year page's sections.
    let months, monthsSummary, month, topLanguages, language, share: String
    let against: Phrase
    let newLanguage, bestWeek, linksShared, noLinks: String
    /// A week's line of context: `{change} on the 4-week average ({average})`, and the spark's label.
    let context4, context12: Phrase
    let spark: String
}

extension HistoryWords {
    /// Every phrase with its key and the placeholders it may use.
    var phrases: [(String, Phrase, [String])] {
        [
            ("history.trendsTitle", trendsTitle, ["siteName"]),
            ("history.span.one", span.one, ["count", "first", "last"]),
            ("history.span.other", span.other, ["count", "first", "last"]),
            ("history.trendsDescription", trendsDescription, ["span"]),
            ("history.days.one", days.one, ["count"]),
            ("history.days.other", days.other, ["count"]),
            ("history.dayRange", dayRange, ["first", "last"]),
            ("history.weeklyTotalsSummary", weeklyTotalsSummary, ["most", "week", "latest", "average"]),
            ("history.languageShareSummary", languageShareSummary, ["languages"]),
            ("history.heatMapSummary", heatMapSummary, ["days", "known"]),
            ("history.quietWeeks", quietWeeks, ["weeks"]),
            ("history.unknownWeeks", unknownWeeks, ["weeks"]),
            ("history.yearTitle", yearTitle, ["year", "siteName"]),
            ("history.yearHeading", yearHeading, ["year"]),
            ("history.yearDescription", yearDescription, ["year", "time", "days", "span"]),
            ("history.against", against, ["year"]),
            ("history.context4", context4, ["change", "average"]),
            ("history.context12", context12, ["change", "average"]),
        ]
    }
}
