import DigestApp
import DigestSystem
import Foundation
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestRender

/// The locale files: every one complete and consistent with en.json, phrases filled safely, and
/// Japanese dates and durations written the Japanese way.
struct LocaleTests {
    static let catalog = LocaleCatalog(templateFolder: Fixtures.templateFolder, fileSystem: LocalFileSystem())

    /// Every key path of a JSON value: `page.total`, `dates.weekdays`.
    static func keyPaths(_ value: Any, prefix: String = "") -> Set<String> {
        guard let object = value as? [String: Any] else { return [prefix] }
        return object.reduce(into: Set<String>()) { paths, pair in
            paths.formUnion(keyPaths(pair.value, prefix: prefix.isEmpty ? pair.key : prefix + "." + pair.key))
        }
    }

    static func json(_ code: String) throws -> Any {
        try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: Fixtures.templateFolder + "/locales/\(code).json")))
    }

    @Test func theRepositoryHasEnglishAndJapanese() {
        #expect(Self.catalog.codes == ["en", "ja"])
    }

    @Test(arguments: LocaleCatalog(templateFolder: Fixtures.templateFolder, fileSystem: LocalFileSystem()).codes)
    func everyLocaleLoadsAndHasExactlyTheKeysOfEnglish(code: String) throws {
        let words = try Self.catalog.words(for: code)
        #expect(words.code == code)
        let english = Self.keyPaths(try Self.json("en")), own = Self.keyPaths(try Self.json(code))
        #expect(english.subtracting(own).sorted() == [], "missing in \(code).json")
        #expect(
            own.subtracting(english).sorted() == [],
            "in \(code).json but not in en.json: a typo, or a key to add to every locale")
    }

    @Test(arguments: [
        ("{hours} h {minutes} m", ["hours": "6", "minutes": "10"], "6 h 10 m"),
        ("{hours}時間{minutes}分", ["hours": "6", "minutes": "10"], "6時間10分"),
        ("{title} {unknown}", ["title": "T"], "T {unknown}"),
        ("{title}", ["title": "{title} and {count}"], "{title} and {count}"),
        ("open { never closed {title}", ["title": "T"], "open { never closed {title}"),
        ("", ["title": "T"], ""),
        ("no placeholders", [:], "no placeholders"),
        ("{a}{a}", ["a": "<&>"], "<&><&>"),
        ("{{a}}", ["a": "X"], "{{a}}"), ("{{a}}", ["{a": "Y"], "Y}"), ("{}", ["": "E"], "E"),
        ("🚀{a}e\u{301}", ["a": "日本"], "🚀日本e\u{301}"), ("}{a}{", ["a": "X"], "}X{"),
    ])
    func phrasesFillTheirPlaceholdersOnce(text: String, values: [String: String], expected: String) {
        #expect(Phrase(text).filled { values[$0] } == expected)
    }

    /// A phrase filled from its literal bytes and holes gives what its pieces, put together one
    /// by one, give: random phrases of runs, placeholders, stray braces, Japanese and emoji, with
    /// some names given (text with braces of its own among them) and some not (kept as written).
    @Test(arguments: 0..<20)
    func phrasesFillAsTheirPiecesSay(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let parts = ["{a}", "{b}", "{long name}", "{", "}", "{}", "x", " ", "日本", "🚀", "e\u{301}", "\\", ""]
        let values = ["a": "<&>", "b": "{a}", "": "E", "long name": "長い"]
        for _ in 0..<200 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in
                parts.randomElement(using: &random) ?? ""
            }.joined()
            let phrase = Phrase(text)
            let expected = phrase.pieces.map { piece -> String in
                switch piece {
                case .text(let run): run
                case .placeholder(let name): values[name] ?? "{\(name)}"
                }
            }.joined()
            #expect(phrase.filled { values[$0] } == expected, "\(text)")
            let names = phrase.pieces.compactMap { piece -> String? in
                guard case .placeholder(let name) = piece else { return nil }
                return name
            }
            #expect(phrase.placeholders == names, "\(text)")
        }
    }

    /// A duration pattern's numbers, written digit by digit between the phrase's runs of bytes,
    /// give what filling the phrase with their text gives: zero, negative, the largest and
    /// smallest Int, names without a number (kept as `{name}`), braces left open, Japanese and
    /// emoji around them, and a phrase made only of placeholders; each with both names, or one.
    @Test(arguments: [
        "{hours} h {minutes} m", "{hours}時間{minutes}分", "{minutes}", "", "plain", "{hours}{hours}{hours}",
        "{unknown} and {hours}", "{hours", "}{minutes}{", "🚀{minutes}🚀 e\u{301}", "{} {minutes}",
    ])
    func durationPatternsFillAPhraseAsTheirTextDoes(text: String) {
        let phrase = Phrase(text)
        let namings: [[String: DurationPattern.Number]] = [
            ["hours": .hours, "minutes": .minutes], ["hours": .hours], ["minutes": .minutes], [:],
        ]
        for naming in namings {
            let pattern = DurationPattern(phrase, numbers: naming)
            for (hours, minutes) in [(0, 0), (6, 10), (-5, 12), (Int.max, Int.min), (1_000, 7), (Int.min, Int.max)] {
                let numbers = naming.mapValues { $0 == .hours ? hours : minutes }
                #expect(
                    pattern.filled(hours: hours, minutes: minutes) == phrase.filled { numbers[$0].map(String.init) })
            }
        }
    }

    @Test(arguments: [
        (22_200, "6時間10分", "6 h 10 m"), (2_700, "45分", "45 m"), (7_200, "2時間", "2 h"),
        (0, "0分", "0 m"), (29, "1分未満", "< 1 m"), (-5, "0分", "0 m"), (3_599_999, "1000時間", "1000 h"),
    ])
    func durationsFollowTheLocale(seconds: Int, japanese: String, english: String) throws {
        #expect(DurationFormat(try Fixtures.words("ja").durations).text(seconds: seconds) == japanese)
        #expect(DurationFormat(try Fixtures.words("en").durations).text(seconds: seconds) == english)
    }

    @Test func japaneseChangesAndUnbrokenDurations() throws {
        let format = DurationFormat(try Fixtures.words("ja").durations)
        #expect(format.change(seconds: 3_900) == "+1時間5分")
        #expect(format.change(seconds: -1_500) == "\u{2212}25分")
        #expect(format.change(seconds: 10) == "±0分")
        let unbroken = DurationFormat(try Fixtures.words("ja").durations, unbroken: true)
        #expect(unbroken.text(seconds: 9_600) == "2\u{2060}時\u{2060}間\u{2060}40\u{2060}分")
        #expect(unbroken.change(seconds: -1_500) == "\u{2212}25\u{2060}分")
        let english = DurationFormat(try Fixtures.words("en").durations, unbroken: true)
        #expect(english.text(seconds: 22_200) == "6\u{00A0}h\u{00A0}10\u{00A0}m")
    }

    @Test(arguments: [
        ("2026-W47", "2026年11月16日〜22日", "16–22 November 2026"),
        ("2026-W49", "2026年11月30日〜12月6日", "30 November – 6 December 2026"),
        ("2026-W53", "2026年12月28日〜2027年1月3日", "28 December 2026 – 3 January 2027"),
    ])
    func weekRangesFollowTheLocale(week: String, japanese: String, english: String) throws {
        let parsed = try ISOWeek(parsing: week)
        #expect(DateFormat(try Fixtures.words("ja").dates).range(parsed) == japanese)
        #expect(DateFormat(try Fixtures.words("en").dates).range(parsed) == english)
    }

    @Test func daysFollowTheLocale() throws {
        let tuesday = try ISOWeek(parsing: "2026-W47").monday.adding(days: 1)
        #expect(DateFormat(try Fixtures.words("ja").dates).day(tuesday) == "11月17日(火)")
        #expect(DateFormat(try Fixtures.words("en").dates).day(tuesday) == "Tue 17 Nov")
    }

    @Test func headlineNumbersAndDescriptionInJapanese() throws {
        let headline = WeekHeadline(try Fixtures.words("ja"))
        let summary = try SitePagesTests.summary("2026-W47", coding: 22_200, articles: 1, links: 6)
        #expect(headline.numbers(summary) == "コーディング 6時間10分(主にSwift) · 記事 1本 · リンク 6件")
        #expect(
            headline.description(summary)
                == "週間ダイジェスト 2026-W47(2026年11月16日〜22日): コーディング 6時間10分(主にSwift)、記事 1本、リンク 6件。")
        let silent = try SitePagesTests.summary("2026-W47", coding: nil, articles: nil, links: nil)
        #expect(headline.description(silent) == "週間ダイジェスト 2026-W47(2026年11月16日〜22日)。")
    }
}
