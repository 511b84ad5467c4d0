import DigestCore

/// A week against the goal, in the locale's words: `Goal met: 12 h 30 m of 10 h coding, 5 of 5
/// days` or `Goal missed by 1 h 30 m: 8 h 30 m of 10 h coding, 5 of 5 days`.
struct GoalLine: Sendable {
    /// The locale's words.
    let words: Words
    /// Whether figures are kept on one line (``Unbroken``), for HTML.
    let unbroken: Bool

    /// A formatter with `words`; `unbroken` for HTML.
    init(_ words: Words, unbroken: Bool = false) {
        self.words = words
        self.unbroken = unbroken
    }

    /// The whole sentence.
    func sentence(_ outcome: GoalOutcome) -> String {
        let progress = outcome.parts.map(progress).joined(separator: words.lists.separator)
        guard !outcome.isMet else { return words.goal.met.filled(["progress": progress]) }
        let missing = outcome.parts.filter { !$0.isMet }.map(missing).joined(separator: words.lists.separator)
        return words.goal.missed.filled(["missing": missing, "progress": progress])
    }

    /// `Goal: 10 h coding, 5 days`: the goal itself.
    func goal(_ goal: WeeklyGoal) -> String {
        var parts: [String] = []
        if let minutes = goal.minutes {
            let time = DurationFormat(words.durations, unbroken: unbroken).text(seconds: minutes * 60)
            parts.append(words.goal.time.filled(["time": time]))
        }
        if let days = goal.days { parts.append(words.goal.days(days)) }
        for (count, aim) in goal.aims {
            if let phrases = words.counts.goal(of: count.key) { parts.append(phrases.count(aim)) }
        }
        return words.goal.goalIs.filled(["goal": parts.joined(separator: words.lists.separator)])
    }

    /// `goal met` or `goal missed`, for the email's subject.
    func short(_ outcome: GoalOutcome) -> String {
        outcome.isMet ? words.goal.subjectMet : words.goal.subjectMissed
    }

    /// `12 h 30 m of 10 h coding`, `5 of 5 days`, `3 of 10 commits`.
    func progress(_ part: GoalOutcome.Part) -> String {
        let text: String
        switch part.kind {
        case .time:
            let durations = DurationFormat(words.durations, unbroken: unbroken)
            text = words.goal.timeProgress.filled([
                "done": durations.text(seconds: part.done), "goal": durations.text(seconds: part.goal),
            ])
        case .days:
            text = words.goal.daysProgress(part.goal, ["done": String(part.done)])
        case .count(let key):
            text =
                words.counts.goal(of: key).map { $0.progress(part.goal, ["done": String(part.done)]) }
                ?? "\(part.done)/\(part.goal)"
        }
        return unbroken ? Unbroken.text(text) : text
    }

    /// `1 h 30 m`, `2 days`, `7 commits`: what a part lacked.
    func missing(_ part: GoalOutcome.Part) -> String {
        let text: String
        switch part.kind {
        case .time: text = DurationFormat(words.durations, unbroken: unbroken).text(seconds: part.missing)
        case .days: text = words.goal.days(part.missing)
        case .count(let key): text = words.counts.goal(of: key).map { $0.count(part.missing) } ?? String(part.missing)
        }
        return unbroken ? Unbroken.text(text) : text
    }
}
