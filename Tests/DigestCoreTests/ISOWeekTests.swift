import Foundation
import Testing

@testable import DigestCore

struct ISOWeekTests {
    static let mondays: [(String, String)] = [
        ("2026-W47", "2026-11-16"),
        ("2026-W01", "2025-12-29"),
        ("2020-W53", "2020-12-28"),
        ("2021-W01", "2021-01-04"),
        ("2015-W53", "2015-12-28"),
        ("2024-W01", "2024-01-01"),
        ("2025-W01", "2024-12-30"),
        ("2026-W53", "2026-12-28"),
        ("2027-W01", "2027-01-04"),
        ("2000-W09", "2000-02-28"),
    ]

    @Test(arguments: mondays)
    func weekStartsOnItsMonday(week: String, monday: String) throws {
        let parsed = try ISOWeek(parsing: week)
        #expect(parsed.monday.description == monday)
        #expect(parsed.description == week)
        #expect(parsed.days.count == 7)
        #expect(parsed.days.last == parsed.monday.adding(days: 6))
        #expect(ISOWeek(containing: parsed.monday) == parsed)
        #expect(ISOWeek(containing: parsed.monday.adding(days: 6)) == parsed)
    }

    static let containing: [(String, String)] = [
        ("2021-01-03", "2020-W53"),
        ("2021-01-04", "2021-W01"),
        ("2025-12-29", "2026-W01"),
        ("2025-12-28", "2025-W52"),
        ("2024-12-30", "2025-W01"),
        ("2027-01-03", "2026-W53"),
        ("2026-11-22", "2026-W47"),
        ("2026-11-23", "2026-W48"),
        ("2008-12-29", "2009-W01"),
        ("2010-01-03", "2009-W53"),
    ]

    @Test(arguments: containing)
    func dayFallsInItsWeek(day: String, week: String) throws {
        let date = try #require(LocalDate(parsing: day))
        #expect(ISOWeek(containing: date).description == week)
    }

    @Test(arguments: [
        (2020, 53), (2026, 53), (2015, 53), (2004, 53), (2032, 53), (2009, 53),
        (2021, 52), (2025, 52), (2024, 52), (2100, 52),
    ])
    func weekCount(year: Int, weeks: Int) {
        #expect(ISOWeek.weekCount(in: year) == weeks)
    }

    static let invalid: [(String, ISOWeekError)] = [
        ("2026-W54", .noSuchWeek(year: 2026, week: 54, weeksInYear: 53)),
        ("2025-W53", .noSuchWeek(year: 2025, week: 53, weeksInYear: 52)),
        ("2026-W00", .noSuchWeek(year: 2026, week: 0, weeksInYear: 53)),
        ("2026-47", .malformed("2026-47")),
        ("", .malformed("")),
        ("W47", .malformed("W47")),
        ("2026-W", .malformed("2026-W")),
        ("２０２６-W47", .malformed("２０２６-W47")),
        ("2026-W47x", .malformed("2026-W47x")),
        ("2026-W-47", .malformed("2026-W-47")),
        ("2026-W147", .malformed("2026-W147")),
        ("0000-W01", .yearOutOfRange(0)),
    ]

    @Test(arguments: invalid)
    func rejectsInvalidWeeks(text: String, expected: ISOWeekError) {
        #expect(throws: expected) { try ISOWeek(parsing: text) }
    }

    @Test func errorMessagesQuoteTheValueAndShowTheForm() {
        #expect(ISOWeekError.malformed("next week").description.contains("'next week'"))
        #expect(ISOWeekError.malformed("x").description.contains("2026-W47"))
        #expect(ISOWeekError.noSuchWeek(year: 2025, week: 53, weeksInYear: 52).description.contains("W52"))
    }

    @Test(arguments: ["2026w47", "2026W47", " 2026-W47 "])
    func acceptsLenientForms(text: String) throws {
        #expect(try ISOWeek(parsing: text) == ISOWeek(year: 2026, week: 47))
    }

