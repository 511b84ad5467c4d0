import DigestCore

/// Coding time per day as an inline SVG column chart, with a text description.
struct DailyChart: Sendable {
    static let width = 350, height = 170, top = 18, baseline = 146, column = 50, barWidth = 30

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
        let dates = DateFormat(words.dates), durations = DurationFormat(words.durations)
        let summary = days.map { "\(dates.day($0.date)): \(durations.text(seconds: $0.seconds))" }
            .joined(separator: "; ")
        var svg =
            #"<svg class="days" viewBox="0 0 \#(Self.width) \#(Self.height)" role="img" aria-labelledby="days-title days-desc">"#
        svg += #"<title id="days-title">\#(HTMLEscaping.escape(words.page.dayChartTitle))</title>"#
        svg += #"<desc id="days-desc">\#(HTMLEscaping.escape(summary))</desc>"#
        svg += #"<line class="axis" x1="0" y1="\#(Self.baseline)" x2="\#(Self.width)" y2="\#(Self.baseline)"/>"#
        for (index, day) in days.prefix(7).enumerated() {
            let barHeight = day.seconds * (Self.baseline - Self.top) / peak
            let x = index * Self.column + (Self.column - Self.barWidth) / 2
            let center = index * Self.column + Self.column / 2
            svg +=
                #"<rect class="bar" x="\#(x)" y="\#(Self.baseline - barHeight)" width="\#(Self.barWidth)" height="\#(barHeight)" rx="3"/>"#
            svg +=
                #"<text class="value" x="\#(center)" y="\#(Self.baseline - barHeight - 5)" text-anchor="middle">\#(HTMLEscaping.escape(durations.hours(seconds: day.seconds)))</text>"#
            svg +=
                #"<text class="label" x="\#(center)" y="\#(Self.height - 6)" text-anchor="middle">\#(HTMLEscaping.escape(dates.weekday(day.date)))</text>"#
        }
        svg += "</svg>"
        return TrustedMarkup(svg)
    }
}
