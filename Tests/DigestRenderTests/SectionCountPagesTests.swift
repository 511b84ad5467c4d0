import Testing

@testable import DigestCore
@testable import DigestRender

/// The sections' counts (``WeekSections/listed``) on the pages that list them: a row and a column on
/// the trends page, a card on the year page, in the pages' order, and only for a count that some
/// week counted; a card's headline without coding time; and templates exported before the counts
/// were a list still render.
struct SectionCountPagesTests {
    /// Three weeks of 2026 with commits, articles and links as given (nil: not counted).
    static func history(commits: [Int?], articles: [Int?], links: [Int?]) throws -> WeekHistory {
        try WeekHistory(
            (0..<3).map { index in
                var summary = try SitePagesTests.summary(
                    "2026-W0\(index + 1)", articles: articles[index], links: links[index])
                summary.commits = commits[index]
                return summary
            })
    }

    @Test(arguments: ["en", "ja"])
    func everyCountHasItsLabelInEveryLocale(locale: String) throws {
        let words = try Fixtures.words(locale)
        for count in WeekSections.counts {
            #expect(words.counts.label(of: count) != count.key, "history.\(count.key) in \(locale)")
            if count.goal != nil {
                #expect(words.counts.goal(of: count.key) != nil, "goal.\(count.key) in \(locale)")
            }
        }
        #expect(Set(WeekSections.counts.map(\.key)).count == WeekSections.counts.count, "keys are distinct")
    }

    @Test func theTrendsPageHasARowAndAColumnForEachCountSomeWeekCounted() throws {
        let words = try Fixtures.words()
        let history = try Self.history(commits: [nil, 4, nil], articles: [3, 5, 7], links: [nil, nil, nil])
        let page = try TrendsPage(templates: try Fixtures.templates(), site: .unknown).render(history)
        let (commits, articles, links) = (words.history.commits, words.history.articles, words.history.links)
        #expect(
            page.contains("<th scope=\"row\">\(commits)</th><td data-value=\"4\">4</td><td data-value=\"4\">4</td>"))
        #expect(
            page.contains(
                "<th scope=\"row\">\(articles)</th><td data-value=\"15\">15</td><td data-value=\"15\">15</td>")
        )
        #expect(!page.contains(links), "no week counted links: no row, no column")
        // The weeks' table: articles before commits, as the pages had them, `—` where not counted.
        #expect(page.contains("<th scope=\"col\">\(articles)</th><th scope=\"col\">\(commits)</th></tr></thead>"))
        #expect(page.contains("<td>5</td><td>4</td></tr>"))
        #expect(page.contains("<td>7</td><td>—</td></tr>"))
    }

    @Test func theYearPageHasACardForEachCountSomeWeekCounted() throws {
        let words = try Fixtures.words()
        let history = try Self.history(commits: [nil, nil, nil], articles: [3, 5, 7], links: [1, nil, 0])
        let page = try YearPage(templates: try Fixtures.templates(), site: .unknown).render(2026, of: history)
        #expect(page.contains("<dt>\(words.history.articles)</dt><dd data-value=\"15\">15</dd>"))
        #expect(page.contains("<dt>\(words.history.links)</dt><dd data-value=\"1\">1</dd>"))
        #expect(!page.contains(words.history.commits))
    }

    /// The names `trends.html` and `year.html` had before the counts were a list.
    @Test func templatesExportedBeforeTheCountsStillRender() throws {
        let files = TemplateFiles(
            folder: "/exported",
            overrides: [
                "trends.html": .text(
                    "{{#history}}{{#hasCommits}}commits {{/hasCommits}}"
                        + "{{#weeks}}[{{articles}} {{links}} {{commits}}]{{/weeks}}{{/history}}\n"),
                "year.html": .text(
                    "{{articles}} {{links}} {{#hasCommits}}{{commits}}{{/hasCommits}}{{^hasCommits}}none{{/hasCommits}}\n"
                ),
            ])
        let templates = try TemplateSet(files: files, words: try Fixtures.words())
        let history = try Self.history(commits: [nil, 4, nil], articles: [3, nil, 7], links: [1, 2, 3])
        let trends = try TrendsPage(templates: templates, site: .unknown).render(history)
        #expect(trends == "commits [7 3 —][— 2 4][3 1 —]\n")
        let year = try YearPage(templates: templates, site: .unknown).render(2026, of: history)
        #expect(year == "10 6 4\n")
        let noCommits = try Self.history(commits: [nil, nil, nil], articles: [nil, nil, nil], links: [nil, nil, nil])
        #expect(try YearPage(templates: templates, site: .unknown).render(2026, of: noCommits) == "0 0 none\n")
    }

    @Test func aCardWithoutCodingTimeLeadsWithTheFirstCountTheWeekHas() throws {
        let words = try Fixtures.words()
        func card(commits: Int?, articles: Int?) throws -> String {
            var week = try SitePagesTests.summary("2026-W47", coding: nil, articles: articles, links: 2)
            week.commits = commits
            return try #require(CardFacts(week, previous: nil, words: words, goal: .none).headline)
        }
        #expect(try card(commits: 9, articles: 4) == "9 commits")
        #expect(try card(commits: nil, articles: 4) == "4 reads")
        #expect(try card(commits: nil, articles: nil) == "2 links")
    }
}
