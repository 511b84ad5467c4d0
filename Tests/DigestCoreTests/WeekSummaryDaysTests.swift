import Foundation
import Testing

@testable import DigestCore

/// The seven days of a week's summary: what `days.csv` reads, each day cut in the week's zone.
struct WeekSummaryDaysTests {
    static let week = ISOWeek(containing: LocalDate(year: 2026, month: 11, day: 16) ?? LocalDate(dayNumber: 0))

    @Test(arguments: [
        // Monday's first second in Tokyo is Sunday 15:00 in UTC.
        ("2026-11-15T15:00:00Z", 0), ("2026-11-15T14:59:59Z", 0), ("2026-11-16T14:59:59Z", 0),
        ("2026-11-16T15:00:00Z", 1), ("2026-11-22T14:59:59Z", 6),
        // Outside the week (a source's clock or a stored week from before the filter): its nearest day.
        ("2026-11-22T15:00:00Z", 6), ("1970-01-01T00:00:00Z", 0),
    ])
    func aDateCountsOnItsDayInTheWeeksZone(instant: String, day: Int) throws {
        let date = try #require(ISOTimestamp.parse(instant))
        var expected = [Int](repeating: 0, count: 7)
        expected[day] = 1
        #expect(WeekSummary.perDay([date], of: Self.week, in: "Asia/Tokyo") == expected)
    }

    @Test func theDaysAddUpAndAnUnknownZoneIsUTC() throws {
        let dates = try ["2026-11-16T00:00:00Z", "2026-11-16T23:59:59Z", "2026-11-22T23:00:00Z"].map {
            try #require(ISOTimestamp.parse($0))
        }
        #expect(WeekSummary.perDay(dates, of: Self.week, in: "Not/AZone") == [2, 0, 0, 0, 0, 0, 1])
        #expect(WeekSummary.perDay([], of: Self.week, in: "UTC") == [0, 0, 0, 0, 0, 0, 0])
    }

    @Test func aSummaryWithoutASectionHasEmptyCellsAndItsDatesAllTheSame() throws {
        var summary = WeekSummary(
            week: Self.week, generatedAt: Date(timeIntervalSince1970: 0), codingSeconds: 60, topLanguage: nil,
            articles: nil, links: 2, isPartial: false, days: [60, 0, 0, 0, 0, 0, 0])
        summary.linkDays = [0, 0, 2, 0, 0, 0, 0]
        let rows = summary.dayRows
        #expect(rows.map(\.date.description).first == "2026-11-16" && rows.last?.date.description == "2026-11-22")
        #expect(rows.map(\.codingSeconds) == [60, 0, 0, 0, 0, 0, 0])
        #expect(rows.allSatisfy { $0.commits == nil && $0.articles == nil })
        #expect(rows.compactMap(\.links).reduce(0, +) == 2)
        #expect(summary.isWellFormed)
        summary.commitDays = [CommitStats.Count(commits: 1)]
        #expect(!summary.isWellFormed, "six days short: the index is read again from the snapshots")
    }
}
