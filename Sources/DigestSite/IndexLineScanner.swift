import DigestCore
import Foundation

/// A speed lever of the weekly run (measured in `docs/performance.md`): one week's line of
/// `weeks/index.json` read without `JSONDecoder`.
///
/// A weekly run reads all 520 lines of a ten-year site, most as outlines, and some whole:
/// `JSONDecoder` first parses every value of a line into a tree of its own, the lists of
/// languages, tags and links included, and was the largest part of the run's CPU. This reads the
/// line once, in the shape `SiteIndex.encoder()` writes (compact, keys sorted, no escaped slash),
/// takes the fields it is asked for and steps over the rest. Anything else (a `\u` escape, a
/// fraction, a negative number, a key twice, whitespace, bytes that are not JSON) gives nil, and
/// the caller decodes the line with `JSONDecoder`, as before (`IndexLineScannerTests` holds the
/// two to the same answer).
struct IndexLineScanner {
    let bytes: ArraySlice<UInt8>
    var index: ArraySlice<UInt8>.Index

    /// The week in `line`, whole or (`outlined`) without its lists; nil when this cannot read it.
    static func summary(_ line: ArraySlice<UInt8>, outlined: Bool) -> WeekSummary? {
        var scanner = IndexLineScanner(bytes: line, index: line.startIndex)
        return scanner.summary(outlined: outlined)
    }

    mutating func summary(outlined: Bool) -> WeekSummary? {
        guard take("{") else { return nil }
        var week: ISOWeek?, generatedAt: Date?, isPartial: Bool?
        var summary = Fields()
        var previous: ArraySlice<UInt8> = []
        repeat {
            // Keys are never escaped: read as they are, made a String once. The encoder sorts them,
            // so each is after the one before; one that is not (a key twice among them) is left to
            // JSONDecoder.
            guard let raw = rawString(), previous.lexicographicallyPrecedes(raw), let key = Self.text(raw), take(":")
            else { return nil }
            previous = raw
            switch (key, outlined) {
            case ("week", _):
                guard let text = string(), let value = try? ISOWeek(parsing: text) else { return nil }
                week = value
            case ("generatedAt", _):
                guard let text = string(), let date = Self.date(text) else { return nil }
                generatedAt = date
            case ("isPartial", _):
                guard let value = boolean() else { return nil }
                isPartial = value
            case ("timeZone", _):
                guard let value = string() else { return nil }
                summary.timeZone = value
            case ("topLanguage", _):
                guard let value = string() else { return nil }
                summary.topLanguage = value
            case ("codingSeconds", _):
                guard let value = number() else { return nil }
                summary.codingSeconds = value
            case ("articles", _):
                guard let value = number() else { return nil }
                summary.articles = value
            case ("links", _):
                guard let value = number() else { return nil }
                summary.links = value
            case ("commits", _):
                guard let value = number() else { return nil }
                summary.commits = value
            case ("days", _):
                guard let value = list({ $0.number() }) else { return nil }
                summary.days = value
            case ("languages", false):
                guard let value = list({ $0.pair("name", "seconds").map { TimeShare(name: $0, seconds: $1) } })
                else { return nil }
                summary.languages = value
            case ("tags", false):
                guard
                    let value = list({
                        $0.pair("count", "name", numberFirst: true).map { NameCount(name: $0, count: $1) }
                    })
                else { return nil }
                summary.tags = value
            case ("shared", false):
                guard let value = list({ $0.mention() }) else { return nil }
                summary.shared = value
            default: guard skipValue() else { return nil }
            }
        } while take(",")
        guard take("}"), index == bytes.endIndex, let week, let generatedAt, let isPartial else { return nil }
        return WeekSummary(
            week: week, generatedAt: generatedAt, codingSeconds: summary.codingSeconds,
            topLanguage: summary.topLanguage, articles: summary.articles, links: summary.links, isPartial: isPartial,
            timeZone: summary.timeZone, days: summary.days, languages: summary.languages, tags: summary.tags,
            shared: summary.shared, commits: summary.commits)
    }

    /// The optional fields of a summary, as they are read.
    struct Fields {
        var codingSeconds: Int?, articles: Int?, links: Int?, commits: Int?
        var topLanguage: String?, timeZone: String?
        var days: [Int]?
        var languages: [TimeShare]?
        var tags: [NameCount]?
        var shared: [LinkMention]?
    }

    /// `2026-11-22T22:00:00Z`, as the encoder writes a date (`.iso8601`).
    static func date(_ text: String) -> Date? {
        guard text.utf8.count == 20, text.hasSuffix("Z") else { return nil }
        return ISOTimestamp.parse(text)
    }

