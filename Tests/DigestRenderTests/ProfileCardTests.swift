import Foundation
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestRender

/// The profile card (`card.svg`, `card-dark.svg`): well-formed SVG that GitHub's image proxy
/// shows as it is (nothing run, nothing loaded), small, in the site's words, whatever the names.
struct ProfileCardTests {
    static let hour = 3600

    static func week(_ name: String, seconds: Int?, languages: [TimeShare]?, commits: Int? = nil) throws -> WeekSummary
    {
        WeekSummary(
            week: try ISOWeek(parsing: name), generatedAt: Fixtures.generatedAt, codingSeconds: seconds,
            topLanguage: languages?.first?.name, articles: 4, links: 2, isPartial: false, timeZone: "Asia/Tokyo",
            days: seconds.map { [$0 / 4, $0 / 4, 0, $0 / 4, $0 / 4, 0, 0] }, languages: languages, commits: commits)
    }

    /// Language names from outside, each as hostile as a WakaTime editor plugin may report.
    static let hostileNames = [
        "<script>alert(1)</script>", "\u{202E}txet desrever", "A\u{FFFE}B\u{1}C", "Line\nbreak\r\nname",
        String(repeating: "長", count: 100_000), "日本語の言語", "&amp; \"quoted\" 'single'", "javascript:alert(1)",
        "](https://evil.example)", "\u{200B}",
    ]

    static let histories: [(String, @Sendable () throws -> WeekHistory)] = [
        ("empty", { WeekHistory([WeekSummary]()) }),
        (
            "two weeks",
            {
                WeekHistory([
                    try week("2026-W46", seconds: 12 * hour, languages: [TimeShare(name: "Swift", seconds: 12 * hour)]),
                    try week(
                        "2026-W47", seconds: 14 * hour,
                        languages: [
                            TimeShare(name: "Swift", seconds: 8 * hour), TimeShare(name: "Rust", seconds: 4 * hour),
                            TimeShare(name: "C", seconds: 2 * hour),
                        ], commits: 9),
                ])
            }
        ),
        (
            "hostile names",
            {
                WeekHistory([
                    try week(
                        "2026-W47", seconds: 20 * hour,
                        languages: hostileNames.map { TimeShare(name: $0, seconds: 2 * hour) })
                ])
            }
        ),
        ("git alone", { WeekHistory([try week("2026-W47", seconds: nil, languages: nil, commits: 9)]) }),
        ("an idle week", { WeekHistory([try week("2026-W47", seconds: 0, languages: [])]) }),
    ]

    /// The card parsed by expat, as a strict XML reader: nil when it is well-formed.
    static func parseProblem(_ svg: String) throws -> String? {
        let file = try BinaryRunner.temporaryFolder() + "/card.svg"
        try svg.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try BinaryRunner.run(
            "/usr/bin/python3", ["-c", "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])", file])
        return result.status == 0 ? nil : result.stderr
    }

    @Test(arguments: ["en", "ja"], [true, false])
    func everyCardIsSmallWellFormedAndSelfContained(locale: String, dark: Bool) throws {
        let words = try Fixtures.words(locale)
        for (name, history) in Self.histories {
            for goal in [WeeklyGoal.none, WeeklyGoal(minutes: 600, days: 5, counts: ["commits": 20])] {
                let svg = ProfileCard(words: words, goal: goal, palette: dark ? .dark : .light).svg(try history())
                let problem = try Self.parseProblem(svg)
                #expect(problem == nil, "\(name): \(problem ?? "")")
                #expect(svg.utf8.count < 6_000, "\(name): \(svg.utf8.count) bytes")
                for banned in ["<script", "foreignObject", "href", "url(", "@import", "<image", "\u{202E}", "\u{FFFE}"]
                {
                    #expect(!svg.contains(banned), "\(name) holds \(banned)")
                }
                #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg""#))
                #expect(svg.contains(#"role="img""#) && svg.contains("<title id=\"card-title\">"))
                #expect(svg.contains("<desc id=\"card-desc\">") && svg.contains(#"lang="\#(locale)""#))
                #expect(svg.contains(dark ? CardPalette.dark.surface : CardPalette.light.surface))
            }
        }
    }

