import Foundation

/// ISO 8601 timestamps as APIs and users write them: `2026-11-23T07:00:00+09:00`, with or
/// without fractional seconds, `Z` or an offset. The one parser every source and option uses.
public enum ISOTimestamp {
    /// The instant `text` names, or nil when it is not such a timestamp.
    public static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let formatter = ISO8601DateFormatter()
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds]] {
            formatter.formatOptions = options
            if let date = formatter.date(from: trimmed) { return date }
        }
        return nil
    }
}
