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
        (["DIGEST_GOAL_DAYS": "5", "DIGEST_GOAL_COMMITS": "20"], WeeklyGoal(days: 5, counts: ["commits": 20])),
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
        (["DIGEST_GOAL_COMMITS": "10001"], "DIGEST_GOAL_COMMITS is '10001'"),
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

    /// A goal of each count that may be one (`SectionCount.goal`) is a setting of the catalogue,
    /// read into the goal by the count's key.
    @Test func everyCountThatMayBeAGoalHasItsSetting() throws {
        let counts = WeekSections.counts.filter { $0.goal != nil }
        #expect(!counts.isEmpty)
        for count in counts {
            let name = GoalSettings.name(of: count)
            #expect(GeneralSettings.all.contains { $0.name == name }, "\(name)")
            let goal = try Configuration(environment: [name: "3", "TZ": "UTC"], fileSystem: LocalFileSystem()).goal
            #expect(goal == WeeklyGoal(counts: [count.key: 3]), "\(name)")
        }
        #expect(
            WeekSections.counts.filter { $0.goal == nil }.allSatisfy { count in
                !GeneralSettings.all.contains { $0.name == GoalSettings.name(of: count) }
            }, "no setting for a count that is no goal (articles, links)")
    }

    /// A goal's setting says what its count counts: the key of commits, the noun of reviews (the
    /// pull requests opened and the reviews given).
    @Test(arguments: [
        ("DIGEST_GOAL_COMMITS", "the commits you aim for in a week"),
        ("DIGEST_GOAL_REVIEWS", "the pull requests and reviews you aim for in a week"),
        ("DIGEST_GOAL_DAYS", "the days a week you aim to code"),
    ])
    func aGoalsMeaningNamesWhatItCounts(name: String, meaning: String) {
        #expect(GoalSettings.meaning(of: name) == meaning)
    }
}
