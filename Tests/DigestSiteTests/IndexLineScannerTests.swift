import DigestCore
import Foundation
import SiteFixtures
import TestSupport
import Testing

@testable import DigestSite

/// The index's lines read without `JSONDecoder` give exactly what `JSONDecoder` gives, or nothing
/// (and `JSONDecoder` reads the line then): whole and as outlines, on seeded random weeks with
/// hostile names, on odd lines, and on a real site's index.
struct IndexLineScannerTests {
    static let names = [
        "Swift", "C++", "日本語", "タグ 🏷️", "a \"quoted\" name", "back\\slash", "line\nbreak", "tab\there",
        "control \u{1}", "slash/name", "<script>", "", "e\u{301}", String(repeating: "x", count: 300),
    ]

    /// A week of random numbers and names, some fields left out.
    static func week(_ random: inout SeededRandom, number: Int) throws -> WeekSummary {
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        func maybe<T>(_ value: T) -> T? { random.next() % 4 == 0 ? nil : value }
        let count = Int(random.next() % 8)
        return WeekSummary(
            week: try ISOWeek(year: 2000 + number / 52, week: 1 + number % 52),
            generatedAt: Date(timeIntervalSince1970: Double(1_700_000_000 + Int(random.next() % 90_000_000))),
            codingSeconds: maybe(Int(random.next() % 200_000)), topLanguage: maybe(pick(names)),
            articles: maybe(Int(random.next() % 30)), links: maybe(Int(random.next() % 30)),
            isPartial: random.next() % 2 == 0, timeZone: maybe(pick(["Asia/Tokyo", "UTC", "America/Los_Angeles"])),
            days: maybe((0..<7).map { _ in Int(random.next() % 40_000) }),
            languages: maybe(
                (0..<count).map { _ in TimeShare(name: pick(names), seconds: Int(random.next() % 9_000)) }),
            tags: maybe((0..<count).map { _ in NameCount(name: pick(names), count: Int(random.next() % 9)) }),
            shared: maybe(
                (0..<count).map { _ in
                    LinkMention(url: "https://example.com/" + pick(names), host: pick(names), title: maybe(pick(names)))
                }),
            commits: maybe(Int(random.next() % 50)))
    }

    /// `line` read by `JSONDecoder`, whole and as an outline, as the index was read before.
    static func decoded(_ line: ArraySlice<UInt8>) -> (whole: WeekSummary?, outline: WeekSummary?) {
        let decoder = SiteIndex.decoder()
        return (
            try? decoder.decode(WeekSummary.self, from: Data(line)),
            (try? decoder.decode(WeekSummary.Outline.self, from: Data(line))).map(WeekSummary.init)
        )
    }

    /// Checks `line` both ways; returns whether the scanner read it whole.
    @discardableResult
    static func agree(_ line: ArraySlice<UInt8>) -> Bool {
        let expected = decoded(line)
        let whole = IndexLineScanner.summary(line, outlined: false)
        let outline = IndexLineScanner.summary(line, outlined: true)
        #expect(whole == nil || whole == expected.whole, "\(String(decoding: line, as: UTF8.self))")
        #expect(outline == nil || outline == expected.outline, "\(String(decoding: line, as: UTF8.self))")
        return whole != nil
    }

    @Test func twoThousandRandomWeeksReadAsJSONDecoderReadsThem() throws {
        var random = SeededRandom(seed: 58)
        let encoder = SiteIndex.encoder()
        var read = 0, plain = 0
        for number in 0..<2_000 {
            let week = try Self.week(&random, number: number)
            let line = ArraySlice(try encoder.encode(week))
            if Self.agree(line) { read += 1 }
            // A line without a \u escape (the encoder writes most control characters so) is always read.
            if !String(decoding: line, as: UTF8.self).contains("\\u") { plain += 1 }
        }
        #expect(read == plain, "every line without a \\u escape is read by the scanner (\(read) of \(plain))")
    }

