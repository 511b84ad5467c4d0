/// How one week did against a ``WeeklyGoal``.
package struct GoalOutcome: Sendable, Equatable {
    /// One part of the goal, measured.
    package struct Part: Sendable, Equatable {
        /// What a part counts.
        package enum Kind: Sendable, Equatable {
            /// Coding time, in seconds.
            case time
            /// Days with coding time.
            case days
            /// A section's count, by its ``SectionCount/key``.
            case count(String)
        }

        /// What it counts.
        package var kind: Kind
        /// The goal (seconds for time).
        package var goal: Int
        /// What the week did.
        package var done: Int

        /// Whether the week reached it.
        package var isMet: Bool { done >= goal }
        /// How much was missing, zero when met.
        package var missing: Int { max(0, goal - done) }
    }

    /// The parts measured, in the goal's order: time, days, then the counts in the registry's order.
    package var parts: [Part]

    /// Whether the week met every part measured.
    package var isMet: Bool { parts.allSatisfy(\.isMet) }
}
