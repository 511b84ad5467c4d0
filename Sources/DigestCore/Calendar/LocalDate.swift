import Foundation

/// A calendar day (year, month, day) with no time zone attached, for example `2026-11-16`.
package struct LocalDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The proleptic Gregorian year.
    package let year: Int
    /// The month, 1 to 12.
    package let month: Int
    /// The day of the month, 1 to 31.
    package let day: Int

    /// Creates a date from its parts; returns nil when the parts do not name a real day.
    package init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1,
            day <= LocalDate.daysInMonth(year: year, month: month)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Creates the date that lies `dayNumber` days after 1970-01-01.
    package init(dayNumber: Int) {
        // Howard Hinnant's civil_from_days.
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        self.month = m
        self.day = d
    }

    /// The local day on which `date` falls in `timeZone`.
    package init(_ date: Date, in timeZone: TimeZone) {
        let seconds = Int((date.timeIntervalSince1970).rounded(.down)) + timeZone.secondsFromGMT(for: date)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        self.init(dayNumber: days)
    }

    /// Parses `YYYY-MM-DD`.
    package init?(parsing text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// Days since 1970-01-01 (negative before it).
    package var dayNumber: Int { Self.dayNumber(year: year, month: month, day: day) }

    /// The day number of a valid year, month and day, no date made.
    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The ISO weekday: 1 is Monday, 7 is Sunday.
    package var isoWeekday: Int { Self.isoWeekday(ofDayNumber: dayNumber) }

    /// The ISO weekday of the day `dayNumber` days after 1970-01-01, no date made.
    static func isoWeekday(ofDayNumber dayNumber: Int) -> Int {
        let w = (dayNumber + 3) % 7  // 1970-01-01 was a Thursday (ISO 4).
        return (w < 0 ? w + 7 : w) + 1
    }

    /// The day `count` days later (earlier when negative).
    package func adding(days count: Int) -> LocalDate {
        LocalDate(dayNumber: dayNumber + count)
    }

    /// The instant this day starts in `timeZone` (the first existing moment when midnight is skipped).
    package func start(in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(year: year, month: month, day: day)
        if let date = calendar.date(from: components) {
            return calendar.startOfDay(for: date)
        }
        // Unreachable for valid dates; fall back to UTC midnight shifted by the zone's offset.
        let utc = Date(timeIntervalSince1970: TimeInterval(dayNumber) * 86_400)
        return utc.addingTimeInterval(-TimeInterval(timeZone.secondsFromGMT(for: utc)))
    }

    /// `YYYY-MM-DD`.
    package var description: String {
        year.zeroPadded(4) + "-" + month.zeroPadded(2) + "-" + day.zeroPadded(2)
    }

    package static func < (lhs: LocalDate, rhs: LocalDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

    /// Whether `year` has a 29 February.
    static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = LocalDate(parsing: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not a date of the form 2026-11-16")
        }
        self = value
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
