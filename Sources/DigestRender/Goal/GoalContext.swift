import DigestCore

/// A week against its goal, as `page.html` (`{{#goal}}`) and the trends page show it.
struct GoalContext: Sendable, Encodable, Equatable {
    /// Whether the week met every part of the goal measured.
    var met: Bool
    /// `Goal met: 12 h 30 m of 10 h coding, 5 of 5 days`.
    var text: String

    /// The goal's line of `outcome`, in `words`; `unbroken` for HTML.
    init(_ outcome: GoalOutcome, words: Words, unbroken: Bool) {
        met = outcome.isMet
        text = GoalLine(words, unbroken: unbroken).sentence(outcome)
    }
}
