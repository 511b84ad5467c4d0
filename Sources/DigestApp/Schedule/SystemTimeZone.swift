import Foundation

/// The zone `TZ` names when `DIGEST_TIMEZONE` is unset, read the way the C library reads it
/// (Foundation takes `TZ=JST-9` or `TZ=:Asia/Tokyo` for UTC without a word, which builds the
/// wrong week): an IANA name, with or without a leading `:`, a path into zoneinfo, or a fixed
/// POSIX offset such as `JST-9` or `UTC0`.
///
/// A POSIX rule with daylight saving is refused.
enum SystemTimeZone {
    /// The zone for `tz` (the `TZ` variable); the system's own (`/etc/localtime`) when unset.
    static func resolve(_ tz: String?) throws(RunError) -> TimeZone {
        guard let tz, !tz.isEmpty else { return TimeZone.current }
        var name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
        if let range = name.range(of: "zoneinfo/") { name = String(name[range.upperBound...]) }
        // `GMT+3` is UTC-3 to the C library (POSIX counts west) but UTC+3 to Foundation: the
        // POSIX reading comes first for names without a slash.
        if !name.contains("/"), let offset = fixedOffset(name), let zone = TimeZone(secondsFromGMT: offset) {
            return zone
        }
        if let zone = TimeZone(identifier: name) { return zone }
        let rule = name.contains(",") || name.last?.isLetter == true && name.contains(where: \.isNumber)
        throw .usage(
            rule
                ? "TZ is '\(tz)', a POSIX rule with daylight saving that weekly-digest does not follow: set DIGEST_TIMEZONE to the IANA name of your zone, e.g. America/New_York."
                : "TZ is '\(tz)', which is not a time zone: set DIGEST_TIMEZONE to an IANA name such as Asia/Tokyo (or unset TZ to use the system's zone)."
        )
    }

    /// Seconds east of UTC for a POSIX `STDoffset` without daylight saving: `JST-9`, `UTC0`,
    /// `<+0530>-5:30`.
    ///
    /// POSIX offsets count west, so `JST-9` is UTC+9.
    static func fixedOffset(_ text: String) -> Int? {
        var rest = Substring(text)
        if rest.hasPrefix("<") {
            guard let end = rest.firstIndex(of: ">") else { return nil }
            rest = rest[rest.index(after: end)...]
        } else {
            let letters = rest.prefix { $0.isASCII && $0.isLetter }
            guard letters.count >= 3 else { return nil }
            rest = rest.dropFirst(letters.count)
        }
        var sign = 1
        if rest.first == "+" || rest.first == "-" {
            sign = rest.first == "-" ? -1 : 1
            rest = rest.dropFirst()
        }
        let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCII) }),
            let hours = Int(parts[0]), hours <= 24
        else { return nil }
        let minutes = parts.count > 1 ? Int(parts[1]) : 0, seconds = parts.count > 2 ? Int(parts[2]) : 0
        guard let minutes, let seconds, minutes < 60, seconds < 60 else { return nil }
        return -sign * (hours * 3600 + minutes * 60 + seconds)
    }
}
