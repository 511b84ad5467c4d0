import DigestCore
import Foundation

/// Something that gathers a week's raw material: the bundled sample, or the live APIs.
package protocol WeekSource: Sendable {
    /// Fetches what the sources have for `week`, whose window is taken in `timeZone`.
    ///
    /// A network that bills each read (``SharedPostsSource/billsEachRead``) takes its posts from
    /// `stored` when given there, instead of reading them again. A source that fails reports it in
    /// its outcome; this never throws for one source's failure.
    func fetch(week: ISOWeek, timeZone: TimeZone, stored: [LinkNetwork: SourceOutcome<[Post]>]) async throws
        -> FetchedWeek

    /// The networks that bill each read: their stored posts are worth handing to ``fetch(week:timeZone:stored:)``.
    var billedNetworks: Set<LinkNetwork> { get }
}

extension WeekSource {
    /// None, unless a source says otherwise.
    package var billedNetworks: Set<LinkNetwork> { [] }

    /// Fetches what the sources have for `week`, reading every source.
    package func fetch(week: ISOWeek, timeZone: TimeZone) async throws -> FetchedWeek {
        try await fetch(week: week, timeZone: timeZone, stored: [:])
    }
}
