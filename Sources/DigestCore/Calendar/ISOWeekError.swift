/// Why a text or a pair of numbers is not an ISO week.
package enum ISOWeekError: Error, Equatable, CustomStringConvertible {
    /// The text does not have the form `2026-W47`.
    case malformed(String)
    /// The year has fewer weeks than asked for.
    case noSuchWeek(year: Int, week: Int, weeksInYear: Int)
    /// The year is outside 0001 to 9999.
    case yearOutOfRange(Int)

    package var description: String {
        switch self {
        case .malformed(let text):
            return "'\(text)' is not an ISO week: expected the form 2026-W47 (year, 'W', week number)."
        case let .noSuchWeek(year, week, count):
            return "\(year) has no week \(week): its ISO weeks run from W01 to W\(count)."
        case .yearOutOfRange(let year):
            return "The year \(year) is out of range: use a year from 0001 to 9999."
        }
    }
}
