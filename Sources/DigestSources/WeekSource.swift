import DigestCore
import Foundation

/// Something that gathers a week's raw material: the bundled sample, or (later) the live APIs.
package protocol WeekSource: Sendable {
    /// Fetches what the sources have for `week`, whose window is taken in `timeZone`.
    ///
    /// A source that fails reports it in its outcome; this never throws for one source's failure.
    func fetch(week: ISOWeek, timeZone: TimeZone) async throws -> FetchedWeek
}
