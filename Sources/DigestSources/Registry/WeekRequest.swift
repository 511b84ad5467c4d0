import DigestCore
import Foundation

/// What every source is asked for: a week, the zone its days are taken in, and the instant the
/// run treats as now (for sources whose reach depends on it: WakaTime's `last_7_days`, X's search).
package struct WeekRequest: Sendable {
    /// The week.
    package var week: ISOWeek
    /// The zone that defines the week's days.
    package var timeZone: TimeZone
    /// The run's now.
    package var now: Date

    /// A request for `week` in `timeZone` at `now`.
    package init(week: ISOWeek, timeZone: TimeZone, now: Date) {
        self.week = week
        self.timeZone = timeZone
        self.now = now
    }

    /// The week's instants in its zone.
    package var window: DateInterval { week.window(in: timeZone) }
}
