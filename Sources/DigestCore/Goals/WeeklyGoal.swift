/// What each week is measured against: coding time, days coded and the sections' counts that may
/// be goals (`DIGEST_GOAL_HOURS`, `DIGEST_GOAL_DAYS`, `DIGEST_GOAL_COMMITS`); any of them, or none.
package struct WeeklyGoal: Sendable, Equatable {
    /// Coding time a week, in minutes.
    package var minutes: Int?
    /// Days with coding time in a week, 1 to 7.
    package var days: Int?
    /// A week's aim for the sections' counts, by ``SectionCount/key``: `["commits": 10]`.
    package var counts: [String: Int]

    /// A goal of these parts.
    package init(minutes: Int? = nil, days: Int? = nil, counts: [String: Int] = [:]) {
        self.minutes = minutes
        self.days = days
        self.counts = counts
    }

    /// No goal: nothing is measured.
    package static let none = WeeklyGoal()

    /// Whether any part is set.
    package var isSet: Bool { minutes != nil || days != nil || !counts.isEmpty }

    /// The counts aimed at, with their aim, in the registry's order.
    package var aims: [(count: SectionCount, aim: Int)] {
        WeekSections.counts.compactMap { count in counts[count.key].map { (count, $0) } }
    }

    /// How `summary`'s week did, or nil when no part could be measured.
    ///
    /// Each part set that the week has numbers for: coding time and days need WakaTime's answer, and
    /// days its time per day; a count needs its sources' answer (commits: the repositories read).
    package func outcome(of summary: WeekSummary) -> GoalOutcome? {
        var parts: [GoalOutcome.Part] = []
        if let minutes, let seconds = summary.codingSeconds {
            parts.append(GoalOutcome.Part(kind: .time, goal: minutes * 60, done: seconds))
        }
        if let days, let coded = Self.daysCoded(summary) {
            parts.append(GoalOutcome.Part(kind: .days, goal: days, done: coded))
        }
        for (count, aim) in aims {
            if let done = count.value(summary) {
                parts.append(GoalOutcome.Part(kind: .count(count.key), goal: aim, done: done))
            }
        }
        return parts.isEmpty ? nil : GoalOutcome(parts: parts)
    }

    /// The days with coding time, when the week has time per day (a total without it says nothing
    /// of the days).
    static func daysCoded(_ summary: WeekSummary) -> Int? {
        guard let days = summary.days, let total = summary.codingSeconds else { return nil }
        let coded = days.filter { $0 > 0 }.count
        return coded == 0 && total > 0 ? nil : coded
    }
}
