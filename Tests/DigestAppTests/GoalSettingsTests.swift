import DigestCore
import DigestSystem
import Testing

@testable import DigestApp

/// `DIGEST_GOAL_HOURS`, `DIGEST_GOAL_DAYS` and `DIGEST_GOAL_COMMITS`: what each accepts, and a
/// sentence naming the setting and what it takes for anything else.
struct GoalSettingsTests {
    static let accepted: [([String: String], WeeklyGoal)] = [
        ([:], .none),
        (["DIGEST_GOAL_HOURS": "10"], WeeklyGoal(minutes: 600)),
        (["DIGEST_GOAL_HOURS": "7.5"], WeeklyGoal(minutes: 450)),
        (["DIGEST_GOAL_HOURS": "0.25"], WeeklyGoal(minutes: 15)),
        (["DIGEST_GOAL_HOURS": "168"], WeeklyGoal(minutes: 10_080)),
        (["DIGEST_GOAL_HOURS": "  12  "], WeeklyGoal(minutes: 720)),
        (["DIGEST_GOAL_DAYS": "5", "DIGEST_GOAL_COMMITS": "20"], WeeklyGoal(days: 5, commits: 20)),
        (["DIGEST_GOAL_HOURS": ""], .none),
    ]

    @Test(arguments: accepted)
    func aGoalIsRead(environment: [String: String], goal: WeeklyGoal) throws {
        #expect(
            try Configuration(
                environment: environment.merging(["TZ": "UTC"]) { a, _ in a }, fileSystem: LocalFileSystem()
            ).goal == goal)
    }

    static let refused: [([String: String], String)] = [
        (["DIGEST_GOAL_HOURS": "0"], "DIGEST_GOAL_HOURS is '0': set it to the hours of coding"),
        (["DIGEST_GOAL_HOURS": "-3"], "DIGEST_GOAL_HOURS is '-3'"),
        (["DIGEST_GOAL_HOURS": "169"], "at most 168"),
        (["DIGEST_GOAL_HOURS": "ten"], "a number such as 10 or 7.5"),
        (["DIGEST_GOAL_HOURS": "1e1"], "DIGEST_GOAL_HOURS is '1e1'"),
        (["DIGEST_GOAL_HOURS": "10."], "DIGEST_GOAL_HOURS is '10.'"),
        (["DIGEST_GOAL_HOURS": ".5"], "DIGEST_GOAL_HOURS is '.5'"),
        (["DIGEST_GOAL_HOURS": "１０"], "DIGEST_GOAL_HOURS is '１０'"),
        (["DIGEST_GOAL_HOURS": "0.001"], "more than 0"),
        (["DIGEST_GOAL_HOURS": "nan"], "DIGEST_GOAL_HOURS is 'nan'"),
        (["DIGEST_GOAL_HOURS": "10 h"], "DIGEST_GOAL_HOURS is '10 h'"),
        (
            ["DIGEST_GOAL_DAYS": "0"],
            "DIGEST_GOAL_DAYS is '0': set it to the days a week you aim to code, a whole number from 1 to 7"
        ),
        (["DIGEST_GOAL_DAYS": "8"], "from 1 to 7"),
        (["DIGEST_GOAL_COMMITS": "0"], "DIGEST_GOAL_COMMITS is '0': set it to the commits you aim for in a week"),
        (["DIGEST_GOAL_COMMITS": "<b>5</b>"], "DIGEST_GOAL_COMMITS is '<b>5</b>'"),
    ]

    @Test(arguments: refused)
    func anUnusableGoalIsAUsageErrorNamingIt(environment: [String: String], message: String) {
        #expect {
            _ = try Configuration(
                environment: environment.merging(["TZ": "UTC"]) { a, _ in a }, fileSystem: LocalFileSystem())
        } throws: { error in
            guard let error = error as? RunError else { return false }
            return error.status == .usage && error.message.contains(message)
        }
    }
}
