import DigestCore
import Foundation
import Testing

/// A week against its goal: each part measured only where the week has its numbers, and the weeks
/// in a row that met it ending with the latest.
struct WeeklyGoalTests {
    static func summary(
        _ week: String, seconds: Int? = nil, days: [Int]? = nil, commits: Int? = nil
    ) throws -> WeekSummary {
        WeekSummary(
            week: try ISOWeek(parsing: week), generatedAt: Date(timeIntervalSince1970: 0), codingSeconds: seconds,
            topLanguage: nil, articles: nil, links: nil, isPartial: false, days: days, commits: commits)
    }

    static let hour = 3600

    /// `time`, `days`, or the count's key: `commits`.
    static func name(of kind: GoalOutcome.Part.Kind) -> String {
        switch kind {
        case .time: "time"
        case .days: "days"
        case .count(let key): key
        }
    }

    @Test(
        arguments: [
            // name, goal (minutes, days, commits), seconds, days, commits, expected parts (kind, goal, done), met
            ("time met exactly", 600, nil, nil, 10 * hour, [hour, 0, 0, 0, 0, 0, 0], nil, ["time 36000 36000"], true),
            ("time missed by a second", 600, nil, nil, 10 * hour - 1, nil, nil, ["time 36000 35999"], false),
            (
                "days counted from the days with time", nil, 5, nil, 5 * hour, [hour, hour, 0, hour, hour, hour, 0],
                nil,
                ["days 5 5"], true
            ),
            (
                "a total without days says nothing of the days", nil, 5, nil, 5 * hour, [0, 0, 0, 0, 0, 0, 0], nil, [],
                nil
            ),
            ("an idle week coded on no day", nil, 1, nil, 0, [0, 0, 0, 0, 0, 0, 0], nil, ["days 1 0"], false),
            ("no WakaTime: time and days not measured", 600, 5, nil, nil, nil, 3, [], nil),
            ("commits alone", nil, nil, 10, nil, nil, 12, ["commits 10 12"], true),
            ("commits without repositories read", nil, nil, 10, 3 * hour, [hour, 0, 0, 0, 0, 0, 0], nil, [], nil),
            (
                "every part, one missed", 60, 2, 3, 2 * hour, [hour, hour, 0, 0, 0, 0, 0], 1,
                ["time 3600 7200", "days 2 2", "commits 3 1"], false
            ),
            ("no goal", nil, nil, nil, 10 * hour, [hour, 0, 0, 0, 0, 0, 0], 4, [], nil),
        ] as [(String, Int?, Int?, Int?, Int?, [Int]?, Int?, [String], Bool?)])
    func aWeekIsMeasuredOnTheNumbersItHas(
        name: String, minutes: Int?, days: Int?, commits: Int?, seconds: Int?, perDay: [Int]?, done: Int?,
        parts: [String], met: Bool?
    ) throws {
        let goal = WeeklyGoal(minutes: minutes, days: days, counts: commits.map { ["commits": $0] } ?? [:])
        let outcome = goal.outcome(of: try Self.summary("2026-W47", seconds: seconds, days: perDay, commits: done))
        let described = outcome?.parts.map { "\(Self.name(of: $0.kind)) \($0.goal) \($0.done)" } ?? []
        #expect(described == parts, "\(name)")
        #expect(outcome?.isMet == met, "\(name)")
        #expect(outcome?.parts.allSatisfy { $0.missing == max(0, $0.goal - $0.done) } ?? true)
    }

    @Test func theRunEndsAtAMissedWeekAGapOrAWeekWithoutNumbers() throws {
        let goal = WeeklyGoal(minutes: 60)
        let met = { (week: String) in try Self.summary(week, seconds: 2 * Self.hour) }
        let missed = { (week: String) in try Self.summary(week, seconds: 10) }
        let weeks = [
            try met("2026-W40"), try missed("2026-W41"), try met("2026-W42"), try met("2026-W43"),
            try met("2026-W44"),
        ]
        #expect(GoalRecord(weeks, goal: goal) == GoalRecord.expected(met: 4, measured: 5, run: 3))
        // 2026-W45 missing from the site: the latest run starts again.
        #expect(GoalRecord(weeks + [try met("2026-W46")], goal: goal).currentRun == 1)
        #expect(GoalRecord(weeks + [try missed("2026-W45")], goal: goal).currentRun == 0)
        // A week WakaTime did not answer is not measured, and ends the run.
        let unmeasured = try Self.summary("2026-W45")
        #expect(GoalRecord(weeks + [unmeasured], goal: goal) == GoalRecord.expected(met: 4, measured: 5, run: 0))
        // Across a year's end: 2026 has 53 weeks, so 2026-W52 to 2027-W01 has a gap.
        let turn = [try met("2026-W52"), try met("2026-W53"), try met("2027-W01")]
        #expect(GoalRecord(turn, goal: goal).currentRun == 3)
        #expect(GoalRecord([try met("2026-W52"), try met("2027-W01")], goal: goal).currentRun == 1)
        #expect(GoalRecord([WeekSummary](), goal: goal) == GoalRecord.expected(met: 0, measured: 0, run: 0))
        #expect(GoalRecord(weeks, goal: .none) == GoalRecord.expected(met: 0, measured: 0, run: 0))
    }
}

extension GoalRecord {
    static func expected(met: Int, measured: Int, run: Int) -> GoalRecord {
        var record = GoalRecord([WeekSummary](), goal: .none)
        record.met = met
        record.measured = measured
        record.currentRun = run
        return record
    }
}
