/// Formats durations for people: `6 h 10 m`, `45 m`, `< 1 m`.
public enum DurationFormat {
    /// `seconds` as hours and minutes, rounded to the nearest minute.
    public static func text(seconds: Int) -> String {
        if seconds <= 0 { return "0 m" }
        if seconds < 60 { return "< 1 m" }
        let minutes = (seconds + 30) / 60
        let (h, m) = (minutes / 60, minutes % 60)
        if h == 0 { return "\(m) m" }
        return m == 0 ? "\(h) h" : "\(h) h \(m) m"
    }

    /// `seconds` as decimal hours for chart labels: `6.2 h`, `0.5 h`, `0 h`.
    public static func hours(seconds: Int) -> String {
        if seconds <= 0 { return "0 h" }
        let tenths = (seconds * 10 + 1800) / 3600
        return tenths % 10 == 0 ? "\(tenths / 10) h" : "\(tenths / 10).\(tenths % 10) h"
    }

    /// A change in time: `+1 h 20 m`, `−25 m` (with a minus sign), `±0 m` when it rounds to nothing.
    public static func change(seconds: Int) -> String {
        let size = abs(seconds)
        if size < 30 { return "±0 m" }
        return (seconds > 0 ? "+" : "\u{2212}") + text(seconds: max(60, size))
    }
}
