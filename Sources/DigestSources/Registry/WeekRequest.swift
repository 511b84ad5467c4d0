import DigestCore
import Foundation

/// What every source is asked for: a week, the zone its days are taken in, and the instant the
/// run treats as now (for sources whose reach depends on it: WakaTime's `last_7_days`, X's search).
///
/// `backfill` asks a source that pages back in time (git, Bluesky, Mastodon, Misskey, Hatena,
/// the X archive) once for a whole range of weeks: its ``window`` then spans them all, and the
/// answer is cut into its weeks (``FetchedWeek/Answer/cut(into:timeZone:)``).
package struct WeekRequest: Sendable {
    /// The week (the range's last, for a range).
    package var week: ISOWeek
    /// The zone that defines the week's days.
    package var timeZone: TimeZone
    /// The run's now.
    package var now: Date
    /// The instants asked for: the week's in its zone, or a range's.
    package var window: DateInterval

    /// A request for `week` in `timeZone` at `now`.
    package init(week: ISOWeek, timeZone: TimeZone, now: Date) {
        self.week = week
        self.timeZone = timeZone
        self.now = now
        self.window = week.window(in: timeZone)
    }

    /// A request for every week from `first` through `last` at once, in `timeZone` at `now`.
    package init(from first: ISOWeek, through last: ISOWeek, timeZone: TimeZone, now: Date) {
        self.init(week: last, timeZone: timeZone, now: now)
        let start = min(first, last).window(in: timeZone).start
        window = DateInterval(start: start, end: max(start, window.end))
    }
}
