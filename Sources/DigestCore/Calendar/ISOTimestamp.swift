import Foundation

/// ISO 8601 timestamps as APIs and users write them: `2026-11-23T07:00:00+09:00`, with or
/// without fractional seconds, `Z` or an offset.
///
/// The one parser every source and option uses: Foundation's `Date.ISO8601FormatStyle` reads the
/// instant, after a look at the text's shape, because the style alone is lenient where a source's
/// odd answer should be refused: it reads `+09-00` as an offset and rolls `24:00`, `07:60` or
/// 30 February over into the next hour, day or month.
package enum ISOTimestamp {
    /// The style that reads and writes whole seconds in UTC.
    static let wholeSeconds = Date.ISO8601FormatStyle()
    /// The style that reads a fraction of a second.
    static let fractionalSeconds = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    /// The date and time fields' shape, each digit written as `9`.
    static let fieldsShape = "9999-99-99T99:99:99"
    /// The zone's shapes: UTC, or an offset with or without its colon.
    static let zoneShapes: Set = ["Z", "+99:99", "-99:99", "+9999", "-9999"]

    /// The instant `text` names, or nil when it is not such a timestamp.
    ///
    /// Surrounding white space, a lower-case `t` or `z` and digits of other scripts (the full-width
    /// ones a Japanese input method types) are read as the usual form.
    package static func parse(_ text: String) -> Date? {
        let text = usualForm(text)
        let fields = text.prefix(fieldsShape.count)
        guard shape(of: fields) == fieldsShape else { return nil }
        var zone = text.dropFirst(fields.count)
        var style = wholeSeconds
        if zone.first == "." {
            let digits = zone.dropFirst().prefix { $0.isASCII && $0.isWholeNumber }
            guard !digits.isEmpty else { return nil }
            zone = zone.dropFirst(1 + digits.count)
            style = fractionalSeconds
        }
        guard zoneShapes.contains(shape(of: zone)), let date = try? style.parse(text),
            // Fields out of range come back changed: Foundation rolls them over.
            let asUTC = try? wholeSeconds.parse(fields + "Z"), wholeSeconds.format(asUTC).hasPrefix(fields)
        else { return nil }
        return date
    }

    /// `2026-11-16T00:00:00Z`: whole seconds in UTC (a fraction dropped), the form X, Atom and
    /// `weeks/index.json` take.
    package static func string(_ date: Date) -> String {
        wholeSeconds.format(date)
    }

    /// `text` trimmed, with every decimal digit in ASCII and `t` and `z` in upper case.
    static func usualForm(_ text: String) -> String {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.allSatisfy({ $0.isASCII && $0 != "t" && $0 != "z" }) else { return trimmed }
        var scalars = String.UnicodeScalarView()
        for scalar in trimmed.unicodeScalars {
            if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
                scalars.append(Unicode.Scalar(UInt8(ascii: "0") + UInt8(value)))
            } else {
                scalars.append(scalar == "t" ? "T" : scalar == "z" ? "Z" : scalar)
            }
        }
        return String(scalars)
    }

    /// `text` with each ASCII digit written as `9`.
    static func shape(of text: Substring) -> String {
        String(text.map { $0.isASCII && $0.isWholeNumber ? "9" : $0 })
    }
}
