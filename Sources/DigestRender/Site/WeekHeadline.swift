import DigestCore

/// A week's title, range and headline numbers in one locale, for the description meta tag, the
/// archive and the feed.
struct WeekHeadline: Sendable {
    /// The locale's words.
    package let words: Words
    /// Whether figures are kept on one line (``Unbroken``), for HTML such as the archive.
    let unbroken: Bool

    /// A formatter with `words`; `unbroken` for HTML.
    init(_ words: Words, unbroken: Bool = false) {
        self.words = words
        self.unbroken = unbroken
    }

    /// `Weekly digest 2026-W47`.
    func title(_ week: ISOWeek) -> String { words.weekTitle.filled(["week": week.description]) }

    /// `16–22 November 2026`.
    func range(_ week: ISOWeek) -> String { DateFormat(words.dates).range(week) }

    /// `12 h 30 m coding (mostly Swift)`, `15 reads`, `6 links`: each section's figure
    /// (``WeekSection/headline(of:)``), only the sections whose sources answered.
    func parts(_ summary: WeekSummary) -> [String] {
        WeekSections.all.compactMap { section -> String? in
            switch section.headline(of: summary) {
            case .time(let seconds, let mostly):
                let time = DurationFormat(words.durations, unbroken: unbroken).text(seconds: seconds)
                return mostly.map { words.summary.codingMostly.filled(["time": time, "language": $0]) }
                    ?? words.summary.coding.filled(["time": time])
            case .count(let count, let phrase):
                return words.counts.headline(phrase).map { figure($0(count)) }
            case nil:
                return nil
            }
        }
    }

    /// `text` kept on one line when writing for HTML.
    func figure(_ text: String) -> String { unbroken ? Unbroken.text(text) : text }

    /// `12 h 30 m coding (mostly Swift) · 15 reads · 6 links`, or empty when no source answered.
    func numbers(_ summary: WeekSummary) -> String {
        // Joined by hand: `joined(separator:)` went through the generic sequence path, for every
        // row of the archive.
        let parts = parts(summary)
        var numbers = ""
        numbers.reserveCapacity(parts.reduce(0) { $0 + $1.utf8.count + 4 })
        for (index, part) in parts.enumerated() {
            if index > 0 { numbers += " · " }
            numbers += part
        }
        return numbers
    }

    /// The week in one sentence, such as `Weekly digest 2026-W47 (16–22 November 2026): 12 h 30 m coding, 15 reads, 6 links.`.
    package func description(_ summary: WeekSummary) -> String {
        let parts = parts(summary)
        let (title, range) = (title(summary.week), range(summary.week))
        return parts.isEmpty
            ? words.summary.descriptionEmpty.filled(["title": title, "range": range])
            : words.summary.description.filled([
                "title": title, "range": range, "numbers": parts.joined(separator: words.lists.separator),
            ])
    }
}
