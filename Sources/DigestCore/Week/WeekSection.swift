/// What every section of a week does the same way, whatever its values are: how it fared, how a
/// rerun keeps what is stored, what the public names hide, and the numbers a summary keeps.
///
/// The values stay typed, each in its own field of ``Digest``. ``WeekSections/all`` lists the
/// sections, and every rule that goes through all of them goes through that list: a new section
/// is one conformance in its own folder and one line there.
package protocol WeekSection: Sendable {
    /// How a run's report names it: `coding time`.
    var name: String { get }
    /// Its part of `digest` made from what its sources `fetched`, in the week `assembly` gives
    /// (``DigestAssembler``); the sections before it in ``WeekSections/all`` are made already.
    func assemble(_ fetched: FetchedWeek, into digest: inout Digest, in assembly: Assembly)
    /// How it fared in `digest`: its status, and the notes of each of its parts; nil when `digest`
    /// has no such section (no repository configured, a snapshot written before it).
    func record(in digest: Digest) -> SectionRecord?
    /// `merged`, which is `fresh` with the sections before this one merged, given this section's
    /// parts that `fresh`'s sources did not answer and `stored` has (``StoredWeekMerge``).
    func merge(into merged: inout Digest, fresh: Digest, stored: Digest, rules: MergeRules)
    /// `digest` with this section's names as `rules` show them (the public page, the card).
    func show(_ digest: inout Digest, under rules: NameRules)
    /// This section's numbers of `digest` written into `summary`: the headline's alone (no
    /// lists) when `headline`.
    func summarize(_ digest: Digest, into summary: inout WeekSummary, headline: Bool)
    /// The number it counts each week, when its figure is a count (``SectionCount``).
    var count: SectionCount? { get }
    /// Its figure in the headline of the week `summary` sums up; nil when the week has none.
    func headline(of summary: WeekSummary) -> HeadlineFigure?
}

extension WeekSection {
    /// A section that counts: its count is its figure.
    package func headline(of summary: WeekSummary) -> HeadlineFigure? {
        count.flatMap { count in count.value(summary).map { .count($0, phrase: count.phrase) } }
    }
}

/// How a section fared in a week.
package struct SectionRecord: Sendable, Equatable {
    /// The section's status: failed when a configured part failed.
    package var status: SourceStatus
    /// Every part's notes, in the parts' order.
    package var notes: [String]
}

/// What a rerun's merge is given besides the weeks.
package struct MergeRules: Sendable, Equatable {
    /// The most articles on the reading list (`DIGEST_READING_LIST_MAX`).
    package var readingListLimit: Int

    /// Rules with this limit.
    package init(readingListLimit: Int = 15) {
        self.readingListLimit = readingListLimit
    }
}
