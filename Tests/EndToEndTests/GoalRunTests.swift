import Foundation
import TestSupport
import Testing

/// `DIGEST_GOAL_*` through the binary, and the cards through the site's public rules.
///
/// The week page, the email's subject and preheader, the card and the trends page say how the week
/// did, and nothing says it without a goal.
@Suite(.serialized)
struct GoalRunTests {
    /// The sample's 2026-W46 (16 h 31 m on 6 days) and 2026-W47 (13 h 5 m on 6 days, 9 commits).
    static func site(_ environment: [String: String]) throws -> (output: String, state: String) {
        let output = try BinaryRunner.temporaryFolder() + "/site", state = try BinaryRunner.temporaryFolder()
        for week in ["2026-W46", "2026-W47"] {
            let result = try BinaryRunner.digest(
                ["run", "--sample", "-q", "--week", week, "--output", output] + SampleRun.pinned,
                environment: SampleRun.tokyo.merging(environment) { $1 }.merging(["DIGEST_STATE": state]) { $1 })
            #expect(result.status == 0, "\(result.stderr)")
        }
        return (output, state)
    }

    static func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    static let goal = ["DIGEST_GOAL_HOURS": "14", "DIGEST_GOAL_DAYS": "6"]

    @Test func aGoalChangesThePageTheCardAndTheTrends() throws {
        let (output, _) = try Self.site(Self.goal)
        let page = try Self.text(output + "/weeks/2026-W47/index.html").asRead
        #expect(page.contains("Goal missed by 55 m: 13 h 5 m of 14 h coding, 6 of 6 days"), "\(page.prefix(2000))")
        #expect(try Self.text(output + "/index.html").contains(#"<p class="goal">"#))
        let before = try Self.text(output + "/weeks/2026-W46/index.html")
        #expect(
            before.contains(#"<p class="goal met">"#) && before.asRead.contains("Goal met: 16 h 31 m of 14 h coding"))
        for card in ["card.svg", "card-dark.svg"] {
            let svg = try Self.text(output + "/" + card)
            #expect(svg.contains("Goal missed by 55 m: 13 h 5 m of 14 h coding, 6 of 6 days"), "\(card)")
            #expect(svg.contains("Weekly digest 2026-W47") && svg.contains("13 h 5 m"))
        }
        let trends = try Self.text(output + "/trends/index.html").asRead
        #expect(trends.contains("Weekly goal"))
        #expect(trends.contains("Met in 1 of the last 2 weeks"), "\(trends)")
        #expect(trends.contains("0 weeks in a row · Goal: 14 h coding, 6 days"))
    }

    @Test func withoutAGoalNothingSpeaksOfOne() throws {
        let (output, _) = try Self.site([:])
        for file in ["index.html", "weeks/2026-W47/index.html", "trends/index.html", "card.svg", "card-dark.svg"] {
            let text = try Self.text(output + "/" + file)
            #expect(!text.contains(#"class="goal"#) && !text.contains("Goal") && !text.contains("goal"), "\(file)")
        }
    }

    @Test func theEmailSaysTheGoalInItsSubjectAndPreheader() throws {
        let (output, state) = try Self.site(Self.goal)
        let environment = SampleRun.tokyo.merging(Self.goal) { $1 }.merging([
            "DIGEST_STATE": state, "DIGEST_MAIL_FROM": "me@example.com", "DIGEST_MAIL_TO": "you@example.com",
        ]) { $1 }
        let result = try BinaryRunner.digest(
            ["email", "--dry-run", "--week", "2026-W47", "--output", output] + SampleRun.pinned,
            environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let mail = try EmailTests.parse(try Data(contentsOf: URL(fileURLWithPath: state + "/outbox/2026-W47.en.eml")))
        #expect(
            mail.subject
                == "Weekly digest 2026-W47: 13 h 5 m coding (mostly Swift), 9 commits, 10 reads, 7 links, 7 pull requests and reviews, goal missed"
        )
        #expect(mail.text.contains("Goal missed by 55 m: 13 h 5 m of 14 h coding, 6 of 6 days"), "\(mail.text)")
        #expect(mail.html.contains("Goal missed by 55"), "the preheader")
    }

    @Test func theJapaneseSiteSaysItInJapanese() throws {
        let (output, _) = try Self.site(Self.goal.merging(["DIGEST_LOCALE": "ja"]) { $1 })
        let svg = try Self.text(output + "/card.svg")
        #expect(svg.contains(#"lang="ja""#) && svg.contains("目標まであと55分"), "\(svg)")
        #expect(try Self.text(output + "/trends/index.html").asRead.contains("週の目標"))
    }

    /// The cards name only the languages the pages name: an ignored language is not on them, and
    /// an alias stands for its language.
    @Test func theCardsFollowThePublicRules() throws {
        let (output, _) = try Self.site([
            "DIGEST_IGNORE_LANGUAGES": "TypeScript", "DIGEST_LANGUAGE_ALIASES": "Swift=Apple's language",
        ])
        for card in ["card.svg", "card-dark.svg"] {
            let svg = try Self.text(output + "/" + card)
            #expect(!svg.contains("TypeScript"), "\(card)")
            #expect(!svg.contains("Swift"), "\(card)")
            #expect(svg.contains("Apple&#39;s language") || svg.contains("Apple&apos;s language"), "\(svg)")
        }
        #expect(!(try Self.text(output + "/index.html")).contains("TypeScript"))
    }

    @Test(arguments: [("DIGEST_GOAL_HOURS", "0"), ("DIGEST_GOAL_DAYS", "9"), ("DIGEST_GOAL_COMMITS", "many")])
    func anUnusableGoalStopsTheRunBeforeItWrites(name: String, value: String) throws {
        let output = try BinaryRunner.temporaryFolder() + "/site"
        let result = try BinaryRunner.digest(
            ["run", "--sample", "--output", output] + SampleRun.pinned,
            environment: SampleRun.tokyo.merging([name: value]) { $1 })
        #expect(result.status == 64)
        #expect(result.stderr.contains("\(name) is '\(value)'"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output + "/card.svg"))
    }
}
