import DigestCore
import Foundation

/// Formats days and times in English, independent of the machine's locale.
public enum DateFormat {
    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let months = ["January", "February", "March", "April", "May", "June", "July",
                         "August", "September", "October", "November", "December"]

    /// `Tue 17 Nov`.
    public static func shortDay(_ day: LocalDate) -> String {
        "\(weekdays[day.isoWeekday - 1]) \(day.day) \(months[day.month - 1].prefix(3))"
    }

    /// `Tue`.
    public static func weekday(_ day: LocalDate) -> String { weekdays[day.isoWeekday - 1] }

    /// `16–22 November 2026`, `30 November – 6 December 2026`, `28 December 2026 – 3 January 2027`.
    public static func range(_ week: ISOWeek) -> String {
        let first = week.monday, last = week.monday.adding(days: 6)
        let lastText = "\(last.day) \(months[last.month - 1]) \(last.year)"
        if first.year != last.year {
            return "\(first.day) \(months[first.month - 1]) \(first.year) – \(lastText)"
        }
        if first.month != last.month {
            return "\(first.day) \(months[first.month - 1]) – \(lastText)"
        }
        return "\(first.day)–\(lastText)"
    }

    /// `2026-11-23 07:00` in `timeZone`.
    public static func timestamp(_ date: Date, in timeZone: TimeZone) -> String {
        let day = LocalDate(date, in: timeZone)
        let local = Int(date.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: date)
        let secondsIntoDay = local - day.dayNumber * 86_400
        let hour = secondsIntoDay / 3600, minute = secondsIntoDay % 3600 / 60
        return "\(day) \(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
    }

    /// `2026-11-23T07:00:00Z`: RFC 3339 in UTC, for the feed.
    public static func rfc3339(_ date: Date) -> String {
        let utc = TimeZone(secondsFromGMT: 0) ?? .current
        let day = LocalDate(date, in: utc)
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) - day.dayNumber * 86_400
        return "\(day)T\(twoDigits(seconds / 3600)):\(twoDigits(seconds % 3600 / 60)):\(twoDigits(seconds % 60))Z"
    }

    /// `2026-11-23`: the UTC day, for the sitemap.
    public static func rfc3339Day(_ date: Date) -> String {
        LocalDate(date, in: TimeZone(secondsFromGMT: 0) ?? .current).description
    }

    static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