    /// (line, whether JSONDecoder reads it whole): the scanner never reads one JSONDecoder refuses,
    /// and what it reads it reads the same.
    static let odd: [String] = [
        #"{"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"week":"2026-W47"}"#,
        #"{ "generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"week":"2026-W47"}"#,
        #"{"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"week":"2026-W47","week":"2026-W48"}"#,
        #"{"codingSeconds":-5,"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"week":"2026-W47"}"#,
        #"{"codingSeconds":1.5,"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"week":"2026-W47"}"#,
        #"{"codingSeconds":1e3,"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"week":"2026-W47"}"#,
        #"{"codingSeconds":99999999999999999999,"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"week":"2026-W47"}"#,
        #"{"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"topLanguage":"\u0041","week":"2026-W47"}"#,
        #"{"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"topLanguage":null,"week":"2026-W47"}"#,
        #"{"generatedAt":"2026-11-22T22:00:00+09:00","isPartial":false,"week":"2026-W47"}"#,
        #"{"generatedAt":"2026-11-22T22:00:00.5Z","isPartial":false,"week":"2026-W47"}"#,
        #"{"generatedAt":"2026-11-22T22:00:00Z","week":"2026-W47"}"#,
        #"{"generatedAt":"2026-11-22T22:00:00Z","isPartial":"no","week":"2026-W47"}"#,
        #"{"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"week":"2026-w47"}"#,
        #"{"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"week":"2026-W99"}"#,
        #"{"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"week":"2026-W47"}x"#,
        #"{"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"week":"2026-W47""#,
        #"{"extra":{"a":[1,{"b":null}],"c":"\"x\""},"generatedAt":"2026-11-22T22:00:00Z","isPartial":true,"week":"2026-W47"}"#,
        #"{"days":[1,2,3],"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"week":"2026-W47"}"#,
        #"{"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"languages":[{"seconds":5,"name":"Swift"}],"week":"2026-W47"}"#,
        #"{"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"shared":[{"host":"a","url":"https://a"}],"week":"2026-W47"}"#,
        #"{"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"tags":[{"count":2,"name":"\\"}],"week":"2026-W47"}"#,
        // Keys out of the encoder's order, and a key twice apart: left to JSONDecoder.
        #"{"week":"2026-W47","generatedAt":"2026-11-22T22:00:00Z","isPartial":false}"#,
        #"{"generatedAt":"2026-11-22T22:00:00Z","week":"2026-W46","isPartial":false,"week":"2026-W47"}"#,
        #"{"":1,"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"week":"2026-W47"}"#,
        #"{"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"week":"2026-W47","週":1}"#,
        "", "{}", "[]", "null", "{\"week\":\"2026-W47\"", "\u{FF}\u{FE}",
    ]

    /// Text that is not ASCII (a language's name in Japanese) is read by the scanner itself, as
    /// JSONDecoder reads it.
    @Test func japaneseTextIsReadByTheScanner() throws {
        let line =
            #"{"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"languages":[{"name":"日本語","seconds":5}],"topLanguage":"日本語","week":"2026-W47"}"#
        let bytes = ArraySlice(Array(line.utf8))
        let scanned = try #require(IndexLineScanner.summary(bytes, outlined: false))
        #expect(scanned.topLanguage == "日本語")
        #expect(scanned.languages?.first?.name == "日本語")
        Self.agree(bytes)
    }

    @Test(arguments: odd)
    func anOddLineIsReadAsJSONDecoderReadsItOrLeftToIt(line: String) {
        Self.agree(ArraySlice(Array(line.utf8)))
    }

    /// Bytes that are not UTF-8, in a value an outline steps over, in a key, in a value it reads.
    @Test(arguments: [
        #"{"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"tags":[{"count":2,"name":"A?"}],"week":"2026-W47"}"#,
        #"{"e?":1,"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"week":"2026-W47"}"#,
        #"{"generatedAt":"2026-11-22T22:00:00Z","isPartial":false,"topLanguage":"?","week":"2026-W47"}"#,
    ])
    func bytesThatAreNotUTF8AreRefusedWhereverTheyAre(line: String) {
        let bytes = Array(line.utf8).map { $0 == UInt8(ascii: "?") ? 0xFF : $0 }
        #expect(Self.decoded(ArraySlice(bytes)).whole == nil)
        #expect(IndexLineScanner.summary(ArraySlice(bytes), outlined: true) == nil)
        #expect(IndexLineScanner.summary(ArraySlice(bytes), outlined: false) == nil)
    }

    @Test func everyLineOfARealIndexIsRead() async throws {
        let weeks = try (1...12).map { try ISOWeek(year: 2026, week: 35 + $0) }
        let root = try await SampleSite.snapshots(weeks)
        try SiteWriter().write(try SampleSite.builder(root).everything { _ in }.files, into: root)
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: root + "/weeks/index.json")))
        let lines = bytes.split(separator: 0x0A).dropFirst().dropLast().map {
            $0.last == UInt8(ascii: ",") ? $0.dropLast() : $0
        }
        #expect(lines.count == 12)
        for line in lines { #expect(Self.agree(line), "\(String(decoding: line, as: UTF8.self))") }
    }
}
