import Foundation
import TestSupport
import Testing

@testable import DigestCore

/// The timeline the trends and year pages read: windows, averages, streaks and years, from
/// summaries alone.
struct WeekHistoryTests {
    static func week(_ text: String) throws -> ISOWeek { try ISOWeek(parsing: text) }

    static func summary(_ week: String, days: [Int]?, languages: [TimeShare] = [], tags: [NameCount] = [])
        throws -> WeekSummary
    {
        WeekSummary(
            week: try Self.week(week), generatedAt: Date(timeIntervalSince1970: 0),
            codingSeconds: days.map { $0.reduce(0, +) }, topLanguage: nil, articles: 2, links: 1,
            isPartial: days == nil, days: days, languages: days == nil ? nil : languages, tags: tags)
    }

    @Test(
        arguments: [
            // Days of consecutive weeks (nil: a week without coding data), then (current, longest) in days.
            ([[1, 1, 1, 0, 1, 1, 0]], 0, 3),
            ([[1, 1, 1, 1, 1, 1, 1], [1, 1, 0, 0, 0, 0, 1]], 1, 9),
            ([[0, 0, 0, 0, 0, 0, 0]], 0, 0),
            ([[1, 1, 1, 1, 1, 1, 1], nil, [1, 1, 1, 1, 1, 1, 1]], 7, 7),
            ([[0, 0, 0, 0, 0, 1, 1], [1, 1, 1, 1, 1, 1, 1], [1, 1, 0, 1, 1, 1, 1]], 4, 11),
        ] as [([[Int]?], Int, Int)])
    func streaksCountConsecutiveCodingDaysAndAGapBreaksThem(weeks: [[Int]?], current: Int, longest: Int) throws {
        var week = try Self.week("2026-W01")
        var summaries: [WeekSummary] = []
        for days in weeks {
            summaries.append(try Self.summary(week.description, days: days))
            week = week.next
        }
        let streaks = WeekHistory(summaries).streaks
        #expect((streaks.current?.days ?? 0) == current)
        #expect((streaks.longest?.days ?? 0) == longest)
    }

    @Test func aStreakAcrossTheYearsEndIsOneStreakWithItsDates() throws {
        let history = WeekHistory([
            try Self.summary("2026-W53", days: [0, 0, 0, 0, 0, 60, 60]),
            try Self.summary("2027-W01", days: [60, 0, 0, 0, 0, 0, 0]),
        ])
        let longest = try #require(history.streaks.longest)
        #expect(longest.first.description == "2027-01-02" && longest.last.description == "2027-01-04")
        #expect(history.streaks.current == nil)
    }

