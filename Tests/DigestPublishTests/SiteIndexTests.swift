import DigestCore
import DigestPublish
import Foundation
import Testing

/// `weeks/index.json` is written by hand for speed: it must be the bytes `JSONEncoder` writes with
/// sorted keys, and read back whatever a top language's name holds.
struct SiteIndexTests {
    static func summary(_ week: String, language: String?, coding: Int? = 45_000, articles: Int? = 3, links: Int? = nil,
                        partial: Bool = false, at seconds: TimeInterval = 1_795_384_800) throws -> WeekSummary {
        let digest = Digest(week: try ISOWeek(parsing: week), timeZone: "Asia/Tokyo", generatedAt: Date(timeIntervalSince1970: seconds),
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
        #expect(SiteIndex.decode(written) == SiteIndex([
            try Self.summary("2026-W46", language: language, partial: true, at: 1_795_000_000),
            try Self.summary("2026-W47", language: language, coding: nil, articles: nil, links: 4),
        ]), "read back, with the time to the second as the format keeps it")
    }

    @Test func anEmptyIndexIsValidJSON() throws {
        let written = try SiteIndex([WeekSummary]()).encoded()
        #expect(String(decoding: written, as: UTF8.self) == "{\"version\":1,\"weeks\":[]}\n")
        #expect(SiteIndex.decode(written)?.weeks == [])
    }
}
