import DigestCore
import DigestSite
import DigestSystem
import Foundation
import Logging

/// The clock a command runs by (`--now` or the system's) and the weeks it may work on: weeks that
/// have ended by then, from 2000 to 2099.
///
/// A clock or a week outside that is a mistake to name,
/// not a folder to write: a typo'd `--week 2062-W47` would otherwise stay "the latest" for good.
struct WeekClock {
    /// The years a week may be in.
    static let years = 2000...2099

    /// Now.
    let now: Date
    /// The zone that defines the weeks.
    package let timeZone: TimeZone
    /// The last week that has ended by `now`: the latest a site may show or a mail may send.
    let lastEnded: ISOWeek

    /// The clock at `now`; `pinned` says whether it came from `--now` (named in the error) or the system.
    init(now: Date, timeZone: TimeZone, pinned: Bool) throws(RunError) {
        let week = ISOWeek.lastComplete(before: now, in: timeZone)
        guard Self.years.contains(week.year) else {
            let stamp = ISO8601DateFormatter().string(from: now)
            throw pinned
                ? .usage(
                    "--now \(stamp) is outside the years \(Self.years.lowerBound) to \(Self.years.upperBound): pin the clock to a time in them."
                )
                : .failure(
                    "The system clock says \(stamp), outside the years \(Self.years.lowerBound) to \(Self.years.upperBound): set the clock (or pass --now), so no week is built for the wrong year."
                )
        }
        (self.now, self.timeZone, self.lastEnded) = (now, timeZone, week)
    }

    /// `chosen` (`--week`) when it has ended, else the last week that has.
    package func week(_ chosen: ISOWeek?) throws(RunError) -> ISOWeek {
        guard let chosen else { return lastEnded }
        guard Self.years.contains(chosen.year) else {
            throw .usage(
                "--week \(chosen) is outside the years \(Self.years.lowerBound) to \(Self.years.upperBound): use a week such as \(lastEnded)."
            )
        }
        guard chosen <= lastEnded else {
            throw .usage(
                "--week \(chosen) has not ended yet: the last week that has is \(lastEnded) (now is \(ISO8601DateFormatter().string(from: now)) in \(timeZone.shownName)). Build a week once it is over, or pin the clock with --now."
            )
        }
        return chosen
    }

    /// The snapshots in `history` of weeks that have ended, for the pages in `output`; warns about any from the future.
    ///
    /// With
    /// `listed`, the store lists `weeks/` now and remembers it (``SnapshotStore/listed()``): only
    /// for a command that holds the output's lock and tells the store of each week it writes.
    /// Without, it reads the folders' names once for the checks before the lock
    /// (``SnapshotStore/glanced()``). The output's `entries`, when the lock's walk found them, are
    /// what the listing takes the pages from.
    func store(
        _ output: String, history: String, log: Logger, listed: Bool = false, entries: SiteEntries? = nil,
        fileSystem: any FileSystem
    ) -> SnapshotStore {
        let unlisted = SnapshotStore(root: output, history: history, fileSystem: fileSystem, endedBy: lastEnded)
        let store = listed ? unlisted.listed(entries: entries) : unlisted.glanced()
        for week in store.futureWeeks() {
            log.warning(
                "\(history)/weeks/\(week) holds \(week), which has not ended (the last week that has is \(lastEnded)), so it is left out of the site, the feed and the mail. If a wrong clock or a typo made it: rm -r '\(history)/weeks/\(week)'"
            )
        }
        return store
    }
}
