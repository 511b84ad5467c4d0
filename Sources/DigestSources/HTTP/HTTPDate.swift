import Foundation

/// HTTP dates (RFC 9110): `Sun, 06 Nov 1994 08:49:37 GMT`, plus the two obsolete forms.
enum HTTPDate {
    static func parse(_ text: String) -> Date? {
        parse(
            text, formats: ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"])
    }

    /// `text` read by the first of `formats` (English names, GMT unless the text says) that reads it.
    static func parse(_ text: String, formats: [String]) -> Date? {
        for format in formats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
