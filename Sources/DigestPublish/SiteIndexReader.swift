import DigestCore
import Foundation

/// Reads `weeks/index.json` exactly as ``SiteIndex/encoded()`` writes it: compact JSON, sorted
/// keys, names without escapes.
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
            week: ISOWeek?, zone: String?
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
            articles: articles, links: links, isPartial: isPartial, timeZone: zone)
    }

    /// Consumes `literal` when the bytes continue with it.
    mutating func take(_ literal: String) -> Bool {
        let wanted = literal.utf8
        guard bytes.count - position >= wanted.count, bytes[position..<position + wanted.count].elementsEqual(wanted)
        else { return false }
        position += wanted.count
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

    /// A string without escapes or control characters (those make the caller fall back).
    mutating func string() -> String? {
        guard take("\"") else { return nil }
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            guard bytes[position] != UInt8(ascii: "\\"), bytes[position] >= 0x20 else { return nil }
            position += 1
        }
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return String(validating: bytes[start..<position], as: UTF8.self)
    }
}
