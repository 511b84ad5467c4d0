import TestSupport
import Testing

@testable import DigestCore

/// Week-over-week changes.
struct CodingComparisonTests {
    static let monday = LocalDate(year: 2026, month: 11, day: 16) ?? LocalDate(dayNumber: 0)

    func stats(_ daily: [Int], _ languages: [(String, Int)]) -> CodingStats {
        CodingStats(
            days: daily.enumerated().map { DayTotal(date: Self.monday.adding(days: $0.offset), seconds: $0.element) },
            languages: languages.map { TimeShare(name: $0.0, seconds: $0.1) }, projects: [], editors: [])
    }

    @Test func totalAndPerLanguageChanges() {
        let before = stats([3600, 3600], [("Swift", 4800), ("Go", 2400)])
        let now = stats([7200, 1800], [("Swift", 9600), ("Rust", 600)])
        let comparison = CodingComparison(current: now, previous: before)
        #expect(comparison.totalChange == 1800)
        #expect(comparison.change(forLanguage: "Swift") == 4800)
        #expect(comparison.change(forLanguage: "Rust") == nil, "new this week")
        #expect(comparison.change(forLanguage: "Go") == nil, "not coded this week")
    }

    @Test func anIdleWeekAfterABusyOneIsANegativeChange() {
        let comparison = CodingComparison(current: stats([0], []), previous: stats([5400], [("Swift", 5400)]))
        #expect(comparison.totalChange == -5400)
        #expect(comparison.languageChanges.isEmpty)
    }

    @Test func namesAreComparedExactly() {
        let comparison = CodingComparison(
            current: stats([60], [("日本語", 60), ("swift", 60)]),
            previous: stats([60], [("日本語", 120), ("Swift", 60)]))
        #expect(comparison.change(forLanguage: "日本語") == -60)
        #expect(comparison.change(forLanguage: "swift") == nil)
    }

    /// Looking through the lists (a handful of languages) and hashing them (a list too long to
    /// look through) give the same changes, with names repeated, missing on either side, equal
    /// only under Unicode's rules, or in Japanese.
    @Test(arguments: [3, 32, 33, 200]) func shortAndLongListsGiveTheSameChanges(count: Int) {
        var random = SeededRandom(seed: UInt64(count))
        let names = ["Swift", "Go", "日本語", "e\u{301}", "\u{E9}", "Rust", "swift", ""]
        func languages() -> [(String, Int)] {
            (0..<count).map { index in
                (
                    index < names.count ? names[index] : names[Int(random.next() % 8)] + String(random.next() % 50),
                    Int(random.next() % 10_000)
                )
            }
        }
        let now = languages(), before = languages()
        // Assigned as they are, as the snapshot reader does: repeated names stay repeated.
        var current = stats([60], []), previous = stats([60], [])
        current.languages = now.map { TimeShare(name: $0.0, seconds: $0.1) }
        previous.languages = before.map { TimeShare(name: $0.0, seconds: $0.1) }
        let comparison = CodingComparison(current: current, previous: previous)
        // The dictionary this once was, as the expected answer.
        var old: [String: Int] = [:]
        for (name, seconds) in before { old[name, default: 0] += seconds }
        var expected: [String: Int] = [:]
        for (name, seconds) in now { if let was = old[name] { expected[name] = seconds - was } }
        for name in Set(now.map(\.0) + before.map(\.0) + ["absent"]) {
            #expect(comparison.change(forLanguage: name) == expected[name], "\(name)")
        }
    }
}
