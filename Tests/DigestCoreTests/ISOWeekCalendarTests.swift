import Foundation
import Testing

@testable import DigestCore

/// ISO weeks worked out in day numbers, held to Foundation's ISO 8601 calendar.
///
/// The count of weeks in each year, each week's Monday and days, and the week that holds each
/// day, from 1600 on: before its 1582 reform, Foundation's calendar counts Julian days, and the
/// app counts Gregorian ones.
struct ISOWeekCalendarTests {
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = .gmt
        return calendar
    }()

    static func date(_ day: LocalDate) -> Date {
        Date(timeIntervalSince1970: TimeInterval(day.dayNumber) * 86_400)
    }

    @Test(arguments: [1600, 1899, 1970, 2026, 2099, 2400, 5000, 9870])
    func eachYearHasTheWeeksTheCalendarGives(century: Int) throws {
        for year in century..<(century + 130) {
            let dec28 = try #require(LocalDate(year: year, month: 12, day: 28))
            let weeks = Self.calendar.component(.weekOfYear, from: Self.date(dec28))
            #expect(ISOWeek.weekCount(in: year) == weeks, "\(year)")
        }
    }

    @Test(arguments: [1601, 1969, 2020, 2049])
    func everyWeekStartsOnTheCalendarsMonday(from year: Int) throws {
        for year in year...(year + 6) {
            for number in 1...ISOWeek.weekCount(in: year) {
                let week = try ISOWeek(year: year, week: number)
                let monday = week.monday
                #expect(monday.isoWeekday == 1)
                let parts = Self.calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: Self.date(monday))
                #expect(parts.yearForWeekOfYear == year && parts.weekOfYear == number, "\(week)")
                #expect(week.days == (0..<7).map { monday.adding(days: $0) })
                for day in week.days { #expect(ISOWeek(containing: day) == week, "\(day)") }
            }
        }
    }

    @Test func weekdaysFollowDayNumbersBothWaysFrom1970() {
        for number in -100_000...100_000 where number % 97 == 0 || abs(number) < 30 {
            let day = LocalDate(dayNumber: number)
            let parts = Self.calendar.component(.weekday, from: Self.date(day))
            // Foundation counts Sunday as 1; ISO counts Monday as 1 and Sunday as 7.
            #expect(day.isoWeekday == (parts + 5) % 7 + 1, "\(day)")
            #expect(LocalDate.dayNumber(year: day.year, month: day.month, day: day.day) == number)
        }
    }
}
