import DigestCore
import Foundation

/// Formats days and weeks in one locale, independent of the machine's; and timestamps for machines.
struct DateFormat: Sendable {
    /// The locale's names and patterns.
    package let words: DateWords

    /// A formatter with `words`.
    init(_ words: DateWords) {
        self.words = words
    }

    /// `Tue 17 Nov`, `11月17日(火)`.
    func day(_ day: LocalDate) -> String {
        // Each value is made only when the pattern names it: a rebuild formats tens of thousands of days.
        words.day.filled { name in
            switch name {
            case "weekday": weekday(day)
            case "day": String(day.day)
            case "month": words.months[day.month - 1]
            case "shortMonth": words.shortMonths[day.month - 1]
            case "year": String(day.year)
            default: nil
            }
        }
    }

    /// `Tue`, `火`.
    func weekday(_ day: LocalDate) -> String { words.weekdays[day.isoWeekday - 1] }

    /// `16–22 November 2026`, `30 November – 6 December 2026`, `28 December 2026 – 3 January 2027`.
    func range(_ week: ISOWeek) -> String {
        let first = week.monday
        let last = first.adding(days: 6)
        let pattern =
            first.year != last.year
            ? words.rangeAcrossYears
            : first.month != last.month ? words.rangeInYear : words.rangeInMonth
        // As ``day(_:)``: each value made only when the pattern names it (the archive has a range a week).
        return pattern.filled { name in
            switch name {
            case "firstDay": String(first.day)
            case "firstMonth": words.months[first.month - 1]
            case "firstYear": String(first.year)
            case "lastDay": String(last.day)
            case "lastMonth": words.months[last.month - 1]
            case "lastYear": String(last.year)
            default: nil
            }
        }
    }

    /// `2026-11-23 07:00` in `timeZone`.
    static func timestamp(_ date: Date, in timeZone: TimeZone) -> String {
        let day = LocalDate(date, in: timeZone)
        let local = Int(date.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: date)
        let secondsIntoDay = local - day.dayNumber * 86_400
        return "\(day) \(twoDigits(secondsIntoDay / 3600)):\(twoDigits(secondsIntoDay % 3600 / 60))"
    }

    /// `2026-11-23`: the UTC day, for the sitemap.
    static func rfc3339Day(_ date: Date) -> String {
        LocalDate(date, in: TimeZone(secondsFromGMT: 0) ?? .current).description
    }

    static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
