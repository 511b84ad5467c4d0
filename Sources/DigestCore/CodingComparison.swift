/// This week's coding time against the week before: the change in total and per language.
package struct CodingComparison: Sendable, Equatable {
    /// This week's total minus last week's, in seconds.
    package var totalChange: Int
    /// Per language seen this week: the change in seconds; absent for a language new this week.
    var languageChanges: [String: Int]

    /// Compares `current` with `previous`.
    package init(current: CodingStats, previous: CodingStats) {
        totalChange = current.totalSeconds - previous.totalSeconds
        var before: [String: Int] = [:]
        for share in previous.languages { before[share.name, default: 0] += share.seconds }
        var changes: [String: Int] = [:]
        for share in current.languages {
            if let old = before[share.name] { changes[share.name] = share.seconds - old }
        }
        languageChanges = changes
    }

    /// The change for `language`; nil when it was not coded last week.
    package func change(forLanguage language: String) -> Int? { languageChanges[language] }
}