    static func zone(_ id: String) throws -> TimeZone { try #require(TimeZone(identifier: id)) }
    static func instant(_ text: String) throws -> Date { try #require(ISO8601DateFormatter().date(from: text)) }

    static let windows: [(String, String, String, String, Double)] = [
        ("2026-W47", "Asia/Tokyo", "2026-11-15T15:00:00Z", "2026-11-22T15:00:00Z", 168),
        ("2026-W47", "UTC", "2026-11-16T00:00:00Z", "2026-11-23T00:00:00Z", 168),
        // Europe/Berlin springs forward on Sunday 2026-03-29: the week is an hour short.
        ("2026-W13", "Europe/Berlin", "2026-03-22T23:00:00Z", "2026-03-29T22:00:00Z", 167),
        // New York falls back on Sunday 2026-11-01: the week is an hour long.
        ("2026-W44", "America/New_York", "2026-10-26T04:00:00Z", "2026-11-02T05:00:00Z", 169),
        ("2026-W01", "Pacific/Kiritimati", "2025-12-28T10:00:00Z", "2026-01-04T10:00:00Z", 168),
        ("2020-W53", "America/Los_Angeles", "2020-12-28T08:00:00Z", "2021-01-04T08:00:00Z", 168),
    ]

    @Test(arguments: windows)
    func windowIsMondayToMondayInTheZone(week: String, zone: String, start: String, end: String, hours: Double) throws {
        let window = try ISOWeek(parsing: week).window(in: Self.zone(zone))
        #expect(window.start == (try Self.instant(start)))
        #expect(window.end == (try Self.instant(end)))
        #expect(window.duration == hours * 3600)
    }

    @Test func windowStartsAtTheFirstMomentOfMondayWhenMidnightIsSkipped() throws {
        // Asunción sprang forward at midnight on Sunday 2019-10-06; Havana at midnight on Sunday 2019-03-10.
        for (id, week) in [("America/Asuncion", "2019-W41"), ("America/Havana", "2019-W11")] {
            let zone = try Self.zone(id)
            let parsed = try ISOWeek(parsing: week)
            let window = parsed.window(in: zone)
            #expect(LocalDate(window.start, in: zone) == parsed.monday)
            #expect(LocalDate(window.end, in: zone) == parsed.monday.adding(days: 7))
            #expect(window.duration > 166 * 3600 && window.duration < 170 * 3600)
        }
    }

    static let lastComplete: [(String, String, String)] = [
        ("2026-11-23T07:00:00+09:00", "Asia/Tokyo", "2026-W47"),
        ("2026-11-23T07:00:00+09:00", "UTC", "2026-W46"),
        ("2026-11-23T00:00:00+09:00", "Asia/Tokyo", "2026-W47"),
        ("2026-11-22T23:59:59+09:00", "Asia/Tokyo", "2026-W46"),
        ("2026-01-01T12:00:00Z", "UTC", "2025-W52"),
        ("2021-01-05T12:00:00Z", "UTC", "2020-W53"),
    ]

    @Test(arguments: lastComplete)
    func lastCompleteWeek(now: String, zone: String, expected: String) throws {
        #expect(ISOWeek.lastComplete(before: try Self.instant(now), in: try Self.zone(zone)).description == expected)
    }

    @Test func previousAndNextCrossYears() throws {
        #expect(try ISOWeek(parsing: "2021-W01").previous.description == "2020-W53")
        #expect(try ISOWeek(parsing: "2020-W53").next.description == "2021-W01")
        #expect(try ISOWeek(parsing: "2026-W01").previous.description == "2025-W52")
    }

    /// `previous` and `next` count week numbers and use the calendar only at a year's end: for
    /// every week from 1900 to 2100 they must give the week seven days before or after its Monday.
    @Test func previousAndNextAreSevenDaysAwayForEveryWeekOfTwoCenturies() throws {
        var week = try ISOWeek(year: 1900, week: 1)
        var count = 0
        while week.year <= 2100 {
            let before = ISOWeek(containing: week.monday.adding(days: -7))
            let after = ISOWeek(containing: week.monday.adding(days: 7))
            #expect(week.previous == before, "\(week)")
            #expect(week.next == after, "\(week)")
            #expect(after.previous == week && before.next == week, "\(week)")
            week = after
            count += 1
        }
        // 201 years of 52 or 53 weeks each.
        #expect(count > 201 * 52 && count < 201 * 53)
    }

    /// The description is written digit by digit: for every year the type takes, and weeks of one
    /// and two digits, it must be the zero-padded `YYYY-Www` and read back as the same week.
    @Test func theDescriptionIsZeroPaddedForEveryYear() throws {
        for year in 1...9999 {
            for number in Set([1, 9, 10, 52, ISOWeek.weekCount(in: year)]) {
                let week = try ISOWeek(year: year, week: number)
                #expect(week.description == year.zeroPadded(4) + "-W" + number.zeroPadded(2))
                #expect(try ISOWeek(parsing: week.description) == week)
            }
        }
        #expect(try ISOWeek(year: 7, week: 3).description == "0007-W03")
    }

    @Test func codesAsItsText() throws {
        let week = try ISOWeek(parsing: "2026-W05")
        let data = try JSONEncoder().encode([week])
        #expect(String(decoding: data, as: UTF8.self) == #"["2026-W05"]"#)
        #expect(try JSONDecoder().decode([ISOWeek].self, from: data) == [week])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([ISOWeek].self, from: Data(#"["2026-W60"]"#.utf8))
        }
    }

    @Test func localDateRoundTripsDayNumbers() {
        for number in stride(from: -800_000, through: 800_000, by: 997) {
            let date = LocalDate(dayNumber: number)
            #expect(date.dayNumber == number)
            #expect(LocalDate(year: date.year, month: date.month, day: date.day) == date)
        }
        #expect(LocalDate(year: 2026, month: 2, day: 29) == nil)
        #expect(LocalDate(year: 2024, month: 2, day: 29) != nil)
        #expect(LocalDate(parsing: "2026-13-01") == nil)
        #expect(LocalDate(parsing: "2026-1-01") == nil)
    }

    /// Written by hand, not `String(format:)`: every field is padded, small years too.
    @Test(arguments: [
        (2026, 5, "2026-W05"), (2026, 47, "2026-W47"), (999, 1, "0999-W01"), (1, 52, "0001-W52"),
        (9999, 10, "9999-W10"),
    ])
    func descriptionsArePaddedWithZeros(year: Int, week: Int, expected: String) throws {
        #expect(try ISOWeek(year: year, week: week).description == expected)
        #expect(try ISOWeek(parsing: expected) == ISOWeek(year: year, week: week))
    }

    @Test(arguments: [(2026, 1, 2, "2026-01-02"), (999, 12, 31, "0999-12-31"), (5, 10, 9, "0005-10-09")])
    func datesArePaddedWithZeros(year: Int, month: Int, day: Int, expected: String) throws {
        let date = try #require(LocalDate(year: year, month: month, day: day))
        #expect(date.description == expected)
        #expect(LocalDate(parsing: expected) == date)
    }

    /// A folder is a week's only when named exactly as the week is spelled: read byte by byte,
    /// no other spelling, no number out of range, no digit of another script gets in.
    @Test(
        arguments: [
            ("2026-W47", "2026-W47"), ("2020-W53", "2020-W53"), ("0001-W01", "0001-W01"), ("9999-W52", "9999-W52"),
            ("2026-w47", nil), (" 2026-W47", nil), ("2026-W47 ", nil), ("2026-W7", nil), ("2026W047", nil),
            ("2026-W54", nil), ("2027-W53", nil), ("2026-W53", "2026-W53"), ("2026-W00", nil), ("0000-W01", nil),
            ("２０２６-W47", nil),
            ("2026-W4７", nil), ("abcd-W47", nil), ("2026_W47", nil), ("2026-X47", nil), ("", nil), ("週", nil),
            ("2026-W4/", nil), ("2026-W4:", nil),
        ] as [(String, String?)])
    func aFolderNameIsAWeekOnlyInItsOwnSpelling(name: String, week: String?) {
        #expect(ISOWeek(folderName: name)?.description == week)
    }

    @Test func everyWeekIsReadBackFromItsFolderName() throws {
        for year in [1, 1999, 2020, 2026, 2027, 9999] {
            for number in 1...ISOWeek.weekCount(in: year) {
                let week = try ISOWeek(year: year, week: number)
                #expect(ISOWeek(folderName: week.description) == week)
                #expect(try ISOWeek(parsing: week.description) == week)
            }
        }
    }
}
