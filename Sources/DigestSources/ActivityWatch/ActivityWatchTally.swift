import DigestCore
import Foundation

/// Editor time counted only inside the periods you were not away (AFK), per day, language, project
/// and editor: the sums ActivityWatch's events give, pure.
///
/// Overlapping editor events count once (the earlier keeps the overlap); the AFK periods are
/// joined before they cut. A project is its folder's name (the last part of the path the editor
/// reports); paths and file names are never kept.
struct ActivityWatchTally {
    /// An editor's events.
    struct Editor {
        var name: String
        var events: [ActivityWatchWire.Event]
    }

    /// The week's days in its zone, and the zone.
    let week: ISOWeek
    let timeZone: TimeZone

    /// The stats of `editors`' events inside `active` (not-AFK periods; nil: every moment counts),
    /// cut to the week.
    func stats(_ editors: [Editor], active: [DateInterval]?) -> CodingStats {
        let window = week.window(in: timeZone)
        let periods = active.map(Self.joined)
        var days: [LocalDate: Double] = [:], languages: [String: Double] = [:], projects: [String: Double] = [:]
        var editorTime: [String: Double] = [:]
        for editor in editors {
            var counted = window.start
            for event in editor.events.sorted(by: { $0.start < $1.start }) {
                let start = max(event.start, counted, window.start), end = min(event.end, window.end)
                guard end > start else { continue }
                counted = max(counted, end)
                for piece in Self.inside(DateInterval(start: start, end: end), periods) {
                    for (day, seconds) in split(piece) { days[day, default: 0] += seconds }
                    let seconds = piece.duration
                    if let language = ActivityWatchLanguages.name(event.language) {
                        languages[language, default: 0] += seconds
                    }
                    if let project = Self.project(event.project) { projects[project, default: 0] += seconds }
                    editorTime[editor.name, default: 0] += seconds
                }
            }
        }
        func shares(_ seconds: [String: Double]) -> [TimeShare] {
            seconds.map { TimeShare(name: $0.key, seconds: Int($0.value.rounded())) }.filter { $0.seconds > 0 }
                .sorted { ($0.seconds, $1.name) > ($1.seconds, $0.name) }
        }
        return CodingStats(
            days: week.days.map { DayTotal(date: $0, seconds: Int((days[$0] ?? 0).rounded())) },
            languages: shares(languages), projects: shares(projects), editors: shares(editorTime))
    }

    /// `interval`'s parts inside `periods` (sorted, joined); all of it when there are none.
    static func inside(_ interval: DateInterval, _ periods: [DateInterval]?) -> [DateInterval] {
        guard let periods else { return [interval] }
        // The first period that ends after the interval starts, found by halving.
        var low = 0, high = periods.count
        while low < high {
            let middle = (low + high) / 2
            if periods[middle].end <= interval.start { low = middle + 1 } else { high = middle }
        }
        var pieces: [DateInterval] = []
        for period in periods[low...] {
            guard period.start < interval.end else { break }
            let start = max(period.start, interval.start), end = min(period.end, interval.end)
            if end > start { pieces.append(DateInterval(start: start, end: end)) }
        }
        return pieces
    }

    /// `intervals` sorted, the overlapping and touching ones joined.
    static func joined(_ intervals: [DateInterval]) -> [DateInterval] {
        var joined: [DateInterval] = []
        for interval in intervals.sorted(by: { $0.start < $1.start }) {
            if let last = joined.last, interval.start <= last.end {
                joined[joined.count - 1] = DateInterval(start: last.start, end: max(last.end, interval.end))
            } else {
                joined.append(interval)
            }
        }
        return joined
    }

    /// `interval`'s seconds on each day of the week's zone it spans.
    func split(_ interval: DateInterval) -> [(LocalDate, Double)] {
        var pieces: [(LocalDate, Double)] = [], start = interval.start
        while start < interval.end {
            let day = LocalDate(start, in: timeZone)
            let next = LocalDate(dayNumber: day.dayNumber + 1).start(in: timeZone)
            let end = min(next, interval.end)
            pieces.append((day, end.timeIntervalSince(start)))
            guard end > start else { break }
            start = end
        }
        return pieces
    }

    /// A project's name from the folder an editor reports: its last part (`/home/me/src/tool` →
    /// `tool`), never the path.
    static func project(_ path: String?) -> String? {
        guard let path else { return nil }
        let parts = path.split(whereSeparator: { $0 == "/" || $0 == "\\" }).map(String.init)
        guard let last = parts.last?.trimmingCharacters(in: .whitespacesAndNewlines), !last.isEmpty else { return nil }
        return SingleLine.squeezed(last, formatCharacters: true, limit: 100)
    }
}
