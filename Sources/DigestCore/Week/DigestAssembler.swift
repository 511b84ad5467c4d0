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

    /// Builds the digest of `week` in `timeZone` from `fetched`, stamped `generatedAt`.
    package func assemble(_ fetched: FetchedWeek, week: ISOWeek, timeZone: TimeZone, generatedAt: Date) -> Digest {
        let window = week.window(in: timeZone)
        let shared = LinksAcrossNetworks.joined(
            fetched.posts.mapValues { posts in
                posts.map { LinkCollector.collect($0.filter { Self.isInside($0.createdAt, window) }) }
            }, noneConfigured: fetched.noneConfigured[LinksAcrossNetworks.section])
        let reading = ReadingList.joined(
            fetched.articles.mapValues { $0.map { $0.filter { Self.isInside($0.createdAt, window) } } },
            ranker: ranker, coding: fetched.coding.value,
            noneConfigured: fetched.noneConfigured[ReadingList.section])
        return Digest(
            week: week,
            timeZone: timeZone.shownName,
            generatedAt: Date(timeIntervalSince1970: generatedAt.timeIntervalSince1970.rounded(.down)),
            coding: fetched.coding.map { fitted($0, to: week) },
            readingList: reading.list, sharedLinks: shared.links, linkSources: shared.sources,
            readingSources: reading.sources,
            commits: fetched.commits.map { $0.map { CommitStats($0, week: week, timeZone: timeZone) } })
    }

    /// Exactly one entry per day of `week`, in order, filling idle days with zero.
    func fitted(_ stats: CodingStats, to week: ISOWeek) -> CodingStats {
        var byDay: [LocalDate: Int] = [:]
        for day in stats.days { byDay[day.date, default: 0] += day.seconds }
        var fitted = stats
        fitted.days = week.days.map { DayTotal(date: $0, seconds: byDay[$0] ?? 0) }
        return fitted
    }

    /// Whether `date` lies in the half-open `[start, end)` window (`DateInterval.contains` includes the end).
    static func isInside(_ date: Date, _ window: DateInterval) -> Bool {
        date >= window.start && date < window.end
    }
}
