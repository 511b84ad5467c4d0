import DigestCore

/// The commits section of the Markdown: only when repositories are configured.
struct CommitsSection: Sendable, Encodable {
    /// The source's status.
    var notice: SectionNotice
    /// The figures, when the repositories were read.
    var stats: CommitFigures?
}

/// The week's commits, formatted; names are raw, the template escapes them.
struct CommitFigures: Sendable, Encodable {
    /// `12 commits`.
    var total: String
    /// `+420 −130 lines`.
    var lines: String
    /// `on 5 days`.
    var days: String
    /// Whether there was no commit at all.
    var isEmpty: Bool
    /// Each day of the week, Monday first: `Mon` and its number of commits, `2`.
    var byDay: [CommitRow]
    /// The repositories, most commits first; the ones the reader may not see by name as one row.
    var repositories: [CommitRow]
    /// The lines AI agents wrote, when git-ai's notes name any: `42 lines by claude
    /// (claude-opus-4-6) and cursor in 2 of 4 commits` (agents' names untrusted).
    var ai: String? = nil
}

/// One day or one repository.
struct CommitRow: Sendable, Encodable {
    /// The day or the repository's name (untrusted).
    var name: String
    /// `3 commits`.
    var commits: String
    /// `+120 −40 lines`.
    var lines: String
    /// Whether this is the list's last row (for separators).
    var isLast: Bool
}

extension DigestPresenter {
    /// The commits section, or nil when no repository is configured (nor was for this week).
    func commitsSection(unbroken: Bool) -> CommitsSection? {
        guard let outcome = digest.commits else { return nil }
        return CommitsSection(
            notice: SectionNotice(status: outcome.status, notes: outcome.notes, unbroken: unbroken),
            stats: outcome.value.map { commitFigures($0, unbroken: unbroken) })
    }

    /// `Mon`: the day's name in the locale.
    func weekday(_ date: LocalDate) -> String {
        let names = words.dates.weekdays
        return names.indices.contains(date.isoWeekday - 1) ? names[date.isoWeekday - 1] : ""
    }

    func commitFigures(_ stats: CommitStats, unbroken: Bool) -> CommitFigures {
        let words = self.words.commits
        func glue(_ text: String) -> String { unbroken ? Unbroken.text(text) : text }
        func row(_ name: String, _ count: CommitStats.Count, isLast: Bool) -> CommitRow {
            CommitRow(
                name: name, commits: glue(words.count(count.commits)),
                lines: glue(words.lines.filled(["added": String(count.added), "removed": String(count.removed)])),
                isLast: isLast)
        }
        var repositories = stats.repositories.map { ($0.name, $0.count) }
        if stats.unnamedRepositories.commits > 0 {
            repositories.append((words.otherRepositories, stats.unnamedRepositories))
        }
        let total = stats.total
        var figures = CommitFigures(
            total: glue(words.count(total.commits)),
            lines: glue(words.lines.filled(["added": String(total.added), "removed": String(total.removed)])),
            days: glue(words.days(stats.activeDays)), isEmpty: total.commits == 0,
            byDay: stats.days.enumerated().map { index, day in
                var row = row(weekday(day.date), day.count, isLast: index == stats.days.count - 1)
                row.commits = String(day.count.commits)
                return row
            },
            repositories: repositories.enumerated().map { index, entry in
                row(entry.0, entry.1, isLast: index == repositories.count - 1)
            })
        figures.ai = stats.ai.flatMap { aiLine($0, commits: total.commits) }.map {
            unbroken ? Unbroken.numbers($0) : $0
        }
        return figures
    }

    /// `42 lines by claude (claude-opus-4-6) and cursor in 2 of 4 commits`, or nil when the
    /// notes name no line an agent wrote.
    func aiLine(_ ai: AIAuthorship, commits total: Int) -> String? {
        let words = self.words.commits
        guard ai.lines > 0 else { return nil }
        var tools: [String] = [], models: [String: [String]] = [:]
        for agent in ai.agents {
            if models[agent.tool] == nil { tools.append(agent.tool) }
            models[agent.tool, default: []] += agent.model.map { [$0] } ?? []
        }
        let agents = tools.map { tool in
            let named = models[tool] ?? []
            return named.isEmpty ? tool : "\(tool) (\(named.joined(separator: self.words.lists.separator)))"
        }
        let total = max(total, ai.commits)
        let commits = (total == 1 ? words.aiCommits.one : words.aiCommits.other).filled([
            "count": String(ai.commits), "total": String(total),
        ])
        return words.aiLines(ai.lines, ["agents": self.words.lists.joined(agents), "commits": commits])
    }
}
