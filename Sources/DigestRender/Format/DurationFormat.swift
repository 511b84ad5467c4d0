import DigestCore

/// Formats durations for people in one locale: `6 h 10 m`, `45 m`, `< 1 m`, or `6時間10分`.
struct DurationFormat: Sendable {
    /// The locale's patterns.
    package let words: DurationWords
    /// Whether each duration is kept on one line (``Unbroken``), for HTML.
    let unbroken: Bool

    /// A formatter with `words`; `unbroken` for HTML, where a duration must not wrap.
    init(_ words: DurationWords, unbroken: Bool = false) {
        self.words = words
        self.unbroken = unbroken
    }

    /// `seconds` as hours and minutes, rounded to the nearest minute.
    package func text(seconds: Int) -> String {
        unbroken ? Unbroken.text(plain(seconds: seconds)) : plain(seconds: seconds)
    }

    /// `seconds` as hours and minutes, with ordinary spaces.
    func plain(seconds: Int) -> String {
        if seconds < 60 && seconds > 0 { return words.underAMinute }
        let minutes = max(0, (seconds + 30) / 60)
        let (h, m) = (minutes / 60, minutes % 60)
        let patterns = words.patterns
        if h == 0 { return patterns.minutes.filled(hours: h, minutes: m) }
        if m == 0 { return patterns.hours.filled(hours: h, minutes: m) }
        return patterns.hoursAndMinutes.filled(hours: h, minutes: m)
    }

    /// A change in time: `+1 h 20 m`, `−25 m` (with a minus sign), `±0 m` when it rounds to nothing.
    func change(seconds: Int) -> String {
        let size = abs(seconds)
        let sign = size < 30 ? "±" : seconds > 0 ? "+" : "\u{2212}"
        let duration = text(seconds: size < 30 ? 0 : max(60, size))
        return String(assembling: {
            $0.add(sign)
            $0.add(duration)
        })
    }
}
