import Foundation
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestPublish

/// `SnapshotReader` reads every snapshot the encoder writes, and whatever it reads, it reads as
/// `JSONDecoder` does: fuzzed with thousands of changed snapshots, it either gives up or agrees.
struct SnapshotReaderTests {
    static func foundation(_ data: Data) -> Digest? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(Digest.self, from: data)
    }

    static let hostile = [
        "quote \" and back\\slash", "line\nbreak\r\ttab", "\u{0}\u{1}\u{8}\u{C}\u{1F}\u{7F}", "日本語 🚀 \u{1F600}",
        "\u{2028}\u{2029}\u{202E}", "\u{FEFF}bom", "a/b</script>", "", String(repeating: "長", count: 3000),
    ]

    /// Digests with every kind of value: each status, null and present optionals, hostile text,
    /// negative and huge numbers, days out of order.
    static func digests() throws -> [Digest] {
        let week = try ISOWeek(parsing: "2026-W47")
        let monday = week.monday
        return hostile.enumerated().map { index, text in
            var stats = CodingStats(days: [], languages: [], projects: [], editors: [])
            stats.days = [DayTotal(date: monday.adding(days: 3), seconds: 7), DayTotal(date: monday, seconds: 0)]
            stats.days[1].seconds = -5
            stats.languages = [TimeShare(name: text, seconds: 999_999_999_999), TimeShare(name: "Other", seconds: 0)]
            stats.projects = [TimeShare(name: text, seconds: 1)]
            let article = Article(
                id: text, title: text, url: "https://qiita.com/\(index)", author: text, tags: [text, "Swift"],
                likes: index % 2 == 0 ? nil : 3, stocks: index % 3 == 0 ? nil : -4,
                createdAt: Date(timeIntervalSince1970: 1_795_000_000 + Double(index)), readingMinutes: index,
                followedTags: index % 2 == 0 ? [] : [text],
                languageMatch: index % 2 == 0 ? nil : LanguageMatch(tag: text, language: text, seconds: index))
            let link = SharedLink(
                url: "https://example.com/\(index)?q=\"", title: index % 2 == 0 ? nil : text,
                summary: index % 3 == 0 ? text : nil, sharedAt: [Date(timeIntervalSince1970: 0)], postText: text,
                postID: String(index))
            let statuses: [SourceOutcome<CodingStats>] = [
                .ok(stats, notes: [text]), .failed(text, partial: stats), .failed(text), .skipped(text),
            ]
            return Digest(
                week: week, timeZone: index % 2 == 0 ? "Asia/Tokyo" : text,
                generatedAt: Date(timeIntervalSince1970: 1_795_384_800), coding: statuses[index % statuses.count],
                readingList: index % 4 == 3 ? .skipped("off") : .ok([article, article]),
                sharedLinks: index % 5 == 4 ? .failed(text) : .ok([link]))
        }
    }

    @Test func everySnapshotTheEncoderWritesIsReadWithoutJSONDecoderAndTheSame() async throws {
        var digests = try Self.digests()
        for week in ["2026-W47", "2026-W01", "2025-W52", "2020-W53"] {
            digests.append(try await SiteBuilderTests.digest(try ISOWeek(parsing: week)))
        }
        for digest in digests {
            let data = try SnapshotCoder.encode(digest)
            var reader = SnapshotReader(data)
            let fast = reader.digest()
            let read = try #require(fast, "the fast path reads what the encoder writes")
            #expect(read == Self.foundation(data))
            #expect(read == digest || Self.foundation(data) != digest, "the same digest back")
        }
    }

    /// One random change to `data`: a byte changed, removed or added, whitespace added, a value
    /// made null, or a member repeated.
    static func mutate(_ data: Data, _ random: inout SeededRandom) -> Data {
        var bytes = [UInt8](data)
        let at = Int(random.next() % UInt64(bytes.count))
        let pieces: [[UInt8]] = [
            Array("null".utf8), Array(" \n\t".utf8), Array("\"x\":1,".utf8), Array("1.5".utf8), Array("\\u0000".utf8),
            Array("\"\"".utf8), Array("-0".utf8), Array("1e3".utf8), Array("}".utf8), Array(",".utf8),
        ]
        switch random.next() % 6 {
        case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next())
        case 1: bytes.remove(at: at)
        case 2: bytes.insert(UInt8(truncatingIfNeeded: random.next() % 128), at: at)
        case 3: bytes.insert(contentsOf: pieces[Int(random.next() % UInt64(pieces.count))], at: at)
        case 4:
            // Whitespace between tokens, which both must accept.
            if let space = bytes[at...].firstIndex(of: UInt8(ascii: ":")) {
                bytes.insert(UInt8(ascii: " "), at: space + 1)
            }
        default:
            // A member repeated: the line at `at`, again.
            let start = bytes[..<at].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let end = bytes[at...].firstIndex(of: 0x0A) ?? bytes.count
            let line = Array(bytes[start..<end])
            if line.last == UInt8(ascii: ",") { bytes.insert(contentsOf: line + [0x0A], at: start) }
        }
        return Data(bytes)
    }

    @Test func aChangedSnapshotIsReadAsJSONDecoderReadsItOrLeftToIt() throws {
        var random = SeededRandom(seed: 22)
        let snapshots = try Self.digests().map(SnapshotCoder.encode)
        var agreed = 0, leftToDecoder = 0
        for trial in 0..<4000 {
            var data = snapshots[trial % snapshots.count]
            for _ in 0..<(1 + Int(random.next() % 3)) { data = Self.mutate(data, &random) }
            var reader = SnapshotReader(data)
            guard let read = reader.digest() else {
                leftToDecoder += 1
                continue
            }
            agreed += 1
            #expect(
                read == Self.foundation(data), "trial \(trial): \(String(decoding: data.prefix(400), as: UTF8.self))")
        }
        #expect(agreed > 200 && leftToDecoder > 200, "both paths are exercised: \(agreed) read, \(leftToDecoder) left")
    }

    @Test(arguments: [
        "", "{}", "[]", "null", "{\"schemaVersion\":1}", "{\"schemaVersion\":1.0}",
        "{\"schemaVersion\":1,\"schemaVersion\":1}",
    ])
    func whatIsNotASnapshotIsLeftToJSONDecoder(text: String) {
        var reader = SnapshotReader(Data(text.utf8))
        let read = reader.digest()
        #expect(read == nil)
    }

    @Test func aSnapshotWithKeysInAnotherOrderIsStillRead() throws {
        let digest = try #require(try Self.digests().first)
        let object = try #require(
            try JSONSerialization.jsonObject(with: try SnapshotCoder.encode(digest)) as? [String: Any])
        // JSONSerialization keeps no order; written without sorting, the keys come out in its own.
        let shuffled = try JSONSerialization.data(withJSONObject: object)
        var reader = SnapshotReader(shuffled)
        let read = reader.digest()
        #expect(read == Self.foundation(shuffled))
        #expect(read != nil)
    }

    /// The reader looks for each key first after the last one found, in the encoder's sorted
    /// order; written in the reverse order at every level, every key is found only after the
    /// look has gone round the table, and the snapshot must still read as `JSONDecoder` reads it.
    @Test(arguments: [0, 1, 2])
    func aSnapshotWithEveryObjectsKeysReversedIsStillRead(index: Int) throws {
        let digest = try #require(try Self.digests().dropFirst(index).first)
        let object = try JSONSerialization.jsonObject(with: try SnapshotCoder.encode(digest))
        let reversed = Data(try Self.reversedJSON(object).utf8)
        var reader = SnapshotReader(reversed)
        let read = reader.digest()
        #expect(read != nil)
        #expect(read == Self.foundation(reversed))
        #expect(read == digest)
    }

    /// `value` as JSON, each object's keys in reverse sorted order.
    static func reversedJSON(_ value: Any) throws -> String {
        if let object = value as? [String: Any] {
            let members = try object.keys.sorted(by: >).map { key in
                try leaf(key) + ":" + reversedJSON(object[key] as Any)
            }
            return "{" + members.joined(separator: ",") + "}"
        }
        if let array = value as? [Any] {
            return "[" + (try array.map(reversedJSON)).joined(separator: ",") + "]"
        }
        return try leaf(value)
    }

    /// A string, number, flag or null as JSONSerialization writes it.
    static func leaf(_ value: Any) throws -> String {
        let text = String(decoding: try JSONSerialization.data(withJSONObject: [value]), as: UTF8.self)
        return String(text.dropFirst().dropLast())
    }
}

