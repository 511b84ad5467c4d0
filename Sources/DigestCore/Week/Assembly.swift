import Foundation

/// What every section is given to make its part of a week's `Digest` from what its sources
/// fetched (``WeekSection/assemble(_:into:in:)``).
package struct Assembly: Sendable {
    /// The week.
    let week: ISOWeek
    /// The zone it is cut in.
    let timeZone: TimeZone
    /// Its half-open `[start, end)` in that zone: what a source answered outside it is left out.
    let window: DateInterval
    /// Ranks, dedupes and caps the reading list.
    let ranker: ReadingListRanker

    /// Whether `date` lies in the week (`DateInterval.contains` includes the end).
    func contains(_ date: Date) -> Bool {
        date >= window.start && date < window.end
    }
}
