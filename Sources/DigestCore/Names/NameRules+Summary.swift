extension NameRules {
    /// The rules in words, one per line: what a site records its pages were made with, so that
    /// pages made under other rules are made again before the site is written to or published.
    package var summary: String {
        func pairs(_ aliases: [NameAlias]) -> String { aliases.map { "\($0.from)=\($0.to)" }.joined(separator: ",") }
        return [
            "public view 1",
            "language aliases: " + pairs(languageAliases),
            "project aliases: " + pairs(projectAliases),
            "ignored languages: " + ignoredLanguages.map(\.text).joined(separator: ","),
            "named projects: " + (namedProjects.map { $0.map(\.text).joined(separator: ",") } ?? "*"),
        ].joined(separator: "\n") + "\n"
    }
}