/// A string is read as JSONDecoder reads it: plain strings take the quick way
/// (`memchr` for the quote, one pass over the bytes before it), the rest the long way.
struct SnapshotReaderStringTests {
    @Test(arguments: [
        #""plain""#, #""""#, #""週報 🚀""#, #""a\"b""#, #""ends in \\""#, #""\\""#, #""x\u0041y""#,
        "\"tab\there\"", "\"nul\u{0}\"", "\"del\u{7F}\"", #""no end"#, #""\"#, #""a\"#, #""x\"y"#,
        "\"" + String(repeating: "長", count: 300) + "\"", #""<&>'""#, "\"\u{1F}\"",
    ])
    func aStringIsReadAsJSONDecoderReadsIt(json: String) {
        var reader = SnapshotReader(Data(json.utf8))
        let read = reader.string()
        let decoded = try? JSONDecoder().decode(String.self, from: Data(json.utf8))
        #expect(read == decoded, "\(json)")
    }
}

/// The reader's day and date parsing against the parsers they stand in for.
struct SnapshotReaderDateTests {
    @Test(arguments: [
        "2026-11-16", "2026-02-29", "2024-02-29", "0000-01-01", "9999-12-31", "2026-13-01", "2026-1-16", "20261116",
        "2026-11-16T", "２０２６-11-16", "2026-11-1x", "", "2026/11/16", "-026-11-16",
    ])
    func aDayIsReadAsLocalDateParsesIt(text: String) {
        var reader = SnapshotReader(Data("\"\(text)\"".utf8))
        let read = reader.localDate()
        #expect(read == LocalDate(parsing: text))
    }