    @Test func averagesLeaveOutWeeksWithoutDataAndWeeksTheSiteLacks() throws {
        let history = WeekHistory([
            try Self.summary("2026-W40", days: [3600, 0, 0, 0, 0, 0, 0]),
            try Self.summary("2026-W41", days: nil),
            // W42 is missing from the site.
            try Self.summary("2026-W43", days: [7200, 0, 0, 0, 0, 0, 0]),
            try Self.summary("2026-W44", days: [0, 0, 0, 0, 0, 0, 0]),
        ])
        #expect(history.average(of: 4, before: try Self.week("2026-W44")) == 5400)
        #expect(history.average(of: 4, before: try Self.week("2026-W45")) == 3600, "W41..W44: 7200 and 0")
        #expect(history.average(of: 1, before: try Self.week("2026-W42")) == nil, "W41 has no data")
        #expect(
            history.movingAverage(2, at: try ["2026-W40", "2026-W41", "2026-W42", "2026-W43"].map(Self.week))
                == [3600, 3600, nil, 7200])
        #expect(history.weeks(52, endingWith: try Self.week("2026-W44")).map(\.description).first == "2026-W40")
        #expect(history.weeks(2, endingWith: try Self.week("2026-W44")).map(\.description) == ["2026-W43", "2026-W44"])
    }

    @Test func aYearCountsEachWeekInTheMonthOfItsThursdayAndComparesNothingItLacks() throws {
        // 2026-W01 runs from Mon 29 Dec 2025; its Thursday is 1 Jan 2026. 2026-W05's Thursday is 29 Jan,
        // 2026-W06's is 5 Feb though its Monday is 2 Feb.
        let history = WeekHistory([
            try Self.summary("2025-W52", days: [100, 0, 0, 0, 0, 0, 0], languages: [.init(name: "Go", seconds: 100)]),
            try Self.summary(
                "2026-W01", days: [10, 10, 10, 10, 0, 0, 0], languages: [.init(name: "Swift", seconds: 40)]),
            try Self.summary(
                "2026-W05", days: [0, 0, 0, 0, 0, 0, 500],
                languages: [.init(name: "Go", seconds: 300), .init(name: "Swift", seconds: 200)],
                tags: [NameCount(name: "Swift", count: 2), NameCount(name: "Go", count: 2)]),
            try Self.summary("2026-W06", days: nil, tags: [NameCount(name: "Go", count: 1)]),
        ])
        let year = YearReview(year: 2026, history: history)
        #expect(year.weeks.count == 3)
        #expect(year.months == [540, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        #expect(year.totalSeconds == 540 && year.codingDays == 5)
        #expect(year.bestWeek?.week.description == "2026-W05")
        #expect(year.languages == [TimeShare(name: "Go", seconds: 300), TimeShare(name: "Swift", seconds: 240)])
        #expect(year.tags == [NameCount(name: "Go", count: 3), NameCount(name: "Swift", count: 2)])
        #expect(history.years == [2025, 2026])
        #expect(YearReview(year: 2024, history: history).bestWeek == nil)
    }

    @Test func aWeekOfEqualBestTimesGivesTheEarliest() throws {
        let history = WeekHistory([
            try Self.summary("2026-W10", days: [60, 0, 0, 0, 0, 0, 0]),
            try Self.summary("2026-W11", days: [60, 0, 0, 0, 0, 0, 0]),
            try Self.summary("2026-W12", days: [0, 0, 0, 0, 0, 0, 0]),
        ])
        #expect(YearReview(year: 2026, history: history).bestWeek?.week.description == "2026-W10")
    }

    @Test func summariesKeepSevenDaysWhateverTheSnapshotHolds() throws {
        let week = try Self.week("2026-W47")
        let stats = CodingStats(
            days: [
                DayTotal(date: try #require(LocalDate(parsing: "2026-11-16")), seconds: 100),
                DayTotal(date: try #require(LocalDate(parsing: "2026-11-22")), seconds: 5),
                DayTotal(date: try #require(LocalDate(parsing: "2026-11-23")), seconds: 999),
            ], languages: [], projects: [], editors: [])
        #expect(WeekSummary.days(of: stats, in: week) == [100, 0, 0, 0, 0, 0, 5], "a day outside the week is dropped")
    }

    @Test(arguments: 0..<25 as Range<UInt64>)
    func addingWeeksInPiecesGivesTheHistoryOfThemAll(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        // Mostly later weeks, as a rebuild adds them, with some earlier and some repeated.
        var summaries: [WeekSummary] = []
        var week = try Self.week("2025-W50")
        for index in 0..<Int.random(in: 0...120, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: week = week.previous.previous
            case 1: break
            default: week = week.next
            }
            summaries.append(try Self.summary(week.description, days: [index, 0, 0, 0, 0, 0, 1]))
        }
        var history = WeekHistory([])
        // Room made as a rebuild makes it, for as many as there are, or for a few of them.
        history.reserveCapacity(Int.random(in: 0...summaries.count + 1, using: &random))
        var rest = summaries[...]
        while !rest.isEmpty {
            let piece = rest.prefix(Int.random(in: 1...20, using: &random))
            history.add(piece)
            rest = rest.dropFirst(piece.count)
        }
        let whole = WeekHistory(summaries)
        #expect(history.summaries == whole.summaries)
        #expect(history.byWeek == whole.byWeek)
        #expect(zip(history.summaries, history.summaries.dropFirst()).allSatisfy { $0.week < $1.week })
    }

    /// A year's weeks and the list of years are found by halving the sorted summaries; they are
    /// held to a look at every week on histories with gaps of days, weeks and whole years, a
    /// single week, none, and years before and after the history.
    @Test(arguments: 0..<25)
    func aYearsWeeksAndTheYearsAreWhatALookAtEveryWeekFinds(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        var summaries: [WeekSummary] = []
        var week = try ISOWeek(year: Int.random(in: 2000...2040, using: &random), week: 1)
        for _ in 0..<Int.random(in: 0...(seed == 0 ? 0 : seed == 1 ? 1 : 400), using: &random) {
            summaries.append(try Self.summary(week.description, days: [1, 0, 0, 0, 0, 0, 0]))
            // Mostly the next week; now and then a jump of months or of years.
            for _ in 0..<[1, 1, 1, 1, 2, 20, 60, 200][Int.random(in: 0..<8, using: &random)] { week = week.next }
            if week.year > 2095 { break }
        }
        let history = WeekHistory(summaries)
        let years = Array(Set(summaries.map(\.week.year))).sorted()
        #expect(history.years == years)
        for year in (years.first ?? 2000) - 1...(years.last ?? 2000) + 1 {
            #expect(Array(history.summaries(of: year)) == summaries.filter { $0.week.year == year })
        }
    }
}
