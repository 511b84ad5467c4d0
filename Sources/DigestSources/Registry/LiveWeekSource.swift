import DigestCore
import Foundation

/// The live APIs: every configured source fetched at once, in one task group; a source that is
/// not configured is recorded as skipped, with the sentence naming what to set.
package struct LiveWeekSource: WeekSource {
    /// The instant the run treats as now.
    var now: Date
    /// The configured sources, each answering for its part.
    var sources: [PartSource]
    /// What the part of each source that is not configured says: the setting to set.
    var unset: [WeekPart: String]
    /// What a section of several sources says when none is configured, by ``WeekPart/section``.
    var noneConfigured: [String: String]

    /// The live source of these sources.
    package init(
        now: Date, sources: [PartSource], unset: [WeekPart: String], noneConfigured: [String: String] = [:]
    ) {
        self.now = now
        self.sources = sources
        self.unset = unset
        self.noneConfigured = noneConfigured
    }

    package var billedNetworks: Set<LinkNetwork> {
        Set(
            sources.filter(\.billsEachRead).compactMap { source in
                if case .links(let network) = source.part { network } else { nil }
            })
    }

    package func fetch(week: ISOWeek, timeZone: TimeZone, stored: [LinkNetwork: SourceOutcome<[Post]>]) async throws
        -> FetchedWeek
    {
        let request = WeekRequest(week: week, timeZone: timeZone, now: now)
        var fetched = FetchedWeek.unanswered
        fetched.noneConfigured = noneConfigured
        for (part, reason) in unset { fetched.recordUnset(part, reason: reason) }
        await withTaskGroup(of: FetchedWeek.Answer.self) { group in
            for source in sources {
                if source.billsEachRead, case .links(let network) = source.part, let posts = stored[network] {
                    fetched.record(.posts(network, posts))
                    continue
                }
                group.addTask { await source.answer(request) }
            }
            for await answer in group { fetched.record(answer) }
        }
        return fetched
    }
}
