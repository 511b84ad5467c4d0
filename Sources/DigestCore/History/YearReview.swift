/// One year of the site in numbers, from the weeks' summaries.
///
/// A year is an ISO week-numbering year, as in the archive: each week belongs to exactly one
/// year, the one its Thursday falls in, and counts in the month of its Thursday.
package struct YearReview: Sendable {
    /// The year.
    package let year: Int
    /// Its weeks on the site, oldest first.
    package let weeks: [WeekSummary]
    /// The coding time of the weeks whose time is known.
    package let totalSeconds: Int
    /// Days with coding time.
    package let codingDays: Int
    /// Coding time by month, January first (twelve).
    package let months: [Int]
    /// Every language coded, most first (WakaTime's own "Other" included by that name).
    package let languages: [TimeShare]
    /// The week with the most coding time (the earliest of equals), when any had some.
    package let bestWeek: WeekSummary?
    /// The reading list's tags, most first.
    package let tags: [NameCount]
    /// The domains of the links shared, most first.
    package let domains: [NameCount]
    /// The links shared, week by week, oldest first.
    package let links: [(week: ISOWeek, link: LinkMention)]
    /// Each section's count over the year, in the pages' order (``WeekSections/listed``), for the counts
    /// some week counted.
    package let counts: [(count: SectionCount, total: Int)]

    /// The review of `year` among `history`'s weeks.
    package init(year: Int, history: WeekHistory) {
        self.year = year
        let weeks = Array(history.summaries(of: year))
        self.weeks = weeks
        totalSeconds = weeks.compactMap(\.codingSeconds).reduce(0, +)
        codingDays = weeks.compactMap(\.days).joined().filter { $0 > 0 }.count
        var months = [Int](repeating: 0, count: 12)
        for week in weeks {
            months[week.week.monday.adding(days: 3).month - 1] += week.codingSeconds ?? 0
        }
        self.months = months
        languages = Self.languages(of: weeks)
        bestWeek = weeks.filter { ($0.codingSeconds ?? 0) > 0 }.max {
            ($0.codingSeconds ?? 0) < ($1.codingSeconds ?? 0)
        }
        .flatMap { best in weeks.first { $0.codingSeconds == best.codingSeconds } }
        tags = NameCount.ranked(NameCount.summed(weeks.compactMap(\.tags)))
        domains = Self.domains(of: weeks)
        links = weeks.flatMap { summary in (summary.shared ?? []).map { (summary.week, $0) } }
        counts = WeekSections.listed.compactMap { count in count.total(of: weeks).map { (count, $0) } }
    }

    /// The languages of `weeks`, summed by name, most first (ties by name).
    package static func languages(of weeks: [WeekSummary]) -> [TimeShare] {
        var seconds: [String: Int] = [:]
        for week in weeks {
            for language in week.languages ?? [] { seconds[language.name, default: 0] += language.seconds }
        }
        return NameCount.ranked(seconds).map { TimeShare(name: $0.name, seconds: $0.count) }
    }

    /// The domains of `weeks`' shared links, each link counted once.
    package static func domains(of weeks: [WeekSummary]) -> [NameCount] {
        var counts: [String: Int] = [:]
        for link in weeks.flatMap({ $0.shared ?? [] }) { counts[link.host, default: 0] += 1 }
        return NameCount.ranked(counts)
    }
}
