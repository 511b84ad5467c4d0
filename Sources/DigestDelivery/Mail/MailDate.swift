import DigestCore
import Foundation

/// The `Date` header: `Mon, 23 Nov 2026 07:00:00 +0900` (RFC 5322), in English whatever the locale.
enum MailDate {
    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `date` as seen in `timeZone`.
    static func header(_ date: Date, in timeZone: TimeZone) -> String {
        let offset = timeZone.secondsFromGMT(for: date)
        let day = LocalDate(date, in: timeZone)
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + offset - day.dayNumber * 86_400
        let sign = offset < 0 ? "-" : "+"
        let zone = sign + two(abs(offset) / 3600) + two(abs(offset) % 3600 / 60)
        return "\(weekdays[day.isoWeekday - 1]), \(day.day) \(months[day.month - 1]) \(day.year) "
            + "\(two(seconds / 3600)):\(two(seconds % 3600 / 60)):\(two(seconds % 60)) \(zone)"
    }

    static func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
