import DigestCore
import Testing

@testable import DigestRender

/// The headline says each section's figure, in the registry's order, each count in its locale's
/// phrase: a section whose count has no phrase would drop out of every headline silently.
struct HeadlineFigureTests {
    static func summary(commits: Int?) throws -> WeekSummary {
        var summary = try SitePagesTests.summary("2026-W47", coding: 5_400, articles: 1, links: 2)
        summary.commits = commits
        return summary
    }

    @Test(arguments: ["en", "ja"])
    func everySectionsCountHasItsPhraseInEveryLocale(locale: String) throws {
        let words = try Fixtures.words(locale)
        var summary = try Self.summary(commits: 3)
        summary.reviews = 2
        for section in WeekSections.all {
            guard case .count(_, let phrase) = section.headline(of: summary) else { continue }
            #expect(words.counts.headline(phrase) != nil, "\(section.name): summary.\(phrase) in \(locale)")
        }
        #expect(WeekHeadline(words).parts(summary).count == WeekSections.all.count)
    }

    @Test func theHeadlineNamesTheSectionsThatAnsweredInTheRegistrysOrder() throws {
        let headline = WeekHeadline(try Fixtures.words("en"))
        #expect(
            headline.parts(try Self.summary(commits: 3))
                == ["1 h 30 m coding (mostly Swift)", "3 commits", "1 read", "2 links"])
        #expect(
            headline.parts(try Self.summary(commits: nil)) == ["1 h 30 m coding (mostly Swift)", "1 read", "2 links"])
        var none = try Self.summary(commits: nil)
        (none.codingSeconds, none.articles, none.links) = (nil, nil, nil)
        #expect(headline.parts(none).isEmpty)
        #expect(WeekHeadline(try Fixtures.words("en")).words.counts.headline("no-such-count") == nil)
        var reviews = try Self.summary(commits: nil)
        reviews.reviews = 1
        #expect(headline.parts(reviews).last == "1 pull request or review")
    }
}
