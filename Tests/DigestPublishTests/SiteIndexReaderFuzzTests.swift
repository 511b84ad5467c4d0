import Foundation
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestPublish

/// The reader of `weeks/index.json` reads a long list of weeks in pieces on every core: whatever
/// the bytes, it must give what one reader from the start gives, and, on what it accepts, what
/// `JSONDecoder` reads.
struct SiteIndexReaderFuzzTests {
    static func foundation(_ data: Data) -> SiteIndex? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let index = try? decoder.decode(SiteIndex.self, from: data), index.version == SiteIndex.currentVersion
        else { return nil }
        return index
    }

    /// Names that look like the bytes a cut is made after, and the rest of the hostile text.
    static let names: [String?] =
        SiteIndexTests.languages + [
            "\"week\":\"2026-W47\"},{\"", "x\"},{\"articles\":1", "}", ",{\"", "\\", "\"week\":\"", "2026-W47\"}",
        ]

    /// `count` weeks from 2020-W01, each with a name picked by `random`; some weeks lack the
    /// optional members.
    static func index(_ count: Int, _ random: inout SeededRandom) throws -> SiteIndex {
        var week = try ISOWeek(parsing: "2020-W01")
        var summaries: [WeekSummary] = []
        for _ in 0..<count {
            let name = names[Int(random.next() % UInt64(names.count))]
            let shape = random.next() % 4
            summaries.append(
                try SiteIndexTests.summary(
                    week.description, language: name, coding: shape == 1 ? nil : Int(random.next() % 90_000),
                    articles: shape == 2 ? nil : Int(random.next() % 9), links: shape == 3 ? nil : 2,
                    partial: random.next() % 5 == 0))
            week = week.next
        }
        return SiteIndex(summaries)
    }

    /// Where the list of weeks lies in an index's bytes: after `"weeks":[`, before `]}` and the line's end.
    static func list(_ bytes: [UInt8]) -> Range<Int> {
        let start = Array("{\"version\":2,\"weeks\":[".utf8).count
        return start..<max(start, bytes.count - 3)
    }

    @Test(arguments: 0..<25)
    func theWrittenFormIsCutBetweenWeeksAndReadAsOne(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        let index = try Self.index(Int(random.next() % 400), &random)
        let bytes = [UInt8](try index.encoded())
        let list = Self.list(bytes)
        var serial = SiteIndexReader(bytes, range: list)
        let weeks = serial.weeks()?.map(\.summary)
        let one = try #require(weeks, "the written form is read")
        #expect(one == index.weeks.map { Self.toTheSecond($0) })
        for count in [2, 3, 7] {
            let pieces = SiteIndexReader.pieces(of: bytes, in: list, count: count)
            #expect(pieces.count == min(count, max(1, index.weeks.count)), "a cut is found between weeks")
            let read = pieces.map { piece -> [WeekSummary]? in
                var reader = SiteIndexReader(bytes, range: piece)
                return reader.weeks()?.map(\.summary)
            }
            #expect(read.allSatisfy { $0 != nil }, "every piece of the written form reads whole")
            #expect(read.flatMap { $0 ?? [] } == one)
            #expect(SiteIndexReader.weeks(bytes, in: list, pieces: count)?.map(\.summary) == one)
        }
        #expect(SiteIndex.decode(Data(bytes))?.weeks == one)

        // Written again, the weeks read are copied; a week changed is written anew.
        let stored = try #require(SiteIndex.read(Data(bytes)))
        #expect(try SiteIndex(one).encoded(reusing: stored) == Data(bytes))
        #expect(stored.verbatim.count == one.count(where: Self.isPlain), "every week without an escape is copied")
        guard !one.isEmpty else { return }
        var changed = one
        let at = Int(random.next() % UInt64(one.count))
        changed[at].codingSeconds = (changed[at].codingSeconds ?? 0) + 1
        #expect(try SiteIndex(changed).encoded(reusing: stored) == SiteIndex(changed).encoded())
    }

    /// Two names can be equal strings in other bytes ("é" composed or not): a week whose name
    /// changed only so is written anew, as `encoded()` would.
    @Test func aNameEqualInOtherBytesIsWrittenAgain() throws {
        let composed = try SiteIndexTests.summary("2026-W47", language: "\u{E9}")
        let stored = try #require(SiteIndex.read(try SiteIndex([composed]).encoded()))
        #expect(stored.verbatim[composed.week] != nil)
        var decomposed = composed
        decomposed.topLanguage = "e\u{301}"
        #expect(decomposed == composed, "equal as strings")
        let written = try SiteIndex([decomposed]).encoded(reusing: stored)
        #expect(written == (try SiteIndex([decomposed]).encoded()))
        #expect(written != (try SiteIndex([composed]).encoded()))
    }

    /// Whether `summary` is written without an escape (nothing in its texts below U+0020, no quote,
    /// no backslash).
    static func isPlain(_ summary: WeekSummary) -> Bool {
        var texts = [summary.topLanguage ?? "", summary.timeZone ?? ""]
        texts += (summary.languages ?? []).map(\.name) + (summary.tags ?? []).map(\.name)
        for link in summary.shared ?? [] { texts += [link.host, link.title ?? "", link.url] }
        return texts.allSatisfy { text in
            !text.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        }
    }

    /// A week read from bytes that are not the exact form is written anew, not copied: equal
    /// contents must give equal bytes.
    @Test(arguments: [
        (#""articles":3"#, #""articles":003"#), (#""2026-11-22T22:00:00Z""#, #""2026-11-22T22:00:00.000Z""#),
        (#""2026-11-22T22:00:00Z""#, #""2026-11-23T07:00:00+09:00""#),
        (#""2026-11-22T22:00:00Z""#, #""2026-11-22t22:00:00Z""#), (#""name":"Swift""#, #""name":"Sw\u0069ft""#),
        (#""host":"example.com""#, #""host":"example\/com""#), (#""week":"2026-W47""#, #""week":"2026-w47""#),
    ])
    func aWeekNotInTheExactFormIsWrittenAgain(written: String, edited: String) throws {
        var summary = try SiteIndexTests.summary("2026-W47", language: "é", links: 2, at: 1_795_384_800)
        summary.tags = [NameCount(name: "Swift", count: 3)]
        summary.shared = [LinkMention(url: "https://example.com/a", host: "example.com", title: "A")]
        // Another week, which no edit touches.
        var other = try SiteIndexTests.summary("2026-W46", language: "Go", articles: 5, at: 1_795_000_000)
        other.tags = nil
        let text = String(decoding: try SiteIndex([other, summary]).encoded(), as: UTF8.self)
        #expect(text.contains(written), "the case edits what is written")
        #expect(SiteIndex.read(Data(text.utf8))?.verbatim[summary.week] != nil, "as written, the week is copied")
        let data = Data(text.replacingOccurrences(of: written, with: edited).utf8)
        let stored = try #require(SiteIndex.read(data))
        let index = SiteIndex(stored.index.weeks)
        #expect(try index.encoded(reusing: stored) == index.encoded())
        #expect(stored.verbatim[other.week] != nil, "the week left as written is copied")
        #expect(stored.verbatim[summary.week] == nil, "the week edited is written anew")
    }

    /// Only `yyyy-MM-ddTHH:mm:ssZ` from the year 1000 is the written spelling of a time.
    @Test(arguments: [
        ("2026-11-22T22:00:00Z", true), ("1000-01-01T00:00:00Z", true), ("9999-12-31T23:59:59Z", true),
        ("0999-12-31T23:59:59Z", false), ("2026-11-22T22:00:00", false), ("2026-11-22T22:00:00ZZ", false),
        ("2026-11-22t22:00:00Z", false), ("2026-11-22T22:00:00.000Z", false), ("2026-11-22T22:00:0aZ", false),
        ("2026/11/22T22:00:00Z", false), ("", false), ("２０２６-11-22T22:00:00Z", false), ("2026-11-22T22:00:00z", false),
        ("2026-11-22T22:00:00+09:00", false), ("2026-11-22 22:00:00Z", false), ("2026-11-22T22:00:0:Z", false),
    ])
    func aTimeIsVerbatimOnlyInItsWrittenSpelling(stamp: String, isWritten: Bool) {
        #expect(SiteIndexReader.isWritten(stamp) == isWritten)
    }

    @Test func aChangedIndexIsReadInPiecesAsInOneAndAsJSONDecoderReadsIt() throws {
        var random = SeededRandom(seed: 23)
        var agreed = 0, leftToDecoder = 0
        for trial in 0..<600 {
            var data = try Self.index(20 + Int(random.next() % 40), &random).encoded()
            for _ in 0..<(1 + Int(random.next() % 3)) { data = SnapshotReaderTests.mutate(data, &random) }
            let bytes = [UInt8](data)
            let list = Self.list(bytes)
            var serial = SiteIndexReader(bytes, range: list)
            let one = serial.weeks()
            for count in [2, 5] {
                let pieces = SiteIndexReader.weeks(bytes, in: list, pieces: count)
                #expect(pieces?.map(\.summary) == one?.map(\.summary), "trial \(trial)")
                #expect(pieces?.map(\.object) == one?.map(\.object), "trial \(trial)")
            }
            var reader = SiteIndexReader(data)
            guard let read = reader.index() else {
                leftToDecoder += 1
                continue
            }
            agreed += 1
            #expect(read.weeks == one?.map(\.summary), "trial \(trial)")
            let stored = try #require(SiteIndex.read(data))
            #expect(
                try read.encoded(reusing: stored) == read.encoded(),
                "trial \(trial): copied weeks are the bytes written")
            #expect(
                read == Self.foundation(data)?.rounded,
                "trial \(trial): \(String(decoding: data.prefix(400), as: UTF8.self))")
        }
        #expect(agreed > 50 && leftToDecoder > 50, "both paths are exercised: \(agreed) read, \(leftToDecoder) left")
    }

    /// `summary` as the index keeps it: the time to the second.
    static func toTheSecond(_ summary: WeekSummary) -> WeekSummary {
        var copy = summary
        copy.generatedAt = Date(timeIntervalSince1970: summary.generatedAt.timeIntervalSince1970.rounded(.down))
        return copy
    }
}

extension SiteIndex {
    /// The index with every time to the second, as the written form keeps it.
    var rounded: SiteIndex {
        var copy = self
        copy.weeks = weeks.map(SiteIndexReaderFuzzTests.toTheSecond)
        return copy
    }
}
