import Foundation
import TestSupport
import Testing

/// `doctor` says the goal, a part of it no configured source can measure, and the profile README
/// `publish` keeps (or that it needs the site's address).
@Suite(.serialized)
struct GoalDoctorTests {
    func doctor(_ environment: [String: String]) throws -> BinaryRunner.Result {
        let output = try BinaryRunner.temporaryFolder()
        return try BinaryRunner.digest(
            ["doctor", "--output", output + "/site", "--templates", SampleRun.templates],
            environment: ["DIGEST_TIMEZONE": "Asia/Tokyo", "HATENA_ID": "hanako"].merging(environment) { $1 })
    }

    @Test func theGoalIsSaidWithWhatCannotMeasureIt() throws {
        let result = try doctor(["DIGEST_GOAL_HOURS": "7.5", "DIGEST_GOAL_DAYS": "1", "DIGEST_GOAL_COMMITS": "20"])
        #expect(
            result.stdout.contains("Goal       7 h 30 m of coding, 1 day coded, 20 commits a week"), "\(result.stdout)")
        #expect(
            result.stdout.contains(
                "WakaTime or ActivityWatch is not configured (WAKATIME_API_KEY, ACTIVITYWATCH_URL), so coding time and days are never measured"
            ))
        #expect(result.stdout.contains("git is not configured (DIGEST_GIT_ROOTS), so commits are never measured"))
        let one = try doctor(["DIGEST_GOAL_COMMITS": "1", "DIGEST_GIT_ROOTS": SampleRun.templates])
        #expect(one.stdout.contains("Goal       1 commit a week"), "\(one.stdout)")
        #expect(!one.stdout.contains("never measured"), "git is configured: \(one.stdout)")
        let none = try doctor([:])
        #expect(!none.stdout.contains("Goal "), "\(none.stdout)")
    }

    @Test func theProfileReadmeIsNamedWithoutItsToken() throws {
        let result = try doctor([
            "DIGEST_PROFILE_README": "git+https://me:s3cret-token@example.com/me/me.git",
            "DIGEST_SITE_URL": "https://me.example/digest/",
        ])
        #expect(
            result.stdout.contains("Profile    git+https://***@example.com/me/me.git#main: publish keeps"),
            "\(result.stdout)")
        #expect(!(result.stdout + result.stderr).contains("s3cret-token"))
        let without = try doctor(["DIGEST_PROFILE_README": "git@github.com:me/me.git"])
        #expect(without.status == 64, "\(without.stdout)")
        #expect(without.stdout.contains("DIGEST_PROFILE_README needs DIGEST_SITE_URL"), "\(without.stdout)")
    }
}
