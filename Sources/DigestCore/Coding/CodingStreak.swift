/// Consecutive days with coding time.
package struct CodingStreak: Sendable, Equatable {
    /// The first day.
    package var first: LocalDate
    /// The last day.
    package var last: LocalDate

    /// How many days.
    package var days: Int { last.dayNumber - first.dayNumber + 1 }

    /// The streak that ends on the last of `days`, and the longest (the earliest of equals).
    ///
    /// The first is nil when that day had no coding. `days` are consecutive, oldest first; an
    /// unknown day breaks a streak.
    package static func streaks(in days: [(date: LocalDate, seconds: Int?)]) -> (
        current: CodingStreak?, longest: CodingStreak?
    ) {
        var longest: CodingStreak?
        var running: CodingStreak?
        for day in days {
            guard let seconds = day.seconds, seconds > 0 else {
                running = nil
                continue
            }
            if let streak = running {
                running = CodingStreak(first: streak.first, last: day.date)
            } else {
                running = CodingStreak(first: day.date, last: day.date)
            }
            if let streak = running, streak.days > (longest?.days ?? 0) { longest = streak }
        }
        return (running, longest)
    }
}
