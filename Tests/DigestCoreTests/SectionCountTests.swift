import Foundation
import Testing

@testable import DigestCore

/// A section's count over weeks: summed over the weeks that counted it, nil when none did (a
/// week that counted none is not a week of zero).
struct SectionCountTests {
    static func week(_ number: Int, commits: Int?) throws -> WeekSummary {
        WeekSummary(
            week: try ISOWeek(parsing: "2026-W0\(number)"), generatedAt: Date(timeIntervalSince1970: 0),
            codingSeconds: nil, topLanguage: nil, articles: nil, links: nil, isPartial: false, commits: commits)
    }

    static let commits = WeekSections.counts.first { $0.key == "commits" }

    @Test(arguments: [
        ([Int?](), nil as Int?, false), ([nil, nil], nil, false), ([0], 0, true), ([nil, 3, 4], 7, true),
        ([2, nil], 2, true),
    ])
    func aCountSumsTheWeeksThatCountedIt(values: [Int?], total: Int?, counted: Bool) throws {
        let count = try #require(Self.commits)
        let weeks = try values.enumerated().map { try Self.week($0.offset + 1, commits: $0.element) }
        #expect(count.total(of: weeks) == total)
        #expect(count.isCounted(in: weeks) == counted)
    }

    @Test func theCountsAreTheSectionsThatCountInTheRegistrysOrder() {
        #expect(WeekSections.counts.map(\.key) == ["commits", "articles", "links", "reviews"])
        #expect(WeekSections.counts.map(\.phrase) == ["commits", "reads", "links", "reviews"])
        // The pages list the counts they had before commits first, a new one last.
        #expect(WeekSections.listed.map(\.key) == ["articles", "links", "commits", "reviews"])
    }
}
