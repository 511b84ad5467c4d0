import Foundation

/// ISO 8601 timestamps as APIs and users write them: `2026-11-23T07:00:00+09:00`, with or
/// without fractional seconds, `Z` or an offset.
///
/// The one parser every source and option uses.
package enum ISOTimestamp {
    /// The instant `text` names, or nil when it is not such a timestamp.
    ///
    /// The usual ASCII form is read by hand: an API page of 100 articles holds 100 timestamps, and
    /// making an `ISO8601DateFormatter` for each took two fifths of a Qiita fetch. Anything else
    /// (full-width digits, say) falls back to Foundation's formatter.
    package static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingWhitespace()
        if let date = parseASCII(Array(trimmed.utf8)) { return date }
        guard !trimmed.allSatisfy(\.isASCII) else { return nil }
        let formatter = ISO8601DateFormatter()
        for options: ISO8601DateFormatter.Options in [
            [.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds],
        ] {
            formatter.formatOptions = options
            if let date = formatter.date(from: trimmed) { return date }
        }
        return nil
    }

    /// `yyyy-MM-ddTHH:mm:ss[.fraction](Z|±HH:mm|±HHmm)`, checked field by field.
    package static func parseASCII(_ bytes: [UInt8]) -> Date? {
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[start..<start + count] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        // The byte itself, or either of two: a search through a String's bytes for each was
        // half of reading a timestamp, and a rebuild reads one for every article and link.
        func byte(_ index: Int, is allowed: UInt8, or other: UInt8? = nil) -> Bool {
            index < bytes.count && (bytes[index] == allowed || bytes[index] == other)
        }
        let (dash, colon) = (UInt8(ascii: "-"), UInt8(ascii: ":"))
        guard let year = number(0, 4), byte(4, is: dash), let month = number(5, 2), byte(7, is: dash),
            let day = number(8, 2), byte(10, is: UInt8(ascii: "T"), or: UInt8(ascii: "t")), let hour = number(11, 2),
            byte(13, is: colon), let minute = number(14, 2), byte(16, is: colon), let second = number(17, 2),
            hour < 24, minute < 60, second < 60, let date = LocalDate(year: year, month: month, day: day)
        else { return nil }
        var index = 19
        var fraction = 0.0
        if byte(index, is: UInt8(ascii: ".")) {
            var scale = 0.1
            index += 1
            let first = index
            while let digit = number(index, 1) {
                fraction += Double(digit) * scale
                scale /= 10
                index += 1
            }
            guard index > first else { return nil }
        }
        var offset = 0
        if byte(index, is: UInt8(ascii: "Z"), or: UInt8(ascii: "z")) {
            index += 1
        } else if byte(index, is: UInt8(ascii: "+"), or: dash), let hours = number(index + 1, 2) {
            let separator = byte(index + 3, is: colon) ? 1 : 0
            guard let minutes = number(index + 3 + separator, 2), hours < 24, minutes < 60 else { return nil }
            offset = (hours * 3600 + minutes * 60) * (bytes[index] == dash ? -1 : 1)
            index += 5 + separator
        } else {
            return nil
        }
        guard index == bytes.count else { return nil }
        let seconds = date.dayNumber * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// `2026-11-16T00:00:00Z`: whole seconds in UTC, the form X, Atom and `weeks/index.json` take.
    package static func string(_ date: Date) -> String {
        // UTC needs no TimeZone: the day is the whole seconds divided by a day's, rounded down.
        let total = Int(date.timeIntervalSince1970.rounded(.down))
        let day = LocalDate(dayNumber: total >= 0 ? total / 86_400 : (total - 86_399) / 86_400)
        let seconds = total - day.dayNumber * 86_400
        return day.description + "T" + (seconds / 3600).zeroPadded(2) + ":" + (seconds % 3600 / 60).zeroPadded(2) + ":"
            + (seconds % 60).zeroPadded(2) + "Z"
    }
}
