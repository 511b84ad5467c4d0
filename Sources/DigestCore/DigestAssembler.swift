import Foundation

/// Joins what the sources fetched into the week's `Digest`. Pure: time and zone come in as values.
public struct DigestAssembler: Sendable {
    /// The most articles on the reading list.
    public var readingListLimit: Int

    /// Creates an assembler.
    public init(readingListLimit: Int = 15) {
        self.readingListLimit = max(0, readingListLimit)
    }

    /// Builds the digest of `week` in `timeZone` from `fetched`, stamped `generatedAt`.
    public func assemble(_ fetched: FetchedWeek, week: ISOWeek, timeZone: TimeZone, generatedAt: Date) -> Digest {
        let window = week.window(in: timeZone)
        return Digest(
            week: week,
            timeZone: timeZone.identifier,
            generatedAt: Date(timeIntervalSince1970: generatedAt.timeIntervalSince1970.rounded(.down)),
            coding: fetched.coding.map { fitted($0, to: week) },
            readingList: fetched.articles.map { readingList(from: $0, in: window) },
            sharedLinks: fetched.posts.map { posts in
                LinkCollector.collect(posts.filter { Self.isInside($0.createdAt, window) })
            })
    }

    /// Exactly one entry per day of `week`, in order, filling idle days with zero.
    func fitted(_ stats: CodingStats, to week: ISOWeek) -> CodingStats {
        var byDay: [LocalDate: Int] = [:]
        for day in stats.days { byDay[day.date, default: 0] += day.seconds }
        var fitted = stats
        fitted.days = week.days.map { DayTotal(date: $0, seconds: byDay[$0] ?? 0) }
        return fitted
    }

    /// Articles published inside `window`, once each, ranked by likes plus stocks, capped.
    func readingList(from articles: [Article], in window: DateInterval) -> [Article] {
        var seen: Set<String> = []
        let inWeek = articles.filter { Self.isInside($0.createdAt, window) && seen.insert($0.id).inserted }
        let ranked = inWeek.sorted {
            let a = $0.likes + $0.stocks, b = $1.likes + $1.stocks
            return a != b ? a > b : ($0.createdAt, $0.id) < ($1.createdAt, $1.id)
        }
        return Array(ranked.prefix(readingListLimit))
    }

    /// Whether `date` lies in the half-open `[start, end)` window (`DateInterval.contains` includes the end).
    static func isInside(_ date: Date, _ window: DateInterval) -> Bool {
        date >= window.start && date < window.end
    }
}
