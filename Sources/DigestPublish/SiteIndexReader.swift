import DigestCore
import Foundation

/// Reads `weeks/index.json` exactly as ``SiteIndex/encoded()`` writes it: compact JSON, sorted
/// keys, strings with the escapes it writes.
///
/// Any other byte gives up (nil), and the caller uses JSONDecoder.
struct SiteIndexReader {
    let bytes: [UInt8]
    var position = 0

    init(_ data: Data) {
        bytes = [UInt8](data)
    }

    /// The index, or nil when the bytes are not in the written form.
    mutating func index() -> SiteIndex? {
        guard take("{\"version\":"), number() == SiteIndex.currentVersion, take(",\"weeks\":[") else { return nil }
        var summaries: [WeekSummary] = []
        if !take("]") {
            repeat {
                guard let summary = summary() else { return nil }
                summaries.append(summary)
            } while take(",")
            guard take("]") else { return nil }
        }
        guard take("}") else { return nil }
        _ = take("\n")
        guard position == bytes.count else { return nil }
        var index = SiteIndex([WeekSummary]())
        index.weeks = summaries
        return index
    }

    /// One week's object: its members in sorted order, the optional ones possibly absent.
    mutating func summary() -> WeekSummary? {
        guard take("{") else { return nil }
        var articles: Int?, seconds: Int?, generatedAt: Date?, isPartial: Bool?, links: Int?, language: String?,
            week: ISOWeek?, zone: String?, days: [Int]?, languages: [TimeShare]?, tags: [NameCount]?,
            shared: [LinkMention]?
        var previous = ""
        repeat {
            guard let key = string(), key > previous, take(":") else { return nil }
            previous = key
            switch key {
            case "articles":
                guard let value = number() else { return nil }
                articles = value
            case "codingSeconds":
                guard let value = number() else { return nil }
                seconds = value
            case "days":
                guard let value = array(of: { $0.number() }), value.count == 7 else { return nil }
                days = value
            case "languages":
                guard let value = array(of: { $0.timeShare() }) else { return nil }
                languages = value
            case "shared":
                guard let value = array(of: { $0.linkMention() }) else { return nil }
                shared = value
            case "tags":
                guard let value = array(of: { $0.nameCount() }) else { return nil }
                tags = value
            case "generatedAt":
                guard let value = string().flatMap(ISOTimestamp.parse) else { return nil }
                generatedAt = value
            case "isPartial":
                guard let value = boolean() else { return nil }
                isPartial = value
            case "links":
                guard let value = number() else { return nil }
                links = value
            case "timeZone":
                guard let value = string() else { return nil }
                zone = value
            case "topLanguage":
                guard let value = string() else { return nil }
                language = value
            case "week":
                guard let value = string().flatMap({ try? ISOWeek(parsing: $0) }) else { return nil }
                week = value
            default: return nil
            }
        } while take(",")
        guard take("}"), let generatedAt, let isPartial, let week else { return nil }
        return WeekSummary(
            week: week, generatedAt: generatedAt, codingSeconds: seconds, topLanguage: language,
            articles: articles, links: links, isPartial: isPartial, timeZone: zone, days: days, languages: languages,
            tags: tags, shared: shared)
    }

    /// `[a,b,…]`, each element read by `element`.
    mutating func array<Element>(of element: (inout SiteIndexReader) -> Element?) -> [Element]? {
        guard take("[") else { return nil }
        var elements: [Element] = []
        if take("]") { return elements }
        repeat {
            guard let value = element(&self) else { return nil }
            elements.append(value)
        } while take(",")
        return take("]") ? elements : nil
    }

    mutating func timeShare() -> TimeShare? {
        guard take("{\"name\":"), let name = string(), take(",\"seconds\":"), let seconds = number(), take("}")
        else { return nil }
        return TimeShare(name: name, seconds: seconds)
    }

    mutating func nameCount() -> NameCount? {
        guard take("{\"count\":"), let count = number(), take(",\"name\":"), let name = string(), take("}")
        else { return nil }
        return NameCount(name: name, count: count)
    }

    mutating func linkMention() -> LinkMention? {
        guard take("{\"host\":"), let host = string() else { return nil }
        var title: String?
        if take(",\"title\":") {
            guard let value = string() else { return nil }
            title = value
        }
        guard take(",\"url\":"), let url = string(), take("}") else { return nil }
        return LinkMention(url: url, host: host, title: title)
    }

    /// Consumes `literal` when the bytes continue with it.
    ///
    /// A `StaticString`, compared byte by byte without a generic sequence in between: the reader
    /// takes some forty literals a week, and a weekly run reads every week.
    mutating func take(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - position >= count else { return false }
        let start = literal.utf8Start
        for offset in 0..<count where bytes[position + offset] != start[offset] { return false }
        position += count
        return true
    }

    /// A non-negative integer of at most 18 digits.
    mutating func number() -> Int? {
        var value = 0, digits = 0
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]), digits < 18 {
            value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
            position += 1
            digits += 1
        }
        return digits > 0 ? value : nil
    }

    mutating func boolean() -> Bool? {
        if take("true") { return true }
        if take("false") { return false }
        return nil
    }

    /// A string: the escapes ``SiteIndex/quoted(_:)`` writes (and the rest of JSON's) are read; a raw
    /// control character gives up.
    mutating func string() -> String? {
        guard take("\"") else { return nil }
        let start = position
        let stop = bytes.withUnsafeBufferPointer { buffer in
            var index = start
            while index < buffer.count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                index += 1
            }
            return index
        }
        position = stop
        guard position == bytes.count || bytes[position] >= 0x20 else { return nil }
        guard position < bytes.count else { return nil }
        guard bytes[position] == UInt8(ascii: "\\") else {
            defer { position += 1 }
            let end = position
            // Through a buffer pointer: String's fast path for contiguous UTF-8.
            return bytes.withUnsafeBufferPointer {
                JSONEscapes.text(UnsafeBufferPointer(rebasing: $0[start..<end]))
            }
        }
        // Rare (a quote or a control character in a name): decode the rest scalar by scalar.
        guard var text = String(validating: bytes[start..<position], as: UTF8.self) else { return nil }
        let tail = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            guard bytes[position] >= 0x20 else { return nil }
            position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard position < bytes.count, position >= tail else { return nil }
        defer { position += 1 }
        guard let rest = JSONEscapes.unescaped(bytes[tail..<position]) else { return nil }
        text += rest
        return text
    }
}
