import DigestCore
import Foundation

/// Turns a `Digest` into the typed contexts the templates render.
package struct DigestPresenter: Sendable {
    /// The digest shown.
    let digest: Digest
    /// This week against the week before, when that week's coding data is known.
    let comparison: CodingComparison?
    /// The locale's words.
    package let words: Words
    let zone: TimeZone
    let dates: DateFormat
    let durations: DurationFormat
    /// Whether figures are kept on one line (``Unbroken``): for HTML, not for plain text.
    let unbroken: Bool
    /// The articles' and links' addresses, parsed, and the comparison with the week before.
    let facts: WeekFacts

    /// Creates a presenter for `digest` in the locale of `words`, formatting times in the digest's
    /// own zone.
    ///
    /// `previous` is the week before's snapshot, if any; it is used only when it really is
    /// the week before. `unbroken` keeps durations, counts and dates on one line, for HTML.
    /// `facts`, when given, are the digest's and `previous`'s, worked out for another presenter
    /// of the same week.
    package init(
        _ digest: Digest, previous: Digest? = nil, words: Words, unbroken: Bool = false, facts: WeekFacts? = nil
    ) {
        let facts = facts ?? WeekFacts(digest, previous: previous)
        self.digest = digest
        self.words = words
        self.unbroken = unbroken
        self.facts = facts
        self.comparison = facts.comparison
        self.dates = DateFormat(words.dates)
        self.durations = DurationFormat(words.durations, unbroken: unbroken)
        self.zone = TimeZone(identifier: digest.timeZone) ?? TimeZone(secondsFromGMT: 0) ?? .current
    }

    /// The context of `week.md`: for `digest.md` on its own, or (`inPage`) for the page.
    ///
    /// On the page the cards and charts already show the totals and the chart's languages.
    /// Figures are kept on one line when this presenter is `unbroken`.
    func markdownContext(inPage: Bool = false) -> MarkdownContext {
        let contexts = weekContexts()
        var context = unbroken ? contexts.page : contexts.plain
        context.cardsShown = inPage && hasGlance
        return context
    }

    /// Whether the page shows cards and charts: there is coding time (without drawing the charts).
    var hasGlance: Bool { (digest.coding.value?.totalSeconds ?? 0) > 0 }

    /// The headline figures and charts, or nil without coding data (``hasGlance``).
    var glance: Glance? {
        guard hasGlance, let stats = digest.coding.value else { return nil }
        return Glance(
            total: durations.text(seconds: stats.totalSeconds),
            totalChange: totalChange,
            dailyAverage: stats.hasDailyData ? durations.text(seconds: stats.dailyAverageSeconds) : "—",
            // The figure kept on one line; the sentence in its place may wrap in a narrow card.
            daysCoded: stats.hasDailyData ? figure(words.digest.daysCoded(stats.activeDays)) : words.digest.noDailyData,
            bestDay: stats.bestDay.map { figure(dates.day($0.date)) },
            bestDayTime: stats.bestDay.map { durations.text(seconds: $0.seconds) },
            languageChart: LanguageChart(words: words).markup(for: stats.languages, change: languageChange),
            // Seven "0 m" would contradict the total: a week without time per day has no such chart.
            dayChart: stats.hasDailyData ? DailyChart(words: words).markup(for: stats.days) : nil)
    }

    /// When the digest was made, in its own zone: `2026-11-23 07:00`.
    var generated: String { DateFormat.timestamp(digest.generatedAt, in: zone) }

    /// The colophon, such as `Generated 2026-11-23 07:00 (Asia/Tokyo) by weekly-digest.`.
    var colophon: String { words.page.generated.filled(["time": generated, "timeZone": digest.timeZone]) }

    /// One sentence for the description meta tag and previews.
    package var summary: String { WeekHeadline(words).description(WeekSummary(headlineOf: digest)) }

    /// `+1 h 20 m on last week`, when last week is known.
    var totalChange: String? {
        comparison.map { words.digest.change.filled(["change": durations.change(seconds: $0.totalChange)]) }
    }

    /// The languages the page's chart names on its own (seven at most: looked through, not hashed).
    var charted: [String] {
        let slices = LanguageChart(words: words).slices(of: digest.coding.value?.languages ?? [])
        var names: [String] = []
        names.reserveCapacity(slices.count)
        for slice in slices where slice.name != LanguageChart.other { names.append(slice.name) }
        return names
    }

    /// `text` kept on one line when this presenter writes for HTML.
    func figure(_ text: String) -> String { unbroken ? Unbroken.text(text) : text }

    /// `+1 h 20 m` or `new` for `language`, when last week is known.
    func languageChange(_ language: String) -> String? {
        guard let comparison else { return nil }
        return comparison.change(forLanguage: language).map { durations.change(seconds: $0) }
            ?? words.digest.newLanguage
    }
}
