import DigestCore
import Foundation

/// Reads `weeks/index.json` exactly as ``SiteIndex/encoded()`` writes it: compact JSON, sorted
/// keys, strings with the escapes it writes.
///
/// Any other byte gives up (nil), and the caller uses JSONDecoder.
struct SiteIndexReader {
    let bytes: [UInt8]
    var position = 0
    /// Where the bytes read stop: the end of the index, or of a piece of its list of weeks.
    let end: Int
    /// Whether the week being read is, so far, in the exact form ``SiteIndex/encoded()`` writes:
    /// no escape in its strings, no leading zero in its numbers.
    var isVerbatim = true

    init(_ data: Data) {
        self.init(bytes: [UInt8](data))
    }

    /// A reader of `bytes`, as they are.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        end = bytes.count
    }

    /// A reader of `bytes[range]` only.
    init(_ bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        position = range.lowerBound
        end = range.upperBound
    }

    /// The index, or nil when the bytes are not in the written form.
    mutating func index() -> SiteIndex? {
        storedIndex()?.index
    }

    /// The index and where its weeks in the exact form lie, or nil when the bytes are not in the written form.
    mutating func storedIndex() -> StoredSiteIndex? {
        guard take("{\"version\":"), number() == SiteIndex.currentVersion, take(",\"weeks\":[") else { return nil }
        // The list ends where the index does: `]}`, and the line's end `encoded()` adds.
        let listEnd = end - (bytes[..<end].last == UInt8(ascii: "\n") ? 3 : 2)
        guard listEnd >= position, bytes[listEnd..<end].starts(with: "]}".utf8) else { return nil }
        guard let read = Self.weeks(bytes, in: position..<listEnd) else { return nil }
        var index = SiteIndex([WeekSummary]())
        index.weeks = read.map(\.summary)
        var verbatim: [ISOWeek: StoredSiteIndex.VerbatimWeek] = [:]
        for (at, week) in read.enumerated() {
            if let range = week.object { verbatim[week.summary.week] = .init(at: at, range: range) }
        }
        return StoredSiteIndex(index: index, bytes: bytes, verbatim: verbatim)
    }

    /// One week read, and where its object lies when it is in the exact form.
    struct ReadWeek: Sendable {
        let summary: WeekSummary
        let object: Range<Int>?
    }

    /// The weeks of `bytes[range]`: objects separated by commas and nothing else.
    mutating func weeks() -> [ReadWeek]? {
        var weeks: [ReadWeek] = []
        guard position < end else { return weeks }
        repeat {
            let start = position
            isVerbatim = true
            guard let summary = summary() else { return nil }
            weeks.append(ReadWeek(summary: summary, object: isVerbatim ? start..<position : nil))
        } while take(",")
        return position == end ? weeks : nil
    }

    /// One week's object: its members in sorted order, the optional ones possibly absent.
    ///
    /// The names are matched as the bytes written, not read as strings: a week has a dozen.
    mutating func summary() -> WeekSummary? {
        guard take("{") else { return nil }
        var first = true
        var articles: Int?, seconds: Int?, days: [Int]?, languages: [TimeShare]?, links: Int?,
            shared: [LinkMention]?, tags: [NameCount]?, zone: String?, language: String?
        if member("articles", &first) {
            guard let value = number() else { return nil }
            articles = value
        }
        if member("codingSeconds", &first) {
            guard let value = number() else { return nil }
            seconds = value
        }
        if member("days", &first) {
            guard let value = array(of: { $0.number() }), value.count == 7 else { return nil }
            days = value
        }
        guard member("generatedAt", &first), let stamp = string(), let generatedAt = ISOTimestamp.parse(stamp),
            member("isPartial", &first), let isPartial = boolean()
        else { return nil }
        if !Self.isWritten(stamp) { isVerbatim = false }
        if member("languages", &first) {
            guard let value = array(of: { $0.timeShare() }) else { return nil }
            languages = value
        }
        if member("links", &first) {
            guard let value = number() else { return nil }
            links = value
        }
        if member("shared", &first) {
            guard let value = array(of: { $0.linkMention() }) else { return nil }
            shared = value
        }
        if member("tags", &first) {
            guard let value = array(of: { $0.nameCount() }) else { return nil }
            tags = value
        }
        if member("timeZone", &first) {
            guard let value = string() else { return nil }
            zone = value
        }
        if member("topLanguage", &first) {
            guard let value = string() else { return nil }
            language = value
        }
        guard member("week", &first), let name = string(), let week = try? ISOWeek(parsing: name), take("}")
        else { return nil }
        if week.description != name { isVerbatim = false }
        return WeekSummary(
            week: week, generatedAt: generatedAt, codingSeconds: seconds, topLanguage: language,
            articles: articles, links: links, isPartial: isPartial, timeZone: zone, days: days, languages: languages,
            tags: tags, shared: shared)
    }

    /// Consumes `"name":` (after a comma, unless it is the object's first member) when it comes next.
    mutating func member(_ name: StaticString, _ first: inout Bool) -> Bool {
        let start = first ? position : position + 1
        let count = name.utf8CodeUnitCount
        guard end - start >= count + 3, first || bytes[position] == UInt8(ascii: ","),
            bytes[start] == UInt8(ascii: "\""), bytes[start + count + 1] == UInt8(ascii: "\""),
            bytes[start + count + 2] == UInt8(ascii: ":")
        else { return false }
        let letters = name.utf8Start
        for offset in 0..<count where bytes[start + 1 + offset] != letters[offset] { return false }
        position = start + count + 3
        first = false
        return true
    }

    /// Whether `stamp` is spelled as ``ISOTimestamp/string(_:)`` spells the time it names:
    /// `yyyy-MM-ddTHH:mm:ssZ`, the year from 1000.
    static func isWritten(_ stamp: String) -> Bool {
        var stamp = stamp
        // Byte by byte against the shape, without a generic zip: a weekly run checks every week's stamp.
        return stamp.withUTF8 { bytes in
            let shape: StaticString = "dddd-dd-ddTdd:dd:ddZ"
            guard bytes.count == shape.utf8CodeUnitCount, bytes.first != UInt8(ascii: "0") else { return false }
            let letters = shape.utf8Start
            for offset in 0..<bytes.count {
                let byte = bytes[offset], expected = letters[offset]
                if expected == UInt8(ascii: "d") {
                    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return false }
                } else if byte != expected {
                    return false
                }
            }
            return true
        }
    }
}