    /// Takes `character` when it is next.
    mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.endIndex, bytes[index] == UInt8(character.value) else { return false }
        index += 1
        return true
    }

    /// A string whose escapes are those of one character (`\"`, `\\`, `\/`, `\n`, `\t`, `\r`, `\b`, `\f`),
    /// not `\u`.
    mutating func string() -> String? {
        let start = index
        if let raw = rawString() { return Self.text(raw) }
        index = start
        guard take("\"") else { return nil }
        var text: [UInt8] = []
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(validating: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.endIndex else { return nil }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                default: return nil
                }
            case 0..<0x20: return nil
            default: text.append(byte)
            }
        }
        return nil
    }

    /// `raw` as text, nil when it is not UTF-8: ASCII (every key, most values) is taken as it is,
    /// in half the time a check of each byte takes.
    static func text(_ raw: ArraySlice<UInt8>) -> String? {
        isASCII(raw) ? String(decoding: raw, as: UTF8.self) : String(validating: raw, as: UTF8.self)
    }

    /// Whether `raw` is UTF-8, checked byte by byte only where a byte is not ASCII.
    static func isUTF8(_ raw: ArraySlice<UInt8>) -> Bool {
        isASCII(raw) || String(validating: raw, as: UTF8.self) != nil
    }

    static func isASCII(_ raw: ArraySlice<UInt8>) -> Bool { raw.allSatisfy { $0 < 0x80 } }

    /// The bytes of a string that has no escape, as they are; nil for one that has.
    mutating func rawString() -> ArraySlice<UInt8>? {
        guard take("\"") else { return nil }
        let start = index
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return bytes[start..<index - 1]
            }
            guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { return nil }
            index += 1
        }
        return nil
    }

    /// A whole number of 1 to 15 digits, not negative.
    mutating func number() -> Int? {
        var value = 0, digits = 0
        while index < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            guard digits < 15 else { return nil }
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
            digits += 1
        }
        guard digits > 0, index < bytes.endIndex,
            [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(bytes[index])
        else { return nil }
        return value
    }

    /// `[a,b,…]` of what `item` reads.
    mutating func list<Item>(_ item: (inout IndexLineScanner) -> Item?) -> [Item]? {
        guard take("[") else { return nil }
        var items: [Item] = []
        if take("]") { return items }
        repeat {
            guard let value = item(&self) else { return nil }
            items.append(value)
        } while take(",")
        return take("]") ? items : nil
    }

    /// `{"name":"Swift","seconds":60}`: a name and a number under two keys in the encoder's order.
    mutating func pair(_ first: String, _ second: String, numberFirst: Bool = false) -> (String, Int)? {
        guard take("{"), string() == first, take(":") else { return nil }
        let number1 = numberFirst ? number() : nil
        let text1 = numberFirst ? nil : string()
        guard take(","), string() == second, take(":") else { return nil }
        let number2 = numberFirst ? nil : number()
        let text2 = numberFirst ? string() : nil
        guard take("}"), let name = text1 ?? text2, let count = number1 ?? number2 else { return nil }
        return (name, count)
    }

    /// `{"host":…,"title":…,"url":…}`, the title left out when there is none.
    mutating func mention() -> LinkMention? {
        guard take("{"), string() == "host", take(":"), let host = string(), take(","), let key = string(), take(":")
        else { return nil }
        var title: String?
        if key == "title" {
            guard let value = string(), take(","), string() == "url", take(":") else { return nil }
            title = value
        } else if key != "url" {
            return nil
        }
        guard let url = string(), take("}") else { return nil }
        return LinkMention(url: url, host: host, title: title)
    }

    mutating func boolean() -> Bool? {
        if literal("true") { return true }
        return literal("false") ? false : nil
    }

    /// Takes `word` (`true`, `false`, `null`) when it is next.
    mutating func literal(_ word: String) -> Bool {
        let count = word.utf8.count
        guard bytes.endIndex - index >= count, bytes[index..<index + count].elementsEqual(word.utf8) else {
            return false
        }
        index += count
        return true
    }

    /// Steps over one value: a string, a number, a literal, or an array or object of them.
    mutating func skipValue() -> Bool {
        guard index < bytes.endIndex else { return false }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            // Stepped over without making a String: most of a line is strings no outline needs.
            let start = index
            // JSONDecoder refuses bytes that are not UTF-8 wherever they are: checked where any is not ASCII.
            if let raw = rawString() {
                return Self.isUTF8(raw)
            }
            index = start
            return string() != nil
        case UInt8(ascii: "["):
            index += 1
            if take("]") { return true }
            repeat { guard skipValue() else { return false } } while take(",")
            return take("]")
        case UInt8(ascii: "{"):
            index += 1
            if take("}") { return true }
            repeat {
                guard let key = rawString(), Self.isUTF8(key), take(":"), skipValue()
                else { return false }
            } while take(",")
            return take("}")
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return boolean() != nil
        case UInt8(ascii: "n"): return literal("null")
        default: return number() != nil
        }
    }
}
