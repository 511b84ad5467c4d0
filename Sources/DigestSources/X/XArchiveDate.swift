import DigestCore
import Foundation

/// The archive's timestamps, in the old v1.1 form: `Wed Nov 18 09:12:00 +0000 2026`.
enum XArchiveDate {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"].map {
        Array($0.utf8)
    }

    /// The instant `bytes` name, or nil.
    static func parse<Bytes: Collection>(_ bytes: Bytes) -> Date? where Bytes.Element == UInt8 {
        let fields = bytes.split(separator: 0x20)
        guard fields.count == 6, let month = months.firstIndex(where: { fields[1].elementsEqual($0) }),
            let day = number(fields[2]), let year = number(fields[5]), fields[4].count == 5,
            let date = LocalDate(year: year, month: month + 1, day: day)
        else { return nil }
        let clock = fields[3].split(separator: 0x3A)
        let zone = Array(fields[4])
        guard clock.count == 3, let hour = number(clock[0]), let minute = number(clock[1]),
            let second = number(clock[2]),
            hour < 24, minute < 60, second < 61, zone[0] == 0x2B || zone[0] == 0x2D,
            let zoneHours = number(zone[1...2]), let zoneMinutes = number(zone[3...4])
        else { return nil }
        let offset = (zoneHours * 3600 + zoneMinutes * 60) * (zone[0] == 0x2D ? -1 : 1)
        return Date(
            timeIntervalSince1970: Double(date.dayNumber * 86_400 + hour * 3600 + minute * 60 + second - offset))
    }

    static func number<Digits: Collection>(_ digits: Digits) -> Int? where Digits.Element == UInt8 {
        guard !digits.isEmpty, digits.count <= 4 else { return nil }
        var value = 0
        for digit in digits {
            guard (0x30...0x39).contains(digit) else { return nil }
            value = value * 10 + Int(digit - 0x30)
        }
        return value
    }
}
