import Foundation
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestRender

/// Changes against last week on the page, and percentages that add up with "Other".
struct WeekOverWeekTests {
    static let changes: [(Int, String)] = [
        (0, "±0 m"), (29, "±0 m"), (-29, "±0 m"), (30, "+1 m"), (-45, "\u{2212}1 m"), (4800, "+1 h 20 m"),
        (-1500, "\u{2212}25 m"), (36000, "+10 h"),
    ]

    @Test(arguments: changes)
    func changesAreSignedDurations(seconds: Int, expected: String) throws {
        #expect(DurationFormat(try Fixtures.words().durations).change(seconds: seconds) == expected)
    }

    /// Both forms of a change made at once are what the plain and the one-line formatters make
    /// alone: around zero and half a minute, under and over a minute, whole hours, both signs, the
    /// extremes, in English and Japanese (whose one-line form has word joiners, not only spaces).
    @Test(arguments: ["en", "ja"])
    func bothFormsOfAChangeAreWhatEachFormatterMakes(code: String) throws {
        let words = try Fixtures.words(code).durations
        let plain = DurationFormat(words), unbroken = DurationFormat(words, unbroken: true)
        let seconds = [
            0, 1, -1, 29, -29, 30, -30, 59, 60, -60, 89, 90, 3_599, 3_600, -3_600, 4_800, 36_000, 604_800,
            Int.max, Int.min + 1, Int.min,
        ]
        for second in seconds {
            let forms = plain.changeForms(seconds: second)
            #expect(forms.plain == plain.change(seconds: second), "\(second) s in \(code)")
            #expect(forms.unbroken == unbroken.change(seconds: second), "\(second) s in \(code)")
            #expect(unbroken.changeForms(seconds: second) == forms, "the formatter's own form does not matter")
        }
    }

    func digest(week: String, languages: [(String, Int)]) throws -> Digest {
        let parsed = try ISOWeek(parsing: week)
        let total = languages.reduce(0) { $0 + $1.1 }
        let stats = CodingStats(
            days: [DayTotal(date: parsed.monday, seconds: total)],
            languages: languages.map { TimeShare(name: $0.0, seconds: $0.1) }, projects: [], editors: [])
        return Digest(
            week: parsed, timeZone: "Asia/Tokyo", generatedAt: Fixtures.generatedAt, coding: .ok(stats),
            readingList: .skipped("x"), sharedLinks: .skipped("y"))
    }

    @Test func theWeekBeforeAddsChangesToTotalAndLanguages() throws {
        let now = try digest(week: "2026-W47", languages: [("Swift", 22200), ("Go", 3600), ("*Zig*", 600)])
        let before = try digest(week: "2026-W46", languages: [("Swift", 17400), ("Go", 5100)])
        let rendered = try WeekRenderer(templates: try Fixtures.templates()).render(now, previous: before)
        // The Markdown escapes "+" (it could start a list item); the page shows it plainly.
        #expect(rendered.markdown.contains(#"**Total:** 7 h 20 m (\+1 h 5 m on last week)"#))
        #expect(
            rendered.markdown.contains(
                "Swift 6 h 10 m (84%, \\+1 h 20 m), Go 1 h (14%, \u{2212}25 m), \\*Zig\\* 10 m (2%, new)"))
        let page = rendered.weekPage.asRead
        #expect(page.contains(#"<span class="sub">+1 h 5 m on last week</span>"#))
        #expect(page.contains("6 h 10 m · 84% · +1 h 20 m"))
        #expect(!page.contains("<strong>Total:</strong>"), "the card says it; the page does not repeat it")
    }

    @Test(arguments: ["2026-W45", "2026-W48", "2025-W46"])
    func aSnapshotOfAnyOtherWeekIsNotCompared(previousWeek: String) throws {
        let now = try digest(week: "2026-W47", languages: [("Swift", 22200)])
        let other = try digest(week: previousWeek, languages: [("Swift", 3600)])
        let rendered = try WeekRenderer(templates: try Fixtures.templates()).render(now, previous: other)
        #expect(!rendered.markdown.contains("on last week"))
        #expect(!rendered.weekPage.contains("on last week"))
    }

    @Test func withoutLastWeekNothingIsCompared() throws {
        let rendered = try WeekRenderer(templates: try Fixtures.templates())
            .render(try digest(week: "2026-W47", languages: [("Swift", 22200)]))
        #expect(!rendered.markdown.contains("on last week"))
        #expect(rendered.markdown.contains("Swift 6 h 10 m (100%)"))
    }

    static let chartCases: [[(String, Int)]] = [
        [("Swift", 22200), ("Other", 10500), ("Markdown", 9000)],
        (1...12).map { ("Lang\($0)", $0 * 700) },
        (1...12).map { ("Lang\($0)", $0 * 700) } + [("Other", 3000)],
        [("Other", 600)],
        [("A", 1), ("B", 1), ("C", 1)],
    ]

    @Test(arguments: chartCases)
    func theChartHasOneOtherSliceAndItsPercentagesAddTo100(languages: [(String, Int)]) throws {
        let shares = CodingStats(
            days: [], languages: languages.map { TimeShare(name: $0.0, seconds: $0.1) }, projects: [], editors: []
        ).languages
        let slices = LanguageChart(words: try Fixtures.words()).slices(of: shares)
        #expect(slices.count <= 7)
        #expect(slices.filter { $0.name == "Other" }.count <= 1)
        if let index = slices.firstIndex(where: { $0.name == "Other" }) { #expect(index == slices.count - 1) }
        #expect(slices.reduce(0) { $0 + $1.seconds } == shares.reduce(0) { $0 + $1.seconds }, "nothing is lost")
        #expect(TimeShare.percentages(of: slices).reduce(0, +) == 100)
    }

    /// The slices as they were first written, by filtering: the top languages but "Other", then
    /// the rest with WakaTime's own "Other" summed as one "Other" slice.
    static func slicesByFiltering(_ languages: [TimeShare], maxSlices: Int) -> [TimeShare] {
        let named = languages.filter { $0.name != "Other" }
        let reported = languages.filter { $0.name == "Other" }.reduce(0) { $0 + $1.seconds }
        let room = reported > 0 || named.count > maxSlices ? maxSlices - 1 : maxSlices
        let rest = named.dropFirst(room).reduce(reported) { $0 + $1.seconds }
        let top = Array(named.prefix(room))
        return rest > 0 ? top + [TimeShare(name: "Other", seconds: rest)] : top
    }

    /// Whatever the languages (none, only "Other", several "Other", zero seconds, more than
    /// fit) and however many slices fit, the chart's slices are those the filtering made.
    @Test(arguments: 1...9)
    func theSlicesAreWhatFilteringMade(maxSlices: Int) throws {
        let words = try Fixtures.words()
        var random = SeededRandom(seed: UInt64(maxSlices))
        for _ in 0..<300 {
            let languages = (0..<Int.random(in: 0...20, using: &random)).map { _ in
                TimeShare(
                    name: Bool.random(using: &random) && Bool.random(using: &random)
                        ? "Other" : "L\(Int.random(in: 0...30, using: &random))",
                    seconds: Int.random(in: 0...9_000, using: &random))
            }
            #expect(
                LanguageChart(words: words, maxSlices: maxSlices).slices(of: languages)
                    == Self.slicesByFiltering(languages, maxSlices: maxSlices), "\(languages)")
        }
    }
}
