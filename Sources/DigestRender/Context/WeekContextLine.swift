import DigestCore

/// A week against the weeks before it: its coding time beside the 4- and 12-week averages, and
/// the last 8 weeks as a spark.
struct WeekContextLine: Sendable {
    /// The site's weeks, as its index holds them.
    let history: WeekHistory
    /// The week the line is about.
    let week: ISOWeek
    /// The locale's words.
    let words: Words
    /// The weeks of the spark, oldest first, this one last (found once: the page, its description
    /// and the email's bars all read them).
    let sparkWeeks: [ISOWeek]

    /// The line of `week` among `history`'s weeks, in `words`.
    init(history: WeekHistory, week: ISOWeek, words: Words) {
        self.history = history
        self.week = week
        self.words = words
        sparkWeeks = history.weeks(8, endingWith: week)
    }

    /// `+1 h 20 m on the 4-week average (11 h 45 m), −30 m on the 12-week average (13 h 35 m)`;
    /// nil when the week's time is unknown.
    ///
    /// An average is said only when it holds two known weeks or more (one would repeat the change
    /// on last week) and, for the 12-week one, more weeks than the 4-week one (else it is the same).
    func sentence(unbroken: Bool) -> String? {
        guard let seconds = history.seconds(of: week) else { return nil }
        let durations = DurationFormat(words.durations, unbroken: unbroken)
        var counted = 1
        let parts = [(4, words.history.context4), (12, words.history.context12)].compactMap { span, phrase in
            let known = history.known(span, before: week)
            guard known.count > counted else { return nil as String? }
            counted = known.count
            let average = known.reduce(0, +) / known.count
            return phrase.filled([
                "change": durations.change(seconds: seconds - average), "average": durations.text(seconds: average),
            ])
        }
        return parts.isEmpty ? nil : words.lists.joined(parts)
    }

    /// The spark's values, this week marked.
    var spark: BarChart {
        BarChart(
            values: sparkWeeks.map(history.seconds(of:)), marked: sparkWeeks.count - 1, style: "spark", room: 8)
    }

    /// The spark as SVG for the page, with the weeks' times as its description.
    func sparkMarkup() -> TrustedMarkup {
        let durations = DurationFormat(words.durations)
        let description = words.lists.joined(
            sparkWeeks.map { week in
                let time = history.seconds(of: week).map { durations.text(seconds: $0) } ?? "—"
                return "\(week): \(time)"
            })
        return TrustedMarkup(spark.markup(id: "spark", title: words.history.spark, description: description))
    }
}
