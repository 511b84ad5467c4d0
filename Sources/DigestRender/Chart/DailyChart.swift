import DigestCore

/// Coding time per day as a table: the day, a bar scaled to the best day, and the time in the
/// page's own words (`3 h 5 m`, `3時間5分`).
///
/// The table is its own text alternative; each bar is a decorative SVG hidden from screen readers.
/// Rows rather than columns, so the labels keep the body's size at any width.
struct DailyChart: Sendable {
    /// The locale's words: day names, durations, the chart's title.
    package let words: Words

    /// Creates a chart builder.
    init(words: Words) {
        self.words = words
    }

    /// The chart's markup, or nil when no day is given.
    func markup(for days: [DayTotal]) -> TrustedMarkup? {
        guard !days.isEmpty else { return nil }
        let peak = max(days.map(\.seconds).max() ?? 0, 1)
        let dates = DateFormat(words.dates), durations = DurationFormat(words.durations, unbroken: true)
        var table = MarkupWriter()
        table.raw(#"<table class="days"><caption>"#)
        table.text(words.page.dayChartTitle)
        table.raw("</caption>")
        for day in days.prefix(7) {
            table.raw(#"<tr><th scope="row">"#)
            table.text(dates.weekday(day.date))
            table.raw(#"</th><td class="bar"><svg viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">"#)
            table.raw(#"<rect x="0" y="0" width=""#)
            table.number(day.seconds * 100 / peak)
            table.raw(#"" height="10" rx="1.5"/></svg></td><td class="time">"#)
            table.text(durations.text(seconds: day.seconds))
            table.raw("</td></tr>")
        }
        table.raw("</table>")
        return TrustedMarkup(bytes: table.bytes)
    }
}
