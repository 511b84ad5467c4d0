import DigestCore
import Foundation

/// The weeks `backfill` is asked for: `--from` through `--to` (the last complete week by default).
struct BackfillRange: Sendable {
    /// The most weeks one backfill makes: ten years.
    static let weekLimit = 530

    /// Oldest first.
    let weeks: [ISOWeek]

    /// `from` through `to` (or the last week that has ended, `clock`'s), checked.
    init(from: ISOWeek, to: ISOWeek?, clock: WeekClock) throws(RunError) {
        let last = to ?? clock.lastEnded
        for (option, week) in [("--from", from), ("--to", last)] where !WeekClock.years.contains(week.year) {
            throw .usage(
                "\(option) \(week) is outside the years \(WeekClock.years.lowerBound) to \(WeekClock.years.upperBound): use a week such as \(clock.lastEnded)."
            )
        }
        guard last <= clock.lastEnded else {
            throw .usage(
                "--to \(last) has not ended yet: the last week that has is \(clock.lastEnded) (now is \(ISO8601DateFormatter().string(from: clock.now)) in \(clock.timeZone.shownName))."
            )
        }
        guard from <= last else {
            throw .usage(
                "--from \(from) is after --to \(last): give the oldest week first, such as --from \(last.previous).")
        }
        var weeks = [from]
        while let week = weeks.last, week < last {
            guard weeks.count < Self.weekLimit else {
                throw .usage(
                    "\(from) to \(last) is more than \(Self.weekLimit) weeks: backfill at most ten years at once (a later --from), and run it again for the years before."
                )
            }
            weeks.append(week.next)
        }
        self.weeks = weeks
    }
}
