import Testing

@testable import DigestCore

struct CodingStatsTests {
    static func days(_ seconds: [Int]) -> [DayTotal] {
        let monday = LocalDate(year: 2026, month: 11, day: 16) ?? LocalDate(dayNumber: 0)
        return seconds.enumerated().map { DayTotal(date: monday.adding(days: $0.offset), seconds: $0.element) }
    }

    @Test func totalsAverageAndBestDay() {
        let stats = CodingStats(
            days: Self.days([3600, 7200, 0, 7200, 1800, 0, 0]), languages: [], projects: [], editors: [])
        #expect(stats.totalSeconds == 19_800)
        #expect(stats.activeDays == 4)
        #expect(stats.dailyAverageSeconds == 4950)
        #expect(stats.bestDay?.date.description == "2026-11-17")
    }

    @Test func idleWeekHasNoBestDayAndZeroAverage() {
        let stats = CodingStats(days: Self.days([0, 0, 0, 0, 0, 0, 0]), languages: [], projects: [], editors: [])
        #expect(stats.totalSeconds == 0)
        #expect(stats.dailyAverageSeconds == 0)
        #expect(stats.bestDay == nil)
    }

    @Test func totalFallsBackToLanguagesWithoutDays() {
        let stats = CodingStats(
            days: [], languages: [.init(name: "Swift", seconds: 100), .init(name: "C", seconds: 50)],
            projects: [], editors: [])
        #expect(stats.totalSeconds == 150)
    }

    @Test func breakdownsAreRankedAndEmptyEntriesDropped() {
        let stats = CodingStats(
            days: [],
            languages: [
                .init(name: "b", seconds: 5), .init(name: "a", seconds: 5), .init(name: "z", seconds: 9),
                .init(name: "none", seconds: 0), .init(name: "negative", seconds: -40),
            ],
            projects: [], editors: [])
        #expect(stats.languages.map(\.name) == ["z", "a", "b"])
    }

    static let percentCases: [[Int]] = [
        [1, 1, 1], [1, 1, 1, 1, 1, 1, 1], [22200, 9600, 5400, 3000, 2700, 1800, 1200, 600, 600],
        [1], [999_999, 1], [5, 5], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
    ]

    @Test(arguments: percentCases)
    func percentagesAddUpToExactlyOneHundred(seconds: [Int]) {
        let shares = seconds.enumerated().map { TimeShare(name: "\($0.offset)", seconds: $0.element) }
        let percents = TimeShare.percentages(of: shares)
        #expect(percents.reduce(0, +) == 100)
        #expect(percents.allSatisfy { $0 >= 0 && $0 <= 100 })
        let total = Double(seconds.reduce(0, +))
        for (value, percent) in zip(seconds, percents) {
            #expect(abs(Double(value) * 100 / total - Double(percent)) < 1)
        }
    }

    @Test func percentagesOfNothingAreZero() {
        #expect(TimeShare.percentages(of: [.init(name: "a", seconds: 0)]) == [0])
        #expect(TimeShare.percentages(of: []) == [])
    }

    static let readingCases: [(String, Int)] = [
        ("", 1),
        (String(repeating: "語", count: 500), 1),
        (String(repeating: "語", count: 5000), 10),
        (String(repeating: "word ", count: 2000), 10),
        (String(repeating: "かな", count: 1500) + String(repeating: " word", count: 600), 9),
        (String(repeating: "🚀 ** __ ", count: 1000), 1),
    ]

    @Test(arguments: readingCases)
    func readingTime(body: String, minutes: Int) {
        #expect(ReadingTime.minutes(forBody: body) == minutes)
    }
}
