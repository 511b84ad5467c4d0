import DigestCore
import Foundation

/// Moves days and instants from the sample's week and zone to another week and zone,
/// keeping weekday and wall-clock time (also across daylight-saving changes).
struct SampleTimeShift {
    let days: Int
    let fromCalendar: Calendar
    let toCalendar: Calendar

    init(from source: ISOWeek, zone fromZone: TimeZone, to target: ISOWeek, zone toZone: TimeZone) {
        self.days = target.monday.dayNumber - source.monday.dayNumber
        var from = Calendar(identifier: .gregorian)
        from.timeZone = fromZone
        var to = Calendar(identifier: .gregorian)
        to.timeZone = toZone
        self.fromCalendar = from
        self.toCalendar = to
    }

    func day(_ date: LocalDate) -> LocalDate { date.adding(days: days) }

    func instant(_ date: Date) -> Date {
        let wall = fromCalendar.dateComponents([.hour, .minute, .second, .nanosecond], from: date)
        let day = LocalDate(date, in: fromCalendar.timeZone).adding(days: days)
        let components = DateComponents(
            year: day.year, month: day.month, day: day.day,
            hour: wall.hour, minute: wall.minute, second: wall.second, nanosecond: wall.nanosecond)
        return toCalendar.date(from: components) ?? day.start(in: toCalendar.timeZone)
    }
}
