import Foundation

/// Joins what the sources fetched into the week's `Digest`.
///
/// Pure: time and zone come in as values.
package struct DigestAssembler: Sendable {
    /// Ranks, dedupes and caps the reading list.
    var ranker: ReadingListRanker

    /// Creates an assembler; `alreadyListed` holds the ids of articles listed in earlier weeks.
    package init(readingListLimit: Int = 15, alreadyListed: Set<String> = []) {
        self.ranker = ReadingListRanker(limit: readingListLimit, alreadyListed: alreadyListed)
    }

    /// Builds the digest of `week` in `timeZone` from `fetched`, stamped `generatedAt`: each
    /// section makes its own part (``WeekSection/assemble(_:into:in:)``), in the registry's order.
    package func assemble(_ fetched: FetchedWeek, week: ISOWeek, timeZone: TimeZone, generatedAt: Date) -> Digest {
        let assembly = Assembly(week: week, timeZone: timeZone, window: week.window(in: timeZone), ranker: ranker)
        // Every section below replaces its placeholder.
        var digest = Digest(
            week: week,
            timeZone: timeZone.shownName,
            generatedAt: Date(timeIntervalSince1970: generatedAt.timeIntervalSince1970.rounded(.down)),
            coding: .skipped(""), readingList: .skipped(""), sharedLinks: .skipped(""))
        for section in WeekSections.all { section.assemble(fetched, into: &digest, in: assembly) }
        return digest
    }
}
