/// What one audience sees of the names WakaTime reports: aliases merge and rename languages and
/// projects, ignored languages are left out, and only the projects named may be shown, the rest
/// counting as one row of other projects.
///
/// Applied when pages or mail are made, never to what is stored: a stored week keeps every name,
/// and changing a rule then rendering again remakes every page from it.
package struct NameRules: Sendable, Equatable {
    /// `DIGEST_LANGUAGE_ALIASES`, in order.
    package var languageAliases: [NameAlias]
    /// `DIGEST_PROJECT_ALIASES`, in order.
    package var projectAliases: [NameAlias]
    /// `DIGEST_IGNORE_LANGUAGES`, matched against the names after the aliases.
    package var ignoredLanguages: [NamePattern]
    /// The projects this audience may see by name (after the aliases); nil names them all.
    package var namedProjects: [NamePattern]?

    /// Rules that change nothing: every name shown as reported.
    package static let everything = NameRules()

    /// Rules of these settings.
    package init(
        languageAliases: [NameAlias] = [], projectAliases: [NameAlias] = [], ignoredLanguages: [NamePattern] = [],
        namedProjects: [NamePattern]? = nil
    ) {
        self.languageAliases = languageAliases
        self.projectAliases = projectAliases
        self.ignoredLanguages = ignoredLanguages
        self.namedProjects = namedProjects
    }

    /// Whether the rules change nothing.
    package var isEverything: Bool { self == .everything }

    /// The languages as shown: renamed, merged (their seconds added) and without the ignored ones.
    package func languages(_ shares: [TimeShare]) -> [TimeShare] {
        Self.merged(shares, languageAliases).filter { share in
            !ignoredLanguages.contains { $0.matches(share.name) }
        }
    }

    /// The projects as shown, and the seconds of those this audience may not see by name.
    package func projects(_ shares: [TimeShare]) -> (named: [TimeShare], unnamedSeconds: Int) {
        let merged = Self.merged(shares, projectAliases)
        guard let namedProjects else { return (merged, 0) }
        var named: [TimeShare] = [], unnamed = 0
        for share in merged {
            if namedProjects.contains(where: { $0.matches(share.name) }) {
                named.append(share)
            } else {
                unnamed += share.seconds
            }
        }
        return (named, unnamed)
    }

    /// `stats` as shown.
    ///
    /// The days, and so the week's total, keep every second (WakaTime's own total).
    package func apply(to stats: CodingStats) -> CodingStats {
        guard !isEverything else { return stats }
        let projects = projects(stats.projects)
        var shown = CodingStats(
            days: stats.days, languages: languages(stats.languages), projects: projects.named, editors: stats.editors)
        shown.unnamedProjectSeconds = stats.unnamedProjectSeconds + projects.unnamedSeconds
        shown.ai = stats.ai
        return shown
    }

    /// `stats` as shown: repositories named as projects are (the same aliases, the same public
    /// names), the others one row of other repositories.
    package func apply(to stats: CommitStats) -> CommitStats {
        guard !isEverything else { return stats }
        var byName: [String: CommitStats.Repository] = [:], order: [String] = []
        var shown = stats
        for repository in stats.repositories {
            let name = NameAlias.resolve(repository.name, projectAliases)
            guard namedProjects?.contains(where: { $0.matches(name) }) ?? true else {
                shown.unnamedRepositories.add(repository.count)
                continue
            }
            if byName[name.lowercased()] == nil { order.append(name.lowercased()) }
            byName[name.lowercased(), default: CommitStats.Repository(name: name, count: .init())].count.add(
                repository.count)
        }
        shown.repositories = CommitStats.ranked(order.compactMap { byName[$0] })
        return shown
    }

    /// `digest` as shown.
    package func apply(to digest: Digest) -> Digest {
        guard !isEverything else { return digest }
        var shown = digest
        for section in WeekSections.all { section.show(&shown, under: self) }
        return shown
    }

    /// `summary` as shown: its languages renamed, merged and without the ignored ones, and its
    /// top language the first of those.
    ///
    /// A summary keeps a week's first ``WeekSummary/languageLimit`` languages, so a language
    /// merged into another from past them is not in the trends (it is on the week's page).
    package func apply(to summary: WeekSummary) -> WeekSummary {
        guard !languageAliases.isEmpty || !ignoredLanguages.isEmpty else { return summary }
        var shown = summary
        if let languages = summary.languages {
            shown.languages = CodingStats.ranked(self.languages(languages))
            shown.topLanguage = shown.languages?.first?.name
        } else if let top = summary.topLanguage {
            let renamed = NameAlias.resolve(top, languageAliases)
            shown.topLanguage = ignoredLanguages.contains { $0.matches(renamed) } ? nil : renamed
        }
        return shown
    }

    /// `shares` with each name resolved through `aliases` and equal names (without regard to
    /// case, the first spelling kept) added together.
    package static func merged(_ shares: [TimeShare], _ aliases: [NameAlias]) -> [TimeShare] {
        guard !aliases.isEmpty else { return shares }
        var order: [String] = [], byName: [String: TimeShare] = [:]
        for share in shares {
            let name = NameAlias.resolve(share.name, aliases)
            let key = name.lowercased()
            if byName[key] == nil { order.append(key) }
            byName[key, default: TimeShare(name: name, seconds: 0)].seconds += share.seconds
        }
        return CodingStats.ranked(order.compactMap { byName[$0] })
    }
}
