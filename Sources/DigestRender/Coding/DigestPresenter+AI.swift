import DigestCore
import Foundation

/// AI's part in the week's coding, as WakaTime reported it (``CodingAI``): the share of the
/// lines you added, for every page; the agents' tokens, prompts and cost, for the email alone.
extension DigestPresenter {
    /// AI's share of the lines you added: `53% of the lines you added (1430 of 2700)`.
    ///
    /// The days that reported it follow when not all the coded days did; nil when no line was
    /// added or nothing was reported. Plain: the page keeps its numbers on one line itself.
    func aiShare(_ stats: CodingStats) -> String? {
        guard let ai = stats.ai, let share = ai.aiShare else { return nil }
        var line = words.digest.aiShare.filled([
            "share": String(share), "ai": String(ai.aiAdditions), "total": String(ai.additions),
        ])
        let coded = stats.activeDays
        if ai.reportedDays < coded {
            line += words.digest.aiReportedDays(coded, ["reported": String(ai.reportedDays)])
        }
        return line
    }

    /// `2.1 M tokens in, 342 k out, 186 prompts · cost $4.20: Claude Code $3.10, Cursor $1.10`:
    /// private figures, which only the email shows; nil when nothing was reported.
    func aiUsage(_ stats: CodingStats) -> String? {
        guard let ai = stats.ai, ai.inputTokens + ai.outputTokens + ai.prompts > 0 || !ai.costs.isEmpty else {
            return nil
        }
        var parts = [
            words.digest.aiTokens.filled([
                "input": Self.compact(ai.inputTokens), "output": Self.compact(ai.outputTokens),
                "prompts": String(ai.prompts),
            ])
        ]
        if !ai.costs.isEmpty {
            let agents = ai.costs.map { "\($0.agent) \(Self.dollars($0.amount))" }
            parts.append(
                words.digest.aiCost.filled(["total": Self.dollars(ai.totalCost), "agents": words.lists.joined(agents)]))
        }
        return parts.joined(separator: " · ")
    }

    /// `2.1 M`, `342 k`, `950`: a count of tokens, short.
    static func compact(_ count: Int) -> String {
        switch count {
        case 1_000_000...: String(format: "%.1f M", Double(count) / 1_000_000)
        case 10_000...: "\(count / 1000) k"
        case 1000...: String(format: "%.1f k", Double(count) / 1000)
        default: String(count)
        }
    }

    /// `$4.20`.
    static func dollars(_ amount: Double) -> String { String(format: "$%.2f", amount) }
}
