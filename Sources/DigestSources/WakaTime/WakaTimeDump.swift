import DigestCore
import Foundation

/// WakaTime's daily data dump, read: every day's coding time, languages, editors and projects.
///
/// By date, in the user's WakaTime zone: the history WakaTime's free plan no longer answers for.
package struct WakaTimeDump: Sendable {
    /// What one day holds.
    package struct Day: Sendable, Equatable {
        package var seconds: Int
        package var languages: [TimeShare]
        package var editors: [TimeShare]
        package var projects: [TimeShare]
    }

    /// The days the dump holds (a day without coding may be absent).
    package let days: [LocalDate: Day]
    /// Days of the dump that could not be read (no date), left out.
    package let skippedDays: Int
    /// The zone the days are dated in (the WakaTime account's `user.timezone`), when the dump says.
    package let timeZone: String?

    /// The dump in `data`, read from the file at `path` (named in errors).
    package init(data: Data, path: String) throws(WakaTimeDumpError) {
        let dump: WakaTimeDumpWire.Dump
        do {
            dump = try JSONDecoder().decode(WakaTimeDumpWire.Dump.self, from: data)
        } catch DecodingError.dataCorrupted {
            throw data.isEmpty ? .empty(path: path) : .notJSON(path: path)
        } catch {
            throw .notADump(path: path)
        }
        var days: [LocalDate: Day] = [:]
        for day in dump.days.items {
            // A date twice (a dump edited by hand) is added up.
            var held = days[day.date] ?? Day(seconds: 0, languages: [], editors: [], projects: [])
            held.seconds += day.seconds
            held.languages += day.languages.map { TimeShare(name: $0.name, seconds: max(0, $0.seconds)) }
            held.editors += day.editors.map { TimeShare(name: $0.name, seconds: max(0, $0.seconds)) }
            held.projects += day.projects.map { TimeShare(name: $0.name, seconds: $0.seconds) }
            days[day.date] = held
        }
        self.days = days
        skippedDays = dump.days.skipped
        timeZone = dump.user?.timezone.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The first and last day the dump holds, or nil when it holds none.
    package var span: ClosedRange<LocalDate>? {
        guard let first = days.keys.min(), let last = days.keys.max() else { return nil }
        return first...last
    }

    /// The coding stats of `week` (its days by their dates), or nil when the dump holds no day of it.
    ///
    /// A week the dump does not cover is unknown, not a week of no coding; a day of a week it
    /// covers that is absent from it had no coding.
    package func stats(for week: ISOWeek) -> CodingStats? {
        let held = week.days.compactMap { days[$0] }
        guard !held.isEmpty else { return nil }
        func summed(_ shares: [TimeShare]) -> [TimeShare] {
            var seconds: [String: Int] = [:]
            for share in shares { seconds[share.name, default: 0] += share.seconds }
            return seconds.map { TimeShare(name: $0.key, seconds: $0.value) }.filter { $0.seconds > 0 }
                .sorted { ($0.seconds, $1.name) > ($1.seconds, $0.name) }
        }
        return CodingStats(
            days: week.days.map { DayTotal(date: $0, seconds: days[$0]?.seconds ?? 0) },
            languages: summed(held.flatMap(\.languages)), projects: summed(held.flatMap(\.projects)),
            editors: summed(held.flatMap(\.editors)))
    }
}

/// Why a WakaTime dump could not be read; each description names the file and what to do.
package enum WakaTimeDumpError: Error, Sendable, Equatable, CustomStringConvertible {
    case empty(path: String)
    case notJSON(path: String)
    case notADump(path: String)

    package var description: String {
        switch self {
        case .empty(let path):
            return "The WakaTime export \(path) is empty: download it again (WakaTime → Settings → Account → Export)."
        case .notJSON(let path):
            return
                "The WakaTime export \(path) is not JSON, or is cut short: download it again (WakaTime → Settings → Account → Export, the daily export) and unzip it if it is zipped."
        case .notADump(let path):
            return
                "The file \(path) is JSON but not WakaTime's daily export (it has no list of days): choose the daily export, not the heartbeats."
        }
    }
}
