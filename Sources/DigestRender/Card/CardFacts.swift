import DigestCore

/// What the profile card says of a week, in words: each text as the card shows it, one line,
/// nothing invisible or turned around in it (``SingleLine/squeezed(_:formatCharacters:limit:)``).
struct CardFacts: Sendable {
    /// A language's part of the bar.
    struct Share: Sendable {
        /// Its name (or the locale's "Other").
        var name: String
        /// Its share of the week, in whole percent.
        var percent: Int
        /// Its colour's slot (``LanguageColor``).
        var slot: Int
    }

    /// A day's bar.
    struct Day: Sendable {
        /// The weekday's short name.
        var label: String
        /// Its coding time.
        var seconds: Int
    }

    /// A week against its goal.
    struct GoalText: Sendable {
        /// Whether the week met it.
        var isMet: Bool
        /// The sentence.
        var text: String
    }

    /// `Weekly digest 2026-W47`, or the site's name before its first week.
    var title: String
    /// `16–22 November 2026`, or nothing.
    var range = ""
    /// `12 h 30 m`, the first count without coding time (`9 commits`), or the text of an empty site.
    var headline: String
    /// `+1 h 20 m on last week`.
    var change: String?
    /// The top languages, then the rest as one.
    var languages: [Share] = []
    /// Monday to Sunday, when the week has time per day.
    var days: [Day] = []
    /// The week against the goal, when one is set and could be measured.
    var goal: GoalText?
    /// `53% of lines added by AI`, when the card shows it (`DIGEST_CARD_AI=1`) and the week
    /// reported it.
    var ai: String?
    /// Everything the card shows, as sentences: its `<desc>`.
    var description: String

    /// The facts of `latest` (nil before the first week), `previous` the week before it.
    init(_ latest: WeekSummary?, previous: WeekSummary?, words: Words, goal: WeeklyGoal, showsAI: Bool = false) {
        guard let week = latest else {
            title = Self.line(words.siteName)
            headline = Self.line(words.history.noWeeks)
            description = headline
            return
        }
        let headline = WeekHeadline(words)
        let durations = DurationFormat(words.durations)
        title = Self.line(headline.title(week.week))
        range = Self.line(headline.range(week.week))
        if let seconds = week.codingSeconds {
            self.headline = durations.text(seconds: seconds)
            change = previous?.codingSeconds.map {
                Self.line(words.digest.change.filled(["change": durations.change(seconds: seconds - $0)]))
            }
        } else if let (count, value) = WeekSections.counts.lazy.compactMap({ c in c.value(week).map { (c, $0) } })
            .first,
            let phrase = words.counts.headline(count.phrase)
        {
            // No coding time: the first count the week has, `9 commits`.
            self.headline = phrase(value)
        } else {
            self.headline = "—"
        }
        let chart = LanguageChart(words: words, maxSlices: 5)
        let shown = chart.slices(of: week.languages ?? [])
        languages = zip(shown, TimeShare.percentages(of: shown)).enumerated().map { index, pair in
            Share(
                name: Self.line(chart.name(pair.0), limit: 14), percent: pair.1,
                slot: LanguageColor.slot(of: pair.0.name, isOther: chart.isOther(index, of: shown)))
        }
        if let seconds = week.days, seconds.contains(where: { $0 > 0 }) {
            days = zip(words.dates.weekdays, seconds).map {
                Day(label: Self.line(String($0.prefix(1)), limit: 1), seconds: $1)
            }
        }
        self.goal = goal.outcome(of: week).map {
            GoalText(isMet: $0.isMet, text: Self.line(GoalLine(words).sentence($0), limit: 120))
        }
        if showsAI, let share = week.aiShare {
            ai = Self.line(words.page.cardAI.filled(["share": String(share)]))
        }
        let parts = headline.parts(week).joined(separator: words.lists.separator)
        description = Self.line(
            [parts.isEmpty ? nil : parts, change, ai, self.goal?.text].compactMap { $0 }.joined(separator: " · "),
            limit: 400)
    }

    /// `text` on one line, without control or format characters, at most `limit` characters.
    static func line(_ text: String, limit: Int = 80) -> String {
        SingleLine.squeezed(text, formatCharacters: true, limit: limit)
    }
}
