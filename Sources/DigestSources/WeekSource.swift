import DigestCore
import Foundation

/// Something that gathers a week's raw material: the bundled sample, or (later) the live APIs.
package protocol WeekSource: Sendable {
    /// Fetches what the sources have for `week`, whose window is taken in `timeZone`; X's posts
    /// come from `storedX` when given, instead of being read (each post read is billed).
    ///
    /// A source that fails reports it in its outcome; this never throws for one source's failure.
    func fetch(week: ISOWeek, timeZone: TimeZone, storedX: SourceOutcome<[Post]>?) async throws -> FetchedWeek
}

extension WeekSource {
    /// Fetches what the sources have for `week`, reading every source.
    package func fetch(week: ISOWeek, timeZone: TimeZone) async throws -> FetchedWeek {
        try await fetch(week: week, timeZone: timeZone, storedX: nil)
    }
}
