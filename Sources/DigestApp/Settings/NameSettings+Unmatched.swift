import DigestCore

extension NameSettings {
    /// A warning for each name or pattern of these settings that matches nothing in `stats` (a
    /// typo, or a project not coded this week), naming the variable and the week's names.
    func unmatched(_ stats: CodingStats) -> [String] {
        let languages = stats.languages.map(\.name), projects = stats.projects.map(\.name)
        let shownLanguages = NameRules.merged(stats.languages, site.languageAliases).map(\.name)
        let shownProjects = NameRules.merged(stats.projects, site.projectAliases).map(\.name)
        func check(_ patterns: [NamePattern]?, _ names: [String], _ variable: String, _ kind: String) -> [String] {
            (patterns ?? []).filter { pattern in pattern.text != "*" && !names.contains(where: pattern.matches) }.map {
                "\(variable) has '\(SingleLine.quotable($0.text))', which matches no \(kind) this week (\(Self.listed(names)))."
            }
        }
        return check(site.languageAliases.map(\.from), languages, "DIGEST_LANGUAGE_ALIASES", "language")
            + check(site.projectAliases.map(\.from), projects, "DIGEST_PROJECT_ALIASES", "project")
            + check(site.ignoredLanguages, shownLanguages, "DIGEST_IGNORE_LANGUAGES", "language")
            + check(site.namedProjects, shownProjects, "DIGEST_PUBLIC_PROJECTS", "project")
            + check(mail.namedProjects, shownProjects, "DIGEST_MAIL_PROJECTS", "project")
    }

    /// `names` quoted for a sentence: the first eight, and how many more.
    static func listed(_ names: [String]) -> String {
        guard !names.isEmpty else { return "none" }
        let shown = names.prefix(8).map(SingleLine.quotable).joined(separator: ", ")
        return names.count > 8 ? shown + " and \(names.count - 8) more" : shown
    }

    /// What each audience sees of `stats`' projects, in a sentence: "Public site names 2 of 5
    /// projects this week (…); 3 shown as Other projects. Email names all 5."
    func audiences(_ stats: CodingStats) -> String {
        let all = NameRules.merged(stats.projects, site.projectAliases).map(\.name)
        func named(_ rules: NameRules) -> [String] { rules.projects(stats.projects).named.map(\.name) }
        let shown = named(site), mailed = named(mail)
        let others = all.count - shown.count
        let publicPart =
            shown.isEmpty
            ? "Public site names none of \(all.count) projects this week"
            : "Public site names \(shown.count == all.count ? "all \(all.count)" : "\(shown.count) of \(all.count)") projects this week (\(Self.listed(shown)))"
        let otherPart = others > 0 ? "; \(others) shown as Other projects" : ""
        let mailPart = mailed.count == all.count ? "all \(all.count)" : "\(mailed.count) of \(all.count)"
        return "\(publicPart)\(otherPart). Email names \(mailPart). Machines and operating systems are never published."
    }
}
