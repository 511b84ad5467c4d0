import DigestCore
import Foundation

/// Moves days and instants from the sample's week and zone to another week and zone,
/// keeping weekday and wall-clock time.
struct SampleTimeShift {
    let days: Int
    let fromZone: TimeZone
    let toZone: TimeZone

    init(from source: ISOWeek, zone fromZone: TimeZone, to target: ISOWeek, zone toZone: TimeZone) {
        self.days = target.monday.dayNumber - source.monday.dayNumber
        self.fromZone = fromZone
        self.toZone = toZone
    }

    func day(_ date: LocalDate) -> LocalDate { date.adding(days: days) }

    func instant(_ date: Date) -> Date {
        let localDay = LocalDate(date, in: fromZone)
        let wallClock = date.timeIntervalSince(localDay.start(in: fromZone))
        return localDay.adding(days: days).start(in: toZone).addingTimeInterval(wallClock)
    }
}
