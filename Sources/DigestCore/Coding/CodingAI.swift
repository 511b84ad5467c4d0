/// What WakaTime says of AI's part in the week's coding, from its daily summaries' `ai_*` fields
/// (which editors report since 2025): the lines added and removed by AI agents and by you, and the
/// agents' tokens, prompts and cost.
///
/// The lines are public figures; the tokens, prompts and cost are private: only the email shows
/// them. A week none of whose days reported the fields (Wakapi, older editors) has none of this:
/// not reported, never 0 %.
package struct CodingAI: Sendable, Codable, Equatable {
    /// Lines added by AI agents, and by you.
    package var aiAdditions, humanAdditions: Int
    /// Lines removed by AI agents, and by you.
    package var aiDeletions, humanDeletions: Int
    /// The agents' input and output tokens, and the prompts sent.
    package var inputTokens, outputTokens, prompts: Int
    /// Each agent's cost, most first (WakaTime's `ai_agent_costs`).
    package var costs: [AgentCost]
    /// The days of the week that reported these fields.
    package var reportedDays: Int

    /// One agent's cost in the week.
    package struct AgentCost: Sendable, Codable, Equatable {
        /// The agent, as WakaTime names it.
        package var agent: String
        /// Its cost, in the amount WakaTime gives (US dollars).
        package var amount: Double

        /// Creates a cost; a negative or non-finite one is 0.
        package init(agent: String, amount: Double) {
            self.agent = agent
            self.amount = amount.isFinite ? max(0, amount) : 0
        }
    }

    /// Creates the week's figures; a negative count is 0, costs are merged by agent.
    package init(
        aiAdditions: Int, humanAdditions: Int, aiDeletions: Int, humanDeletions: Int, inputTokens: Int = 0,
        outputTokens: Int = 0, prompts: Int = 0, costs: [AgentCost] = [], reportedDays: Int
    ) {
        (self.aiAdditions, self.humanAdditions) = (max(0, aiAdditions), max(0, humanAdditions))
        (self.aiDeletions, self.humanDeletions) = (max(0, aiDeletions), max(0, humanDeletions))
        (self.inputTokens, self.outputTokens, self.prompts) = (
            max(0, inputTokens), max(0, outputTokens), max(0, prompts)
        )
        var merged: [String: Double] = [:]
        for cost in costs { merged[cost.agent, default: 0] += cost.amount }
        self.costs = merged.map { AgentCost(agent: $0.key, amount: $0.value) }.filter { $0.amount > 0 }
            .sorted { ($0.amount, $1.agent) > ($1.amount, $0.agent) }
        self.reportedDays = max(0, reportedDays)
    }

    /// The week of `days` (each a reported day's figures), or nil when no day reported them.
    package init?(days: [CodingAI]) {
        guard !days.isEmpty else { return nil }
        self.init(
            aiAdditions: days.reduce(0) { $0 + $1.aiAdditions },
            humanAdditions: days.reduce(0) { $0 + $1.humanAdditions },
            aiDeletions: days.reduce(0) { $0 + $1.aiDeletions },
            humanDeletions: days.reduce(0) { $0 + $1.humanDeletions },
            inputTokens: days.reduce(0) { $0 + $1.inputTokens }, outputTokens: days.reduce(0) { $0 + $1.outputTokens },
            prompts: days.reduce(0) { $0 + $1.prompts }, costs: days.flatMap(\.costs),
            reportedDays: days.reduce(0) { $0 + $1.reportedDays })
    }

    /// The lines added, by AI and by you.
    package var additions: Int { aiAdditions + humanAdditions }

    /// The share of the added lines AI wrote, 0 to 100 (rounded, never 100 unless all), or nil
    /// when no line was added.
    ///
    /// A count below 0 (a snapshot edited by hand) counts as 0.
    package var aiShare: Int? {
        let ai = max(0, aiAdditions), all = ai + max(0, humanAdditions)
        guard all > 0 else { return nil }
        let share = Int((Double(ai) * 100 / Double(all)).rounded())
        return ai < all ? min(share, 99) : 100
    }

    /// The week's cost, over the agents.
    package var totalCost: Double { costs.reduce(0) { $0 + $1.amount } }
}
