import Testing

@testable import DigestApp
@testable import DigestCore

/// Which weeks a `run` without `--week` builds: the missed ones since the newest snapshot and the
/// recent partial ones, oldest first, never more than DIGEST_CATCH_UP weeks back.
struct CatchUpTests {
    static func weeks(_ names: [String]) throws -> [ISOWeek] { try names.map { try ISOWeek(parsing: $0) } }

    @Test(arguments: [
        // stored, partial, limit, expected
        ([String](), [String](), 4, ["2026-W47"]),
        (["2026-W47"], [], 4, []),
        (["2026-W46"], [], 4, ["2026-W47"]),
        (["2026-W44"], [], 4, ["2026-W45", "2026-W46", "2026-W47"]),
        (["2026-W30"], [], 4, ["2026-W44", "2026-W45", "2026-W46", "2026-W47"]),
        (["2026-W30"], [], 1, ["2026-W47"]),
        (["2026-W45", "2026-W46", "2026-W47"], ["2026-W46"], 4, ["2026-W46"]),
        (["2026-W44", "2026-W45"], ["2026-W44"], 4, ["2026-W44", "2026-W46", "2026-W47"]),
        (["2026-W40", "2026-W47"], ["2026-W40"], 4, []),
        (["2026-W01", "2027-W01"], [], 2, ["2027-W02"]),
    ])
    func theMissedAndPartialWeeksOfTheWindow(stored: [String], partial: [String], limit: Int, expected: [String])
        throws
    {
        let latest = try ISOWeek(parsing: expected == ["2027-W02"] ? "2027-W02" : "2026-W47")
        let weeks = CatchUp.weeks(
            latest: latest, stored: try Self.weeks(stored), partial: Set(try Self.weeks(partial)), limit: limit)
        #expect(weeks.map(\.description) == expected)
    }

    @Test func theWindowCrossesAYearWithFiftyThreeWeeks() throws {
        let window = CatchUp.window(ending: try ISOWeek(parsing: "2027-W02"), limit: 4)
        #expect(window.map(\.description) == ["2026-W52", "2026-W53", "2027-W01", "2027-W02"])
    }
}
