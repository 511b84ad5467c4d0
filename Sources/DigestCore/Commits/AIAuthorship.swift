/// What the week's commits say of AI's part in them, from the git-ai notes of the repositories
/// that keep them (`refs/notes/ai`): the lines each agent wrote, and in how many commits.
///
/// Counts only: a note's prompts and transcripts are never read into it.
package struct AIAuthorship: Sendable, Codable, Equatable {
    /// The lines by tool and model, most first.
    package var agents: [AgentLines]
    /// The commits with a line an agent wrote.
    package var commits: Int

    /// Creates the week's figures.
    package init(agents: [AgentLines], commits: Int) {
        self.agents = AgentLines.merged(agents)
        self.commits = max(0, commits)
    }

    /// The figures of `commits` (each already once), or nil when none of them had a note.
    package init?(_ commits: [Commit]) {
        let noted = commits.compactMap(\.ai)
        guard !noted.isEmpty else { return nil }
        self.init(agents: noted.flatMap { $0 }, commits: noted.filter { $0.contains { $0.lines > 0 } }.count)
    }

    /// The lines the agents wrote, together.
    package var lines: Int { agents.reduce(0) { $0 + $1.lines } }
}
