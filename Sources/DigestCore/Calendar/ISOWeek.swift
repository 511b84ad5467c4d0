import Foundation

/// An ISO 8601 week such as `2026-W47`: Monday to Sunday, in the ISO week-numbering year.
package struct ISOWeek: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The ISO week-numbering year (2026-W01 starts on 2025-12-29).
    package let year: Int
    /// The week number, 1 to 52 or 53.
    package let week: Int

    /// Creates a week, checking that `year` has that many weeks.
    package init(year: Int, week: Int) throws(ISOWeekError) {
        guard (1...9999).contains(year) else { throw .yearOutOfRange(year) }
        let count = ISOWeek.weekCount(in: year)
        guard (1...count).contains(week) else { throw .noSuchWeek(year: year, week: week, weeksInYear: count) }
        self.year = year
        self.week = week
    }

    /// Parses the form `2026-W47` (also accepting `2026W47` and a lowercase `w`).
    package init(parsing text: String) throws(ISOWeekError) {
        // `2026-W47` exactly, as every folder and index entry spells it, is read byte by byte.
        if let canonical = Self.canonical(text) {
            try self.init(year: canonical.year, week: canonical.week)
            return
        }
        let trimmed = text.trimmingWhitespace()
        let parts = trimmed.uppercased().split(separator: "W", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw .malformed(text) }
        var yearPart = parts[0]
        if yearPart.hasSuffix("-") { yearPart = yearPart.dropLast() }
        let weekPart = parts[1]
        guard yearPart.count == 4, (1...2).contains(weekPart.count),
            (yearPart + weekPart).allSatisfy({ $0.isASCII && $0.isNumber }),
            let y = Int(yearPart), let w = Int(weekPart)
        else { throw .malformed(text) }
        try self.init(year: y, week: w)
    }

    /// The week a folder named exactly as the week is spelled (`2026-W47`) holds, or nil for any
    /// other name: `2026-w47` or ` 2026-W47` is not a week's folder, though ``init(parsing:)`` reads it.
    package init?(folderName name: String) {
        guard let canonical = Self.canonical(name),
            let week = try? ISOWeek(year: canonical.year, week: canonical.week)
        else { return nil }
        self = week
    }

    /// The numbers of `text` when it is `YYYY-Www` in ASCII, or nil for any other form.
    ///
    /// Read from the text's bytes where they lie, no array made: a command lists every week's
    /// folder by name before it takes the lock, one at a time.
    static func canonical(_ text: String) -> (year: Int, week: Int)? {
        let utf8 = text.utf8
        guard utf8.count == 8 else { return nil }
        var numbers = (0, 0), index = 0
        for byte in utf8 {
            switch index {
            case 4: guard byte == UInt8(ascii: "-") else { return nil }
            case 5: guard byte == UInt8(ascii: "W") else { return nil }
            default:
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                if index < 4 {
                    numbers.0 = numbers.0 * 10 + Int(byte - UInt8(ascii: "0"))
                } else {
                    numbers.1 = numbers.1 * 10 + Int(byte - UInt8(ascii: "0"))
                }
            }
            index += 1
        }
        return numbers
    }

    /// The week that contains `day`.
    package init(containing day: LocalDate) {
        let number = day.dayNumber
        let thursday = number + 4 - LocalDate.isoWeekday(ofDayNumber: number)
        self.year = LocalDate(dayNumber: thursday).year
        self.week = (thursday - LocalDate.firstDayNumber(ofYear: year)) / 7 + 1
    }

    /// The week that contains the instant `date` in `timeZone`.
    package init(containing date: Date, in timeZone: TimeZone) {
        self.init(containing: LocalDate(date, in: timeZone))
    }

    /// The last week that has fully ended before `now` in `timeZone`.
    package static func lastComplete(before now: Date, in timeZone: TimeZone) -> ISOWeek {
        ISOWeek(containing: now, in: timeZone).previous
    }

    /// How many ISO weeks `year` has: 53 when it starts on a Thursday, or is a leap year starting on a Wednesday.
    static func weekCount(in year: Int) -> Int {
        // In day numbers: every week a command lists or reads is checked against its year's count.
        let jan1 = LocalDate.isoWeekday(ofDayNumber: LocalDate.firstDayNumber(ofYear: year))
        return jan1 == 4 || (jan1 == 3 && LocalDate.isLeapYear(year)) ? 53 : 52
    }

    /// The Monday this week starts on.
    package var monday: LocalDate { LocalDate(dayNumber: mondayNumber) }

    /// The day number of the Monday, worked out in day numbers: a date is made only at the end.
    var mondayNumber: Int {
        let jan4 = LocalDate.firstDayNumber(ofYear: year) + 3
        return jan4 + 1 - LocalDate.isoWeekday(ofDayNumber: jan4) + (week - 1) * 7
    }

    /// The seven days, Monday first.
    package var days: [LocalDate] {
        // The Monday worked out once, not once a day.
        let monday = mondayNumber
        return (0..<7).map { LocalDate(dayNumber: monday + $0) }
    }

    /// The half-open window [Monday 00:00, next Monday 00:00) in `timeZone`.
    package func window(in timeZone: TimeZone) -> DateInterval {
        let start = monday.start(in: timeZone)
        let end = monday.adding(days: 7).start(in: timeZone)
        return DateInterval(start: start, end: end)
    }

    /// The week before this one.
    package var previous: ISOWeek {
        // Weeks are numbered 1 to 52 or 53 without gaps: only week 1 needs the calendar. The
        // line of context walks back through every week's history, so this is asked for often.
        week > 1 ? ISOWeek(numbered: week - 1, of: year) : ISOWeek(containing: monday.adding(days: -7))
    }

    /// The week after this one.
    package var next: ISOWeek {
        // Every year has at least 52 weeks: only from week 52 on is the calendar needed.
        week < 52 ? ISOWeek(numbered: week + 1, of: year) : ISOWeek(containing: monday.adding(days: 7))
    }

    /// Week `week` of `year`, which the caller knows `year` has.
    private init(numbered week: Int, of year: Int) {
        self.year = year
        self.week = week
    }

    /// `2026-W47`.
    package var description: String {
        year.zeroPadded(4) + "-W" + week.zeroPadded(2)
    }

    package static func < (lhs: ISOWeek, rhs: ISOWeek) -> Bool {
        (lhs.year, lhs.week) < (rhs.year, rhs.week)
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try ISOWeek(parsing: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension LocalDate {
    /// The day number of 1 January of `year`.
    static func firstDayNumber(ofYear year: Int) -> Int {
        dayNumber(year: year, month: 1, day: 1)
    }
}
