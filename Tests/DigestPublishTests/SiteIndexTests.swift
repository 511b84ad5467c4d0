import Foundation
import Testing

@testable import DigestCore
@testable import DigestPublish

/// `weeks/index.json` is written by hand for speed: it must be the bytes `JSONEncoder` writes with
/// sorted keys, and read back whatever a top language's name holds.
struct SiteIndexTests {
    static func summary(
        _ week: String, language: String?, coding: Int? = 45_000, articles: Int? = 3, links: Int? = nil,
        partial: Bool = false, at seconds: TimeInterval = 1_795_384_800
    ) throws -> WeekSummary {
        let digest = Digest(
            week: try ISOWeek(parsing: week), timeZone: "Asia/Tokyo", generatedAt: Date(timeIntervalSince1970: seconds),
            coding: .skipped("off"), readingList: .skipped("off"), sharedLinks: .skipped("off"))
        var summary = WeekSummary(digest)
        summary.codingSeconds = coding
        summary.topLanguage = language
        summary.articles = articles
        summary.links = links
        summary.isPartial = partial
        return summary
    }

    static let languages: [String?] = [
        "Swift", nil, "", "C++", "Objective-C", "日本語", "🚀 Rocket", "quote \" and back\\slash", "</script><b>",
        "line\nbreak\r\ttab", "\u{0}\u{1}\u{8}\u{C}\u{1F}\u{7F}", "a/b", "\u{2028}\u{2029}", "\u{FEFF}bom",
    ]

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    @Test(arguments: languages)
    func theBytesAreJSONEncodersAndReadBack(language: String?) throws {
        let index = SiteIndex([
            try Self.summary("2026-W46", language: language, partial: true, at: 1_795_000_000.75),
            try Self.summary("2026-W47", language: language, coding: nil, articles: nil, links: 4),
        ])
        let written = try index.encoded()
        var expected = try Self.encoder().encode(index)
        expected.append(0x0A)
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        #expect(
            SiteIndex.decode(written)
                == SiteIndex([
                    try Self.summary("2026-W46", language: language, partial: true, at: 1_795_000_000),
                    try Self.summary("2026-W47", language: language, coding: nil, articles: nil, links: 4),
                ]), "read back, with the time to the second as the format keeps it")
    }

    @Test func anEmptyIndexIsValidJSON() throws {
        let written = try SiteIndex([WeekSummary]()).encoded()
        #expect(String(decoding: written, as: UTF8.self) == "{\"version\":1,\"weeks\":[]}\n")
        #expect(SiteIndex.decode(written)?.weeks == [])
    }

    @Test(arguments: languages)
    func theWrittenFormIsReadWithoutJSONDecoder(language: String?) throws {
        let index = SiteIndex([
            try Self.summary("2026-W46", language: language, partial: true),
            try Self.summary("2026-W47", language: language, coding: nil, articles: nil, links: 4),
        ])
        var reader = SiteIndexReader(try index.encoded())
        let read = reader.index()
        let needsEscapes =
            language.map { $0.unicodeScalars.contains { $0.value < 0x20 || $0 == "\"" || $0 == "\\" } } ?? false
        #expect(read == (needsEscapes ? nil : index), "names with escapes are left to JSONDecoder")
        #expect(SiteIndex.decode(try index.encoded()) == index)
    }

    @Test(arguments: [
        "{\"version\":1,\"weeks\":[{\"week\":\"2026-W47\",\"isPartial\":false,\"generatedAt\":\"2026-11-22T22:00:00Z\"}]}",
        "{ \"version\": 1, \"weeks\": [ { \"generatedAt\": \"2026-11-22T22:00:00Z\", \"isPartial\": false, \"week\": \"2026-W47\" } ] }",
    ])
    func anIndexEditedByHandIsStillRead(text: String) throws {
        var reader = SiteIndexReader(Data(text.utf8))
        #expect(reader.index() == nil, "not the written form")
        let index = try #require(SiteIndex.decode(Data(text.utf8)))
        #expect(index.weeks.map(\.week.description) == ["2026-W47"])
    }

    @Test(arguments: [
        "", "{", "{\"version\":2,\"weeks\":[]}", "{\"version\":1,\"weeks\":[{\"isPartial\":true}]}",
        "{\"version\":1,\"weeks\":[]}trailing",
        "{\"version\":1,\"weeks\":[{\"generatedAt\":\"2026-11-22T22:00:00Z\",\"isPartial\":false,\"week\":\"2026-W99\"}]}",
    ])
    func brokenIndexesAreRebuilt(text: String) {
        #expect(SiteIndex.decode(Data(text.utf8)) == nil)
    }
}
