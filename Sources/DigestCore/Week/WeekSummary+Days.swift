import Foundation

extension WeekSummary {
    /// One day of a week's numbers: a row of `days.csv`.
    ///
    /// A number is nil when its section has none that week (no source configured, or it failed).
    package struct Day: Sendable, Equatable {
        package var date: LocalDate
        package var codingSeconds: Int?
        package var commits: CommitStats.Count?
        package var articles: Int?
        package var links: Int?
    }

    /// The week's seven days, Monday first, each with what the summary knows of it.
    package var dayRows: [Day] {
        (0..<7).map { index in
            Day(
                date: week.monday.adding(days: index), codingSeconds: days?[safe: index],
                commits: commitDays?[safe: index], articles: articleDays?[safe: index], links: linkDays?[safe: index])
        }
    }

    /// How many of `dates` fall on each day of `week` in `zone`, Monday first (seven).
    ///
    /// A date outside the week counts on its nearest day, so the seven add up to `dates.count`.
    static func perDay(_ dates: [Date], of week: ISOWeek, in zone: String) -> [Int] {
        let timeZone = TimeZone(identifier: zone) ?? .gmt
        let monday = week.monday.dayNumber
        var counts = [Int](repeating: 0, count: 7)
        for date in dates {
            counts[min(6, max(0, LocalDate(date, in: timeZone).dayNumber - monday))] += 1
        }
        return counts
    }

    /// The commits and lines of each day of `stats`, Monday first (seven); a day it lacks is none.
    static func commitDays(of stats: CommitStats, in week: ISOWeek) -> [CommitStats.Count] {
        var counts = [CommitStats.Count](repeating: CommitStats.Count(), count: 7)
        let monday = week.monday.dayNumber
        for day in stats.days {
            let index = day.date.dayNumber - monday
            if counts.indices.contains(index) { counts[index].add(day.count) }
        }
        return counts
    }
}

extension Array {
    /// The element at `index`, or nil past the ends.
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
