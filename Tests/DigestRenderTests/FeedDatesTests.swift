import Foundation
import Testing

@testable import DigestCore
@testable import DigestRender

/// Feed entries carry `published` (the week's end, in its zone) and an `updated` of their own, so a
/// history built in one run (every snapshot made in the same second) still orders by week.
struct FeedDatesTests {
    static func summaries(_ weeks: ClosedRange<Int>, generatedAt: Date) throws -> [WeekSummary] {
        try weeks.map { number in
            var summary = try SitePagesTests.summary("2026-W\(number)")
            summary.generatedAt = generatedAt
            return summary
        }
    }

    static func values(_ tag: String, in xml: String) -> [String] {
        xml.components(separatedBy: "<entry>").dropFirst().compactMap { entry in
            entry.components(separatedBy: "<\(tag)>").dropFirst().first?.components(separatedBy: "</\(tag)>").first
        }
    }

    @Test func aHistoryBuiltInOneSecondStillHasDistinctOrderedUpdates() throws {
        let made = try #require(ISOTimestamp.parse("2026-11-23T07:00:00+09:00"))
        let xml = AtomFeed(site: .unknown, words: try Fixtures.words()).xml(
            try Self.summaries(36...47, generatedAt: made).map { FeedEntry(summary: $0, markdown: nil) })
        let updated = Self.values("updated", in: xml), published = Self.values("published", in: xml)
        #expect(updated.count == 12 && published.count == 12)
        #expect(Set(updated).count == 12, "no two entries share atom:updated: \(updated)")
        #expect(updated == updated.sorted(by: >), "newest week first, newest update first")
        for (publishedAt, updatedAt) in zip(published, updated) {
            #expect(publishedAt <= updatedAt, "published \(publishedAt) after updated \(updatedAt)")
        }
        #expect(published.first == "2026-11-22T15:00:00Z", "2026-W47 ended at midnight in Tokyo")
        #expect(updated.first == "2026-11-22T22:00:00Z", "the newest week keeps its own time")
        #expect(updated.last == "2026-11-22T21:59:49Z", "older weeks step back a second each")
    }

    @Test func weeksMadeAtTheirOwnTimesKeepThem() throws {
        var summaries: [WeekSummary] = []
        for number in 45...47 {
            var summary = try SitePagesTests.summary("2026-W\(number)")
            summary.generatedAt = summary.end.addingTimeInterval(7 * 3600)
            summaries.append(summary)
        }
        let xml = AtomFeed(site: .unknown, words: try Fixtures.words()).xml(
            summaries.map { FeedEntry(summary: $0, markdown: nil) })
        #expect(
            Self.values("updated", in: xml)
                == ["2026-11-22T22:00:00Z", "2026-11-15T22:00:00Z", "2026-11-08T22:00:00Z"])
    }

    @Test func anIndexWrittenBeforeTheZoneWasKeptReadsAsUTC() throws {
        var summary = try SitePagesTests.summary("2026-W47")
        summary.timeZone = nil
        #expect(ISOTimestamp.string(summary.end) == "2026-11-23T00:00:00Z")
    }
}