    @Test func theCardSaysTheWeekInItsWords() throws {
        let history = try Self.histories[1].1()
        let en = ProfileCard(words: try Fixtures.words("en"), goal: WeeklyGoal(minutes: 600), palette: .light)
            .svg(history)
        for text in [
            "Weekly digest 2026-W47", "16–22 November 2026", "14 h", "+2 h on last week", "Swift", "Rust",
            "57%", "Goal met: 14 h of 10 h coding", "✓",
        ] {
            #expect(en.contains(text), "no \(text) in \(en)")
        }
        let ja = ProfileCard(
            words: try Fixtures.words("ja"), goal: WeeklyGoal(minutes: 900, days: 5), palette: .dark
        ).svg(history)
        for text in ["2026年11月16日〜22日", "14時間", "目標まであと1時間、1日", "○", "月", "日"] {
            #expect(ja.contains(text), "no \(text) in \(ja)")
        }
        let none = ProfileCard(words: try Fixtures.words("en"), goal: .none, palette: .light).svg(history)
        #expect(!none.contains("Goal"))
        let git = ProfileCard(
            words: try Fixtures.words("en"), goal: WeeklyGoal(counts: ["commits": 10]), palette: .light
        )
        .svg(try Self.histories[3].1())
        #expect(git.contains("9 commits") && git.contains("Goal missed by 1 commit: 9 of 10 commits"), "\(git)")
        let empty = ProfileCard(words: try Fixtures.words("en"), goal: .none, palette: .light).svg(WeekHistory([]))
        #expect(empty.contains("No weeks yet."))
    }

    @Test func aHostileNameIsTextOnOneLineAndCutShort() throws {
        let svg = ProfileCard(words: try Fixtures.words("en"), goal: .none, palette: .light)
            .svg(try Self.histories[2].1())
        #expect(svg.contains("&lt;script&gt;"))
        #expect(!svg.contains("\n<") && svg.components(separatedBy: "\n").count == 2, "one line, and the final break")
        #expect(!svg.contains(String(repeating: "長", count: 15)), "a name is cut at 14 characters")
    }
}

extension ProfileCardTests {
    /// With `DIGEST_CARD_AI=1` the card adds AI's share of the lines added to the line under the
    /// headline, and to its description; without it, or without the week's figures, nothing.
    @Test(arguments: ["en", "ja"])
    func theCardShowsAIsShareWhenAskedAndReported(locale: String) throws {
        var latest = try Self.week(
            "2026-W47", seconds: 14 * Self.hour, languages: [TimeShare(name: "Swift", seconds: 14 * Self.hour)])
        (latest.aiLines, latest.addedLines) = (1430, 2700)
        let previous = try Self.week(
            "2026-W46", seconds: 12 * Self.hour, languages: [TimeShare(name: "Swift", seconds: 12 * Self.hour)])
        let history = WeekHistory([previous, latest])
        let words = try Fixtures.words(locale)
        let line = words.page.cardAI.filled(["share": "53"])
        let shown = ProfileCard(words: words, goal: .none, palette: .light, showsAI: true).svg(history)
        #expect(shown.components(separatedBy: line).count == 3, "on the card and in its description: \(shown)")
        #expect(shown.contains(" · " + line + "</text>"), "after the change on last week")
        #expect(!ProfileCard(words: words, goal: .none, palette: .light).svg(history).contains(line))
        let unreported = WeekHistory([previous, try Self.week("2026-W47", seconds: Self.hour, languages: nil)])
        #expect(!ProfileCard(words: words, goal: .none, palette: .light, showsAI: true).svg(unreported).contains(line))
    }
}