    @Test(arguments: [
        "2026-11-22T22:00:00Z", "1970-01-01T00:00:00Z", "2026-11-22T24:00:00Z", "2026-11-22T22:00:00+09:00",
        "2026-11-22t22:00:00Z", "2026-11-22T22:00:00.5Z", "2026-02-30T00:00:00Z", "2026-11-22T22:00:60Z",
    ])
    func aDateIsReadAsJSONDecoderReadsItOrLeftToIt(text: String) throws {
        var reader = SnapshotReader(Data("\"\(text)\"".utf8))
        guard let read = reader.date() else { return }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(read == (try? decoder.decode(Date.self, from: Data("\"\(text)\"".utf8))))
    }
}

/// A date is read in place when it is the twenty bytes the encoder writes, and through a string
/// otherwise; either way as JSONDecoder reads it (or not at all), and the reader goes on after it.
struct SnapshotReaderDateInPlaceTests {
    @Test(arguments: [
        #"["2026-11-22T22:00:00Z","1999-12-31T23:59:59Z"]"#, #"[ "2026-11-22T22:00:00Z" , "2026-11-23T00:00:00Z" ]"#,
        #"["2026-11-22T22:00:0\u0030Z"]"#, #"["2026-11-22T22:00:00Z\u0020"]"#, #"["2026-11-22T22:00:00Z"#,
        #"["2026-11-22T22:00:00Y"]"#, #"["2026-11-22X22:00:00Z"]"#, #"["2026-11-22T22:00:00Z""#,
    ])
    func datesInAListAreReadAsJSONDecoderReadsThem(json: String) {
        var reader = SnapshotReader(Data(json.utf8))
        let read = reader.array { $0.date() }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let decoded = try? decoder.decode([Date].self, from: Data(json.utf8))
        // What the reader does not read (nil) is left to JSONDecoder, as every snapshot is.
        if let read { #expect(read == decoded, "\(json)") }
        if json.hasPrefix(#"["2026-11-22T22:00:00Z","#) || json.hasPrefix("[ ") { #expect(read?.count == 2) }
    }
}

/// JSON's escapes, read the way JSON defines them; anything else is not read.
struct JSONEscapesTests {
    @Test(arguments: [
        (#"a\"b"#, "a\"b"), (#"\\"#, "\\"), (#"\/"#, "/"), (#"\n\r\t\b\f"#, "\n\r\t\u{8}\u{C}"),
        (#"\u00e9\u65E5"#, "é日"), (#"\ud83d\ude00"#, "😀"), (#"x\u0000y"#, "x\u{0}y"),
    ])
    func anEscapeIsRead(escaped: String, text: String) {
        #expect(JSONEscapes.unescaped(ArraySlice(escaped.utf8)) == text)
    }

    /// The readers' quick check of a string's bytes answers as `String(validating:as:)` does:
    /// on a table of valid and broken sequences, and on 20 000 seeded random byte strings made
    /// mostly of lead and continuation bytes, where broken ones are common.
    @Test(
        arguments: [
            [], [0x41], [0xC3, 0xA9], [0xE6, 0x97, 0xA5], [0xF0, 0x9F, 0x98, 0x80], [0xEF, 0xBF, 0xBD], [0x00],
            [0xC3], [0xE6, 0x97], [0xF0, 0x9F, 0x98], [0x80], [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0xE0, 0x80, 0x80], [0x41, 0xF0, 0x9F, 0x98, 0x41],
        ] as [[UInt8]])
    func aStringsBytesAreValidatedAsTheStandardLibraryDoes(bytes: [UInt8]) {
        #expect(bytes.withUnsafeBufferPointer(JSONEscapes.text) == String(validating: bytes, as: UTF8.self))
    }

    @Test func randomBytesAreValidatedAsTheStandardLibraryDoes() {
        var random = SeededRandom(seed: 23)
        let alphabet: [UInt8] = [
            0x41, 0x7F, 0x80, 0x8F, 0x9F, 0xA0, 0xBF, 0xC2, 0xC3, 0xDF, 0xE0, 0xE6, 0xED, 0xEF, 0xF0, 0xF4, 0xF5,
        ]
        var (valid, broken) = (0, 0)
        for _ in 0..<20_000 {
            let bytes = (0..<Int(random.next() % 9)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let expected = String(validating: bytes, as: UTF8.self)
            #expect(bytes.withUnsafeBufferPointer(JSONEscapes.text) == expected, "\(bytes)")
            if expected == nil { broken += 1 } else { valid += 1 }
        }
        #expect(valid > 1_000 && broken > 1_000, "both kinds are tried: \(valid) valid, \(broken) broken")
    }

    @Test(arguments: [#"\x"#, #"\u12"#, #"\ud83d"#, #"\ud83dx"#, #"\ude00"#, #"\"#, #"\u00zz"#])
    func aBrokenEscapeIsNotRead(escaped: String) {
        #expect(JSONEscapes.unescaped(ArraySlice(escaped.utf8)) == nil)
    }
}
