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
        // To the nearest minute without adding first, which overflowed for the largest values.
        let minutes = seconds <= 0 ? 0 : seconds / 60 + (seconds % 60 >= 30 ? 1 : 0)
        let (h, m) = (minutes / 60, minutes % 60)
        if h == 0 { return words.patterns.minutes.filled(hours: h, minutes: m) }
        if m == 0 { return words.patterns.hours.filled(hours: h, minutes: m) }
        return words.patterns.hoursAndMinutes.filled(hours: h, minutes: m)
    }

    /// A change in time: `+1 h 20 m`, `−25 m` (with a minus sign), `±0 m` when it rounds to nothing.
    func change(seconds: Int) -> String {
        let (sign, size) = Self.change(seconds)
        return Self.signed(sign, text(seconds: size))
    }

    /// A change in time in both forms, the duration made once: with ordinary spaces, and kept on
    /// one line.
    func changeForms(seconds: Int) -> (plain: String, unbroken: String) {
        let (sign, size) = Self.change(seconds)
        let plain = plain(seconds: size)
        return (Self.signed(sign, plain), Self.signed(sign, Unbroken.text(plain)))
    }

    /// A change's sign, and the duration written after it: nothing under half a minute, and at
    /// least a minute otherwise.
    static func change(_ seconds: Int) -> (sign: String, size: Int) {
        // `abs` of the smallest Int overflows: its size is taken as the largest.
        let size = seconds == .min ? .max : abs(seconds)
        let sign = size < 30 ? "±" : seconds > 0 ? "+" : "\u{2212}"
        return (sign, size < 30 ? 0 : max(60, size))
    }

    /// `duration` after `sign`.
    static func signed(_ sign: String, _ duration: String) -> String {
        sign + duration
    }
}
