import Testing

@testable import DigestCore

/// What each audience sees of WakaTime's names: patterns, aliases, ignores and the projects named.
struct NameRulesTests {
    @Test(arguments: [
        ("weekly-digest", "weekly-digest", true),
        ("Weekly-Digest", "weekly-digest", true),
        ("acme-*", "ACME-billing", true),
        ("acme-*", "acme-", true),
        ("acme-*", "my-acme-billing", false),
        ("*-client", "acme-secret-client", true),
        ("*secret*", "acme-secret-client", true),
        ("a*b*c", "abc", true),
        ("a*b*c", "aXbYc", true),
        ("a*b*c", "acb", false),
        ("ab*ba", "aba", false),
        ("*", "", true),
        ("*", "ブログ", true),
        ("ブロ*", "ブログ", true),
        ("dotfiles", "dotfiles2", false),
        ("", "", true),
    ])
    func patternsMatchWholeNamesWithoutRegardToCase(pattern: String, name: String, matches: Bool) {
        #expect(NamePattern(pattern).matches(name) == matches)
    }

    static let aliases = [
        NameAlias(from: NamePattern("TSX"), to: "TypeScript"),
        NameAlias(from: NamePattern("acme-*"), to: "Client work"),
        NameAlias(from: NamePattern("TypeScript"), to: "TS"),
    ]

    @Test(arguments: [
        ("TSX", "TS"), ("tsx", "TS"), ("TypeScript", "TS"), ("acme-secret-client", "Client work"), ("Swift", "Swift"),
    ])
    func aliasesFollowTheirChain(name: String, shown: String) {
        #expect(NameAlias.resolve(name, Self.aliases) == shown)
    }

    @Test func aLoopIsFoundAndAWildcardMappingToItselfIsNone() {
        let loop = [NameAlias(from: NamePattern("A"), to: "B"), NameAlias(from: NamePattern("B"), to: "A")]
        #expect(NameAlias.firstLoop(in: loop) == ["A", "B", "A"])
        #expect(NameAlias.firstLoop(in: [NameAlias(from: NamePattern("x*"), to: "xy")]) == nil)
        #expect(NameAlias.firstLoop(in: Self.aliases) == nil)
        // Resolving a loop that slipped through still ends.
        _ = NameAlias.resolve("A", loop)
    }

    static let stats = CodingStats(
        days: [DayTotal(date: LocalDate(dayNumber: 20_408), seconds: 1000)],
        languages: [
            TimeShare(name: "TypeScript", seconds: 300), TimeShare(name: "TSX", seconds: 200),
            TimeShare(name: "Markdown", seconds: 250), TimeShare(name: "Swift", seconds: 250),
        ],
        projects: [
            TimeShare(name: "weekly-digest", seconds: 400), TimeShare(name: "acme-secret-client", seconds: 300),
            TimeShare(name: "acme-billing", seconds: 100), TimeShare(name: "dotfiles", seconds: 200),
        ],
        editors: [TimeShare(name: "Vim", seconds: 1000)])

    @Test func mergedNamesAddTheirSecondsAndTheRestAreOneRow() {
        let rules = NameRules(
            languageAliases: [NameAlias(from: NamePattern("TSX"), to: "TypeScript")],
            projectAliases: [NameAlias(from: NamePattern("acme-*"), to: "Client work")],
            ignoredLanguages: [NamePattern("markdown")],
            namedProjects: [NamePattern("weekly-*"), NamePattern("client work")])
        let shown = rules.apply(to: Self.stats)
        #expect(
            shown.languages == [TimeShare(name: "TypeScript", seconds: 500), TimeShare(name: "Swift", seconds: 250)])
        // Equal times are ordered by name.
        #expect(
            shown.projects == [
                TimeShare(name: "Client work", seconds: 400), TimeShare(name: "weekly-digest", seconds: 400),
            ])
        #expect(shown.unnamedProjectSeconds == 200, "dotfiles, not named, is time all the same")
        #expect(shown.totalSeconds == 1000, "the days keep every second")
        #expect(shown.editors == Self.stats.editors)
    }

    @Test func byDefaultThePublicSiteNamesNoProject() {
        let shown = NameRules(namedProjects: []).apply(to: Self.stats)
        #expect(shown.projects.isEmpty)
        #expect(shown.unnamedProjectSeconds == 1000)
        #expect(shown.languages == Self.stats.languages)
        #expect(NameRules.everything.apply(to: Self.stats) == Self.stats)
    }

    @Test func aSummaryFollowsTheSameRules() throws {
        let summary = WeekSummary(
            week: try ISOWeek(year: 2026, week: 47), generatedAt: .distantPast, codingSeconds: 1000,
            topLanguage: "TypeScript",
            articles: nil, links: nil, isPartial: false,
            languages: [
                TimeShare(name: "TypeScript", seconds: 300), TimeShare(name: "Markdown", seconds: 290),
                TimeShare(name: "TSX", seconds: 200),
            ])
        let rules = NameRules(
            languageAliases: [
                NameAlias(from: NamePattern("TypeScript"), to: "TS"), NameAlias(from: NamePattern("TSX"), to: "TS"),
            ],
            ignoredLanguages: [NamePattern("Markdown")])
        let shown = rules.apply(to: summary)
        #expect(shown.languages == [TimeShare(name: "TS", seconds: 500)])
        #expect(shown.topLanguage == "TS")
        #expect(shown.codingSeconds == 1000)
    }

    @Test func theSummaryOfTheRulesChangesWithEachRule() {
        let base = NameRules(namedProjects: [])
        var named = base
        named.namedProjects = [NamePattern("dotfiles")]
        var aliased = base
        aliased.projectAliases = [NameAlias(from: NamePattern("a"), to: "b")]
        #expect(Set([base.summary, named.summary, aliased.summary, NameRules.everything.summary]).count == 4)
    }
}
