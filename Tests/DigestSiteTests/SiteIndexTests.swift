import Foundation
import Testing

@testable import DigestCore
@testable import DigestSite

/// `weeks/index.json` is one week to a line: each line the bytes `JSONEncoder` writes with sorted
/// keys, the whole plain JSON, read back whatever a top language's name holds.
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
    func eachWeekIsJSONEncodersLineAndTheWholeIsJSON(language: String?) throws {
        let index = SiteIndex([
            try Self.summary("2026-W46", language: language, partial: true, at: 1_795_000_000.75),
            try Self.summary("2026-W47", language: language, coding: nil, articles: nil, links: 4),
        ])
        let written = try index.encoded()
        let lines = String(decoding: written, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let weeks = try index.weeks.map { String(decoding: try Self.encoder().encode($0), as: UTF8.self) }
        #expect(
            lines == ["{\"version\":\(SiteIndex.currentVersion),\"weeks\":[", "\(weeks[0]),", "\(weeks[1])", "]}", ""])
        let whole = try SiteIndex.decoder().decode(SiteIndex.self, from: written)
        #expect(whole.weeks.map(\.week) == index.weeks.map(\.week), "the file is JSON as a whole")
        let expected = SiteIndex([
            try Self.summary("2026-W46", language: language, partial: true, at: 1_795_000_000),
            try Self.summary("2026-W47", language: language, coding: nil, articles: nil, links: 4),
        ])
        #expect(SiteIndex.decode(written) == expected, "read back, with the time to the second as the format keeps it")
        #expect(SiteIndexLines.weeks([UInt8](written))?.index == expected, "read line by line")
    }

    @Test func anEmptyIndexIsValidJSON() throws {
        let written = try SiteIndex([WeekSummary]()).encoded()
        #expect(
            String(decoding: written, as: UTF8.self) == "{\"version\":\(SiteIndex.currentVersion),\"weeks\":[\n]}\n")
        #expect(SiteIndex.decode(written)?.weeks == [])
    }

    /// The weeks that have not changed keep the bytes they were read from; a changed week is
    /// written again; the result is what writing the whole index anew gives.
    @Test func aWeeklyRunWritesAgainOnlyTheWeeksThatChanged() throws {
        let weeks = try ["2026-W44", "2026-W45", "2026-W46"].map { try Self.summary($0, language: "Swift") }
        let stored = try #require(SiteIndexLines.read([UInt8](try SiteIndex(weeks).encoded())))
        #expect(stored.lines.count == 3)
        var changed = weeks
        changed[2].codingSeconds = 1
        changed.append(try Self.summary("2026-W47", language: "日本語"))
        let reused = try SiteIndexLines.bytes(of: SiteIndex(changed), reusing: stored)
        #expect(Data(reused) == (try SiteIndex(changed).encoded()))
        #expect(SiteIndex.decode(bytes: reused)?.weeks == changed)
    }

    /// A line that is not one week's object, or weeks out of order: the whole is decoded instead
    /// (or refused, when it is not JSON).
    @Test(arguments: [
        (
            "{\"version\":\(SiteIndex.currentVersion),\"weeks\":[\n{\"generatedAt\":\"2026-11-22T22:00:00Z\",\"isPartial\":false,\"week\":\"2026-W47\"}\n]}\n",
            true
        ),
        (
            "{\"version\":\(SiteIndex.currentVersion),\"weeks\":[\n{\"generatedAt\":\"2026-11-22T22:00:00Z\",\"isPartial\":false,\"week\":\"2026-W47\"}\n]}",
            true
        ),
        (
            "{\"version\":\(SiteIndex.currentVersion),\"weeks\":[\n{\"generatedAt\":\"2026-11-22T22:00:00Z\",\"isPartial\":false,\n\"week\":\"2026-W47\"}\n]}\n",
            true
        ),
        (
            "{\"version\":\(SiteIndex.currentVersion),\"weeks\":[\n{\"generatedAt\":\"2026-11-22T22:00:00Z\",\"isPartial\":false,\"week\":\"2026-W47\"}\n{\"generatedAt\":\"2026-11-22T22:00:00Z\",\"isPartial\":false,\"week\":\"2026-W48\"}\n]}\n",
            false
        ),
        (
            "{\"version\":\(SiteIndex.currentVersion),\"weeks\":[\n{\"generatedAt\":\"2026-11-22T22:00:00Z\",\"isPartial\":false,\"week\":\"2026-W48\"},\n{\"generatedAt\":\"2026-11-22T22:00:00Z\",\"isPartial\":false,\"week\":\"2026-W47\"}\n]}\n",
            true
        ),
        (
            "{\"version\":\(SiteIndex.currentVersion),\"weeks\":[\n{\"generatedAt\":\"2026-11-22T22:00:00Z\",\"isPartial\":false,\"week\":\"2026-W47\"}\n]}\ntrailing\n",
            false
        ),
    ])
    func oddLinesAreNotTakenForWeeks(text: String, isIndex: Bool) {
        let lines = SiteIndexLines.weeks(Array(text.utf8))
        let index = SiteIndex.decode(Data(text.utf8))
        #expect((index != nil) == isIndex, "\(text)")
        if lines != nil { #expect(lines?.index == index, "read in lines, it is what JSONDecoder reads") }
    }

    @Test(arguments: [
        "{\"version\":\(SiteIndex.currentVersion),\"weeks\":[{\"week\":\"2026-W47\",\"isPartial\":false,\"generatedAt\":\"2026-11-22T22:00:00Z\"}]}",
        "{ \"version\": \(SiteIndex.currentVersion), \"weeks\": [ { \"generatedAt\": \"2026-11-22T22:00:00Z\", \"isPartial\": false, \"week\": \"2026-W47\" } ] }",
    ])
    func anIndexEditedByHandIsStillRead(text: String) throws {
        let index = try #require(SiteIndex.decode(Data(text.utf8)))
        #expect(index.weeks.map(\.week.description) == ["2026-W47"])
    }

    @Test(arguments: [
        "", "{", "{\"version\":\(SiteIndex.currentVersion + 1),\"weeks\":[]}",
        "{\"version\":\(SiteIndex.currentVersion),\"weeks\":[{\"isPartial\":true}]}",
        "{\"version\":\(SiteIndex.currentVersion),\"weeks\":[]}trailing",
        "{\"version\":\(SiteIndex.currentVersion),\"weeks\":[{\"generatedAt\":\"2026-11-22T22:00:00Z\",\"isPartial\":false,\"week\":\"2026-W99\"}]}",
        // Version 1 lacks the days, languages, tags and links the trends and year pages need.
        "{\"version\":1,\"weeks\":[{\"generatedAt\":\"2026-11-22T22:00:00Z\",\"isPartial\":false,\"week\":\"2026-W47\"}]}",
        "{\"version\":\(SiteIndex.currentVersion),\"weeks\":[{\"days\":[1,2],\"generatedAt\":\"2026-11-22T22:00:00Z\",\"isPartial\":false,\"week\":\"2026-W47\"}]}",
        // Version 2 lacks each day's commits, articles and links (`days.csv`).
        "{\"version\":2,\"weeks\":[{\"generatedAt\":\"2026-11-22T22:00:00Z\",\"isPartial\":false,\"week\":\"2026-W47\"}]}",
        "{\"version\":\(SiteIndex.currentVersion),\"weeks\":[{\"linkDays\":[1,2,3,4,5,6],\"generatedAt\":\"2026-11-22T22:00:00Z\",\"isPartial\":false,\"week\":\"2026-W47\"}]}",
        "{\"version\":\(SiteIndex.currentVersion),\"weeks\":[{\"articleDays\":[0,0,0,0,0,0,-1],\"generatedAt\":\"2026-11-22T22:00:00Z\",\"isPartial\":false,\"week\":\"2026-W47\"}]}",
    ])
    func brokenIndexesAreRebuilt(text: String) {
        #expect(SiteIndex.decode(Data(text.utf8)) == nil)
    }
}
