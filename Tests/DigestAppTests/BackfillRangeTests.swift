import Foundation
import Testing

@testable import DigestApp
@testable import DigestCore

/// `backfill --from/--to`: the weeks asked for, oldest first, or a sentence naming what to change.
struct BackfillRangeTests {
    static let clock: WeekClock? = try? WeekClock(
        now: ISOTimestamp.parse("2026-11-30T07:00:00+09:00") ?? .distantPast,
        timeZone: TimeZone(identifier: "Asia/Tokyo") ?? .gmt, pinned: true)

    @Test(
        arguments: [
            // from, to, the weeks (first, last, count) or the start of the error
            ("2026-W40", nil, "2026-W40 2026-W48 9"),
            ("2025-W48", "2026-W02", "2025-W48 2026-W02 7"),  // across a year of 52 weeks
            ("2020-W52", "2021-W01", "2020-W52 2021-W01 3"),  // 2020 has a W53
            ("2026-W48", "2026-W48", "2026-W48 2026-W48 1"),
            ("2026-W48", "2026-W40", "--from 2026-W48 is after --to 2026-W40"),
            ("2026-W40", "2026-W49", "--to 2026-W49 has not ended yet"),
            ("1999-W10", nil, "--from 1999-W10 is outside the years"),
            ("2010-W01", nil, "2010-W01 to 2026-W48 is more than 530 weeks"),
        ] as [(String, String?, String)])
    func theRangeIsCheckedAndListed(from: String, to: String?, expected: String) throws {
        let clock = try #require(Self.clock)
        do {
            let range = try BackfillRange(
                from: try ISOWeek(parsing: from), to: try to.map { try ISOWeek(parsing: $0) }, clock: clock)
            let said =
                "\(range.weeks.first?.description ?? "") \(range.weeks.last?.description ?? "") \(range.weeks.count)"
            #expect(said == expected)
            #expect(range.weeks == range.weeks.sorted() && Set(range.weeks).count == range.weeks.count)
        } catch let error as RunError {
            #expect(error.status == .usage)
            #expect(error.message.hasPrefix(expected), "\(error.message)")
        }
    }
}
