import DigestCore
import Foundation
import Testing

@testable import DigestRender

/// AI's part in the week's coding (WakaTime's `ai_*` fields): its share of the lines you added on
/// every page and in the email; the agents' tokens, prompts and cost in the email alone.
struct CodingAIRenderTests {
    static func digest(_ ai: CodingAI?) async throws -> Digest {
        var digest = try await Fixtures.sampleDigest()
        var coding = try #require(digest.coding.value)
        coding.ai = ai
        digest.coding = .ok(coding)
        return digest
    }

    static let week = CodingAI(
        aiAdditions: 1430, humanAdditions: 1270, aiDeletions: 310, humanDeletions: 420, inputTokens: 2_140_000,
        outputTokens: 342_000, prompts: 186,
        costs: [.init(agent: "Claude <b>Code</b>", amount: 3.1), .init(agent: "Cursor", amount: 1.1)],
        reportedDays: 6)

    @Test(arguments: [
        (1430, 1270, 53), (0, 40, 0), (40, 0, 100), (999, 1, 99), (1, 999, 0), (1, 199, 1),
    ])
    func theShareIsRoundedButNeverAllUnlessAll(ai: Int, human: Int, share: Int) {
        let figures = CodingAI(
            aiAdditions: ai, humanAdditions: human, aiDeletions: 0, humanDeletions: 0, reportedDays: 1)
        #expect(figures.aiShare == share)
    }

    @Test func noLineAddedIsNoShare() {
        #expect(
            CodingAI(aiAdditions: 0, humanAdditions: 0, aiDeletions: 4, humanDeletions: 1, reportedDays: 2).aiShare
                == nil)
        #expect(CodingAI(days: []) == nil)
    }

    /// The share shows on the page, in digest.md and in the email; the usage in the email alone.
    @Test func theShareIsPublicAndTheUsageIsTheEmailsAlone() async throws {
        let digest = try await Self.digest(Self.week)
        let templates = try Fixtures.templates()
        let week = try WeekRenderer(templates: templates).render(digest)
        #expect(week.markdown.contains("**AI's share:** 53% of the lines you added (1430 of 2700)"))
        #expect(week.weekPage.contains("53% of the lines you added (1430\u{A0}of 2700)"))
        let email = try EmailRenderer(templates: templates, site: .unknown).render(digest)
        #expect(email.text.contains("AI's share: 53% of the lines you added (1430 of 2700)"))
        #expect(
            email.text.contains(
                "AI usage (in this email only): 2.1 M tokens in, 342 k out, 186 prompts · cost $4.20: Claude <b>Code</b> $3.10 and Cursor $1.10"
            ), "\(email.text)")
        #expect(email.html.contains("cost $4.20: Claude &lt;b&gt;Code&lt;/b&gt; $3.10"))
        for page in [week.markdown, week.weekPage, week.indexPage ?? ""] {
            for secret in ["tokens", "prompts", "$4.20", "$3.10", "Claude", "2.1 M", "342"] {
                #expect(!page.contains(secret), "a page shows \(secret)")
            }
        }
    }

    /// Only some of the coded days reported it: the line says on how many.
    @Test func aWeekPartlyReportedSaysOnHowManyDays() async throws {
        var partial = Self.week
        partial.reportedDays = 4
        let week = try WeekRenderer(templates: try Fixtures.templates()).render(try await Self.digest(partial))
        #expect(week.markdown.contains("(1430 of 2700), on 4 of the 6 days you coded"))
        let ja = try WeekRenderer(templates: try Fixtures.templates(locale: "ja")).render(
            try await Self.digest(partial))
        #expect(ja.markdown.contains("追加した行の 53%（2700行中 1430行）、コーディングした 6日のうち 4日分"), "\(ja.markdown)")
    }

    /// A server that reports nothing (Wakapi, older editors): no line at all, never 0 %.
    @Test func nothingReportedShowsNothing() async throws {
        let digest = try await Self.digest(nil)
        let week = try WeekRenderer(templates: try Fixtures.templates()).render(digest)
        let email = try EmailRenderer(templates: try Fixtures.templates(), site: .unknown).render(digest)
        for text in [week.markdown, week.weekPage, email.text, email.html] {
            #expect(!text.contains("AI's share") && !text.contains("AI usage"))
        }
    }
}

extension CodingAIRenderTests {
    /// Three weeks, of which the first and the last reported AI's lines (`ai`, `added`).
    static func history(_ weeks: [(ai: Int, added: Int)?]) throws -> WeekHistory {
        try WeekHistory(
            weeks.enumerated().map { index, lines in
                var summary = try SitePagesTests.summary("2026-W0\(index + 1)")
                (summary.aiLines, summary.addedLines) = (lines?.ai, lines?.added)
                return summary
            })
    }

    /// The trends page has a column of AI's share when a week reported it (`—` for one that did
    /// not), and the year a card over the weeks that reported it; neither otherwise.
    @Test func theTrendsAndTheYearShowTheShareWhenAWeekReportedIt() throws {
        let templates = try Fixtures.templates()
        let history = try Self.history([(30, 100), nil, (70, 100)])
        let trends = try TrendsPage(templates: templates, site: .unknown).render(history)
        #expect(trends.contains("<th scope=\"col\">AI&#39;s share</th>"))
        for cell in ["<td>30%</td></tr>", "<td>—</td></tr>", "<td>70%</td></tr>"] {
            #expect(trends.contains(cell), "\(cell)")
        }
        let year = try YearPage(templates: templates, site: .unknown).render(2026, of: history)
        #expect(year.contains("<dt>AI&#39;s share</dt><dd>50%</dd>"))

        let none = try Self.history([nil, nil, nil])
        #expect(!(try TrendsPage(templates: templates, site: .unknown).render(none)).contains("AI&#39;s share"))
        #expect(!(try YearPage(templates: templates, site: .unknown).render(2026, of: none)).contains("AI&#39;s share"))
    }
}

extension CodingAIRenderTests {
    /// A snapshot or an index edited by hand: a count below 0 counts as none, and an index whose
    /// AI lines exceed the lines added is not well formed (so it is rebuilt from the snapshots).
    @Test func handEditedFiguresNeverGiveAShareOutside0To100() throws {
        let json =
            #"{"aiAdditions":-5,"humanAdditions":10,"aiDeletions":0,"humanDeletions":0,"#
            + #""inputTokens":0,"outputTokens":0,"prompts":0,"costs":[],"reportedDays":1}"#
        #expect(try JSONDecoder().decode(CodingAI.self, from: Data(json.utf8)).aiShare == 0)
        var summary = try SitePagesTests.summary("2026-W47")
        (summary.aiLines, summary.addedLines) = (30, 100)
        #expect(summary.isWellFormed && summary.aiShare == 30)
        (summary.aiLines, summary.addedLines) = (130, 100)
        #expect(!summary.isWellFormed)
    }
}
