/// The sections of a week, in the order a rerun merges them and a run's report names them.
package enum WeekSections {
    /// Every section, coding time first.
    ///
    /// The reading list is merged after the coding time, which ranks it.
    package static let all: [any WeekSection] = [
        CodingWeekSection(), CommitsWeekSection(), ReadingWeekSection(), LinksWeekSection(), ReviewsWeekSection(),
    ]

    /// The sections' weekly counts, in their order: `12 commits · 15 reads · 7 links`.
    package static let counts: [SectionCount] = all.compactMap(\.count)

    /// The counts in the order the trends and year pages list them: those of ``listedFirst``, then
    /// any other in the registry's order.
    package static let listed: [SectionCount] = counts.sorted { first, second in
        let order = { (count: SectionCount) in listedFirst.firstIndex(of: count.key) ?? listedFirst.count }
        return order(first) < order(second)
    }

    /// The counts the pages listed before the commits were counted, in the order they had: the
    /// pages keep it, so that no page a reader knows changes.
    static let listedFirst = ["articles", "links"]
}
