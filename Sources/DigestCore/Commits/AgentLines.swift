/// The lines of code an AI agent wrote, as git-ai's notes attribute them: the agent's tool
/// (`claude`, `cursor`), its model when the note names one, and how many lines.
package struct AgentLines: Sendable, Codable, Equatable {
    /// The tool, such as `claude`.
    package var tool: String
    /// The model, such as `claude-opus-4-6`; nil when the note gives none (or `unknown`).
    package var model: String?
    /// The lines it wrote that the commit keeps.
    package var lines: Int

    /// Creates a count; a negative count is 0.
    package init(tool: String, model: String?, lines: Int) {
        self.tool = tool
        self.model = model
        self.lines = max(0, lines)
    }

    /// `counts` with one entry per tool and model (their lines added), most lines first, ties by
    /// tool then model, none without a line.
    package static func merged(_ counts: [AgentLines]) -> [AgentLines] {
        var byAgent: [String: AgentLines] = [:]
        for count in counts where count.lines > 0 {
            let key = count.tool + "\u{0}" + (count.model ?? "")
            byAgent[key, default: AgentLines(tool: count.tool, model: count.model, lines: 0)].lines += count.lines
        }
        return byAgent.values.sorted {
            ($0.lines, $1.tool, $1.model ?? "") > ($1.lines, $0.tool, $0.model ?? "")
        }
    }
}
