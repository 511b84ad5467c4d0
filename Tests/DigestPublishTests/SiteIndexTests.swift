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
        // What the trends and year pages read, with the same text in every name.
        let name = language ?? "none"
        summary.days = coding == nil ? nil : [0, 3600, 7200, 0, 59, 60, 86_400]
        summary.languages =
            coding == nil ? nil : [TimeShare(name: name, seconds: 40_000), TimeShare(name: "Go", seconds: 5_000)]
        summary.tags = articles == nil ? nil : [NameCount(name: name, count: 2), NameCount(name: "Swift", count: 1)]
        summary.shared =
            links == nil
            ? nil
            : [
                LinkMention(url: "https://example.com/a?b=\"c\"&d=\\", host: "example.com", title: name),
                LinkMention(url: "https://例え.jp/パス", host: "例え.jp", title: nil),
            ]
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
        #expect(String(decoding: written, as: UTF8.self) == "{\"version\":2,\"weeks\":[]}\n")
        #expect(SiteIndex.decode(written)?.weeks == [])
    }

    @Test(arguments: languages)
    func theWrittenFormIsReadWithoutJSONDecoder(language: String?) throws {
        let index = SiteIndex([
            try Self.summary("2026-W46", language: language, partial: true),
            try Self.summary("2026-W47", language: language, coding: nil, articles: nil, links: 4),
        ])
        var reader = SiteIndexReader(try index.encoded())
        #expect(reader.index() == index, "the escapes the index writes are read back without JSONDecoder")
        #expect(SiteIndex.decode(try index.encoded()) == index)
    }

    @Test(arguments: [
        "{\"version\":2,\"weeks\":[{\"week\":\"2026-W47\",\"isPartial\":false,\"generatedAt\":\"2026-11-22T22:00:00Z\"}]}",
        "{ \"version\": 2, \"weeks\": [ { \"generatedAt\": \"2026-11-22T22:00:00Z\", \"isPartial\": false, \"week\": \"2026-W47\" } ] }",
    ])
    func anIndexEditedByHandIsStillRead(text: String) throws {
        var reader = SiteIndexReader(Data(text.utf8))
        #expect(reader.index() == nil, "not the written form")
        let index = try #require(SiteIndex.decode(Data(text.utf8)))
        #expect(index.weeks.map(\.week.description) == ["2026-W47"])
    }

    @Test(arguments: [
        "", "{", "{\"version\":3,\"weeks\":[]}", "{\"version\":2,\"weeks\":[{\"isPartial\":true}]}",
        "{\"version\":2,\"weeks\":[]}trailing",
        "{\"version\":2,\"weeks\":[{\"generatedAt\":\"2026-11-22T22:00:00Z\",\"isPartial\":false,\"week\":\"2026-W99\"}]}",
        // Version 1 lacks the days, languages, tags and links the trends and year pages need.
        "{\"version\":1,\"weeks\":[{\"generatedAt\":\"2026-11-22T22:00:00Z\",\"isPartial\":false,\"week\":\"2026-W47\"}]}",
        "{\"version\":2,\"weeks\":[{\"days\":[1,2],\"generatedAt\":\"2026-11-22T22:00:00Z\",\"isPartial\":false,\"week\":\"2026-W47\"}]}",
    ])
    func brokenIndexesAreRebuilt(text: String) {
        #expect(SiteIndex.decode(Data(text.utf8)) == nil)
    }

    @Test(arguments: [0, 7, 9, 10, 99, 100, 101, 1_234_567_890, -1, -10, -205, Int.max, Int.min])
    func numbersAreWrittenAsTheirDecimalDigits(number: Int) {
        var writer = SiteIndexWriter(capacity: 0)
        writer.append(number)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == String(number))
    }
}
