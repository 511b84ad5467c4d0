/// The sections of a week, in the order a rerun merges them and a run's report names them.
package enum WeekSections {
    /// Every section, coding time first.
    ///
    /// The reading list is merged after the coding time, which ranks it.
    package static let all: [any WeekSection] = [
        CodingWeekSection(), CommitsWeekSection(), ReadingWeekSection(), LinksWeekSection(),
    ]

    /// The sections' weekly counts, in their order: `12 commits · 15 reads · 7 links`.
    package static let counts: [SectionCount] = all.compactMap(\.count)
}
