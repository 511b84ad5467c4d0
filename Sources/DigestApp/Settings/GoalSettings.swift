import DigestCore

/// The week's goal from `DIGEST_GOAL_HOURS`, `DIGEST_GOAL_DAYS` and, for each section's count that
/// may be a goal, `DIGEST_GOAL_<KEY>` (`DIGEST_GOAL_COMMITS`).
enum GoalSettings {
    /// The goal `environment` sets; ``WeeklyGoal/none`` when it sets none.
    static func goal(_ environment: [String: String]) throws(RunError) -> WeeklyGoal {
        var counts: [String: Int] = [:]
        for count in WeekSections.counts {
            guard let goal = count.goal else { continue }
            counts[count.key] = try whole(name(of: count), in: 1...goal.most, environment)
        }
        return WeeklyGoal(
            minutes: try minutes(environment), days: try whole("DIGEST_GOAL_DAYS", in: 1...7, environment),
            counts: counts)
    }

    /// The setting of a goal of `count`: `DIGEST_GOAL_COMMITS`.
    static func name(of count: SectionCount) -> String { "DIGEST_GOAL_" + count.key.uppercased() }

    /// What a goal setting aims at, for its message and its line in the catalogue.
    static func meaning(of name: String) -> String {
        if name == "DIGEST_GOAL_DAYS" { return "the days a week you aim to code" }
        let noun =
            WeekSections.counts.first { self.name(of: $0) == name }?.noun.other
            ?? name.dropFirst("DIGEST_GOAL_".count).lowercased()
        return "the \(noun) you aim for in a week"
    }

    /// The catalogue's lines of the goals of the sections' counts.
    static var countSettings: [Setting] {
        WeekSections.counts.filter { $0.goal != nil }.map { count in
            Setting(name: name(of: count), meaning: meaning(of: name(of: count)))
        }
    }

    /// `DIGEST_GOAL_HOURS` in minutes: hours such as `10` or `7.5`, more than 0 and at most 168.
    static func minutes(_ environment: [String: String]) throws(RunError) -> Int? {
        let name = "DIGEST_GOAL_HOURS"
        guard let text = Configuration.value(name, in: environment) else { return nil }
        let digits = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let isNumber =
            !digits.isEmpty && digits.count <= 2 && !digits[0].isEmpty
            && digits.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } } && (digits.last?.isEmpty == false)
        guard isNumber, let hours = Double(text), hours > 0, hours <= 168, (hours * 60).rounded() >= 1 else {
            throw .usage(
                "\(name) is '\(SingleLine.quotable(text))': set it to the hours of coding you aim for in a week, a number such as 10 or 7.5, more than 0 and at most 168."
            )
        }
        return Int((hours * 60).rounded())
    }

    /// A whole number from `range` in `name`, or nil when unset.
    static func whole(_ name: String, in range: ClosedRange<Int>, _ environment: [String: String]) throws(RunError)
        -> Int?
    {
        guard let text = Configuration.value(name, in: environment) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw .usage(
                "\(name) is '\(SingleLine.quotable(text))': set it to \(meaning(of: name)), a whole number from \(range.lowerBound) to \(range.upperBound)."
            )
        }
        return number
    }
}
