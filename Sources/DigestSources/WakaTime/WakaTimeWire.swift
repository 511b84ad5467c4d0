import DigestCore

/// The JSON WakaTime and Wakapi send, decoded leniently: every field optional, numbers as
/// integers, decimals or strings, and an entry of the wrong type skipped rather than fatal.
enum WakaTimeWire {
    /// `{"data": {...}}` from `/users/current/stats/last_7_days`.
    struct StatsEnvelope: Decodable {
        var data: Stats?
    }

    /// The stats of a range.
    struct Stats: Decodable {
        var status: String?
        var isUpToDate: Bool?
        var percentCalculated: FlexibleNumber?
        var start: String?
        var end: String?
        var timezone: String?
        var languages: [Entry]
        var editors: [Entry]
        var projects: [Entry]

        enum CodingKeys: String, CodingKey {
            case status, start, end, timezone, languages, editors, projects
            case isUpToDate = "is_up_to_date", percentCalculated = "percent_calculated"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            status = container.lenient(String.self, forKey: .status)
            isUpToDate = container.lenient(Bool.self, forKey: .isUpToDate)
            percentCalculated = container.lenient(FlexibleNumber.self, forKey: .percentCalculated)
            start = container.lenient(String.self, forKey: .start)
            end = container.lenient(String.self, forKey: .end)
            timezone = container.lenient(String.self, forKey: .timezone)
            languages = container.lenient(LossyArray<Entry>.self, forKey: .languages)?.items ?? []
            editors = container.lenient(LossyArray<Entry>.self, forKey: .editors)?.items ?? []
            projects = container.lenient(LossyArray<Entry>.self, forKey: .projects)?.items ?? []
        }

        /// Whether WakaTime says the numbers are still being calculated.
        var isPending: Bool {
            isUpToDate == false || status == "pending_update" || status == "updating"
        }
    }

    /// `{"data": [...]}` from `/users/current/summaries`.
    struct SummariesEnvelope: Decodable {
        var data: [Day]?
    }

    /// One day of a summaries answer.
    struct Day: Decodable {
        var grandTotal: FlexibleNumber?
        /// What `grand_total`'s `ai_*` fields say, when the day has any of them.
        var ai: CodingAI?
        var date: String?
        var start: String?
        var languages: [Entry]
        var editors: [Entry]
        var projects: [Entry]

        enum CodingKeys: String, CodingKey {
            case range, languages, editors, projects
            case grandTotal = "grand_total"
        }

        enum TotalKeys: String, CodingKey {
            case totalSeconds = "total_seconds"
            case aiAdditions = "ai_additions", humanAdditions = "human_additions", aiDeletions = "ai_deletions"
            case humanDeletions = "human_deletions", inputTokens = "ai_input_tokens"
            case outputTokens = "ai_output_tokens", prompts = "ai_prompt_events", costs = "ai_agent_costs"
        }
        enum RangeKeys: String, CodingKey { case date, start }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let total = try? container.nestedContainer(keyedBy: TotalKeys.self, forKey: .grandTotal)
            grandTotal = total?.lenient(FlexibleNumber.self, forKey: .totalSeconds)
            ai = total.flatMap(Self.ai)
            let range = try? container.nestedContainer(keyedBy: RangeKeys.self, forKey: .range)
            date = range?.lenient(String.self, forKey: .date)
            start = range?.lenient(String.self, forKey: .start)
            languages = container.lenient(LossyArray<Entry>.self, forKey: .languages)?.items ?? []
            editors = container.lenient(LossyArray<Entry>.self, forKey: .editors)?.items ?? []
            projects = container.lenient(LossyArray<Entry>.self, forKey: .projects)?.items ?? []
        }
    }

    /// One measured thing: a language, editor or project.
    struct Entry: Decodable {
        var name: String
        var seconds: Int

        enum CodingKeys: String, CodingKey {
            case name, hours, minutes, seconds
            case totalSeconds = "total_seconds"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let rawName =
                container.lenient(String.self, forKey: .name)
                ?? container.lenient(FlexibleNumber.self, forKey: .name).map(\.text)
            name = rawName.flatMap { $0.isEmpty ? nil : $0 } ?? "Unknown"
            if let total = container.lenient(FlexibleNumber.self, forKey: .totalSeconds) {
                seconds = total.wholeNumber
            } else {
                let hours = container.lenient(FlexibleNumber.self, forKey: .hours)?.value ?? 0
                let minutes = container.lenient(FlexibleNumber.self, forKey: .minutes)?.value ?? 0
                let rest = container.lenient(FlexibleNumber.self, forKey: .seconds)?.value ?? 0
                seconds = FlexibleNumber(hours * 3600 + minutes * 60 + rest).wholeNumber
            }
        }
    }
}

extension WakaTimeWire.Day {
    /// The `ai_*` fields of a day's `grand_total`, or nil when it has none of the line counts (a
    /// server or an editor that does not report them: "not reported", never 0 %).
    static func ai(_ total: KeyedDecodingContainer<TotalKeys>) -> CodingAI? {
        func count(_ key: TotalKeys) -> Int? { total.lenient(FlexibleNumber.self, forKey: key)?.wholeNumber }
        let lines = [count(.aiAdditions), count(.humanAdditions), count(.aiDeletions), count(.humanDeletions)]
        guard lines.contains(where: { $0 != nil }) else { return nil }
        // Each agent's cost on its own: one that is not a number is left out, not the others.
        let agents = try? total.nestedContainer(keyedBy: NamedKey.self, forKey: .costs)
        let costs = (agents?.allKeys ?? []).compactMap { key in
            agents?.lenient(FlexibleNumber.self, forKey: key).map { (key: key.stringValue, value: $0) }
        }
        return CodingAI(
            aiAdditions: lines[0] ?? 0, humanAdditions: lines[1] ?? 0, aiDeletions: lines[2] ?? 0,
            humanDeletions: lines[3] ?? 0, inputTokens: count(.inputTokens) ?? 0,
            outputTokens: count(.outputTokens) ?? 0,
            prompts: count(.prompts) ?? 0,
            costs: costs.map {
                CodingAI.AgentCost(agent: SingleLine.squeezed($0.key, limit: 60), amount: $0.value.value)
            },
            reportedDays: 1)
    }
}
