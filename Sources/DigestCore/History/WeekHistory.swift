/// The site's weeks as one timeline, read from their summaries alone (never the snapshots):
/// windows of calendar weeks, averages, coding days and streaks.
///
/// A week the site lacks, or whose coding time WakaTime did not give, is unknown: it is left out
/// of averages, its days break a streak, and charts show it as a gap.
package struct WeekHistory: Sendable {
    /// The summaries, oldest first, one per week.
    package private(set) var summaries: [WeekSummary]
    private(set) var byWeek: [ISOWeek: WeekSummary]

    /// The history of `summaries` (any order; the last of a week wins).
    package init(_ summaries: some Sequence<WeekSummary>) {
        var byWeek: [ISOWeek: WeekSummary] = [:]
        for summary in summaries { byWeek[summary.week] = summary }
        self.byWeek = byWeek
        self.summaries = byWeek.values.sorted { $0.week < $1.week }
    }

    /// Adds `more` as ``init(_:)`` would have had them last.
    ///
    /// A later week is appended, an earlier one put in its place, a known week replaced. A
    /// rebuild adds each window of weeks to the history it already has, instead of making it
    /// again from every week so far.
    package mutating func add(_ more: some Sequence<WeekSummary>) {
        for summary in more {
            let known = byWeek.updateValue(summary, forKey: summary.week) != nil
            guard known || summaries.last.map({ $0.week >= summary.week }) == true else {
                summaries.append(summary)
                continue
            }
            let low = summaries.partitionPoint(where: { $0.week >= summary.week })
            if known { summaries[low] = summary } else { summaries.insert(summary, at: low) }
        }
    }

    /// Makes room for `count` summaries in all, so that adding a rebuild's weeks a window at a
    /// time does not grow the history again and again.
    package mutating func reserveCapacity(_ count: Int) {
        summaries.reserveCapacity(count)
        byWeek.reserveCapacity(count)
    }

    /// The summary of `week`, when the site has it.
    package subscript(week: ISOWeek) -> WeekSummary? { byWeek[week] }

    /// The summaries of `year`'s weeks, oldest first: a run of the sorted summaries, found by
    /// halving rather than by looking at every week (the year pages ask for every year).
    package func summaries(of year: Int) -> ArraySlice<WeekSummary> {
        let start = summaries.partitionPoint { $0.week.year >= year }
        return summaries[start..<summaries[start...].partitionPoint { $0.week.year > year }]
    }

    /// The years the history holds, oldest first: one halving per year.
    package var years: [Int] {
        var years: [Int] = []
        var rest = summaries[...]
        while let year = rest.first?.week.year {
            years.append(year)
            rest = rest[rest.partitionPoint { $0.week.year > year }...]
        }
        return years
    }

    /// The `count` calendar weeks ending with `last`, oldest first, but none before the site's
    /// first week: a new site's charts start where it starts.
    package func weeks(_ count: Int, endingWith last: ISOWeek) -> [ISOWeek] {
        var weeks: [ISOWeek] = []
        var week = last
        let first = summaries.first?.week ?? last
        while weeks.count < count, first <= week {
            weeks.append(week)
            week = week.previous
        }
        return weeks.reversed()
    }

    /// The coding seconds of `week`, when known.
    package func seconds(of week: ISOWeek) -> Int? { byWeek[week]?.codingSeconds }

    /// The mean coding time of the weeks among `weeks` whose time is known (rounded down), or nil.
    package func average(of weeks: some Sequence<ISOWeek>) -> Int? {
        let known = weeks.compactMap(seconds(of:))
        return known.isEmpty ? nil : known.reduce(0, +) / known.count
    }

    /// The coding times known among the `count` calendar weeks before `week`, latest first.
    package func known(_ count: Int, before week: ISOWeek) -> [Int] {
        var known: [Int] = []
        var earlier = week.previous
        for _ in 0..<count {
            if let seconds = seconds(of: earlier) { known.append(seconds) }
            earlier = earlier.previous
        }
        return known
    }

    /// The mean of the `count` calendar weeks before `week` whose time is known.
    package func average(of count: Int, before week: ISOWeek) -> Int? {
        let known = known(count, before: week)
        return known.isEmpty ? nil : known.reduce(0, +) / known.count
    }

    /// The trailing `span`-week average at each of `weeks` (that week and the `span - 1` before).
    package func movingAverage(_ span: Int, at weeks: [ISOWeek]) -> [Int?] {
        weeks.map { week in
            var window = [week]
            while window.count < span, let last = window.last { window.append(last.previous) }
            return average(of: window)
        }
    }

    /// Coding seconds of each day of `weeks`, nil for a day whose week's time is unknown.
    package func days(of weeks: [ISOWeek]) -> [(date: LocalDate, seconds: Int?)] {
        // One array filled in place: the trends page asks for every day of the site's history.
        var days: [(date: LocalDate, seconds: Int?)] = []
        days.reserveCapacity(weeks.count * 7)
        for week in weeks {
            let seconds = byWeek[week]?.days
            for (index, date) in week.days.enumerated() {
                days.append((date: date, seconds: seconds.flatMap { $0.indices.contains(index) ? $0[index] : nil }))
            }
        }
        return days
    }

    /// Every day the site knows, oldest first.
    package var allDays: [(date: LocalDate, seconds: Int?)] {
        guard let first = summaries.first?.week, let last = summaries.last?.week else { return [] }
        var weeks: [ISOWeek] = []
        var week = first
        while week <= last {
            weeks.append(week)
            week = week.next
        }
        return days(of: weeks)
    }

    /// The longest run of coding days in the history, and the run that ends on the last day
    /// of the latest week (empty when that day had none).
    package var streaks: (current: CodingStreak?, longest: CodingStreak?) {
        CodingStreak.streaks(in: allDays)
    }
}
