import DigestCore
import Foundation

/// Coding time of weeks that have passed, from WakaTime's daily dump (`backfill --wakatime-dump`).
package struct WakaTimeDumpSource: CodingTimeSource {
    /// The dump, read.
    package let dump: WakaTimeDump

    /// The source of `dump`.
    package init(dump: WakaTimeDump) { self.dump = dump }

    /// Whether the dump holds a day of `week`.
    package func covers(_ week: ISOWeek) -> Bool { week.days.contains { dump.days[$0] != nil } }

    /// The week's stats from the dump, the days taken by their dates.
    ///
    /// Skipped when the dump holds no day of it. A dump dated in another zone than the week's says so.
    package func coding(for request: WeekRequest) async -> SourceOutcome<CodingStats> {
        guard let stats = dump.stats(for: request.week) else {
            let span = dump.span.map { " (it holds \($0.lowerBound) to \($0.upperBound))" } ?? ""
            return .skipped("your WakaTime export holds no day of \(request.week)\(span).")
        }
        var notes: [String] = []
        if let named = dump.timeZone, let zone = TimeZone(identifier: named),
            zone.secondsFromGMT(for: request.window.start) != request.timeZone.secondsFromGMT(for: request.window.start)
        {
            notes.append(
                "WakaTime dated these days in \(named), and this week is cut in \(request.timeZone.identifier): each day counts in the week of its date."
            )
        }
        return .ok(stats, notes: notes)
    }
}
