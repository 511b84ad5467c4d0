/// This week's coding time against the week before: the change in total and per language.
package struct CodingComparison: Sendable, Equatable {
    /// This week's total minus last week's, in seconds.
    package var totalChange: Int
    /// Per language seen this week that was also coded last week: the change in seconds, in this
    /// week's order (a language listed twice counts as its last entry says).
    var languageChanges: [LanguageChange]

    /// One language's change from last week.
    struct LanguageChange: Sendable, Equatable {
        var name: String
        var seconds: Int
    }

    /// How many languages a week may list for them to be matched by looking through the lists;
    /// longer lists are hashed, so a hostile snapshot cannot make the comparison quadratic.
    static let scannedLanguages = 32

    /// Compares `current` with `previous`.
    package init(current: CodingStats, previous: CodingStats) {
        totalChange = current.totalSeconds - previous.totalSeconds
        // A week codes in a handful of languages: looking through last week's list costs less
        // than hashing every name into a dictionary, which was most of making a comparison.
        if current.languages.count <= Self.scannedLanguages, previous.languages.count <= Self.scannedLanguages {
            var changes: [LanguageChange] = []
            changes.reserveCapacity(current.languages.count)
            for share in current.languages {
                var old: Int?
                for before in previous.languages where before.name == share.name {
                    old = (old ?? 0) + before.seconds
                }
                if let old { changes.append(LanguageChange(name: share.name, seconds: share.seconds - old)) }
            }
            languageChanges = changes
        } else {
            var before: [String: Int] = [:]
            for share in previous.languages { before[share.name, default: 0] += share.seconds }
            languageChanges = current.languages.compactMap { share in
                before[share.name].map { LanguageChange(name: share.name, seconds: share.seconds - $0) }
            }
        }
    }

    /// The change for `language`; nil when it was not coded last week.
    package func change(forLanguage language: String) -> Int? {
        languageChanges.last { $0.name == language }?.seconds
    }

    /// Equal when the totals and each language's change agree, whatever order made them.
    package static func == (left: CodingComparison, right: CodingComparison) -> Bool {
        left.totalChange == right.totalChange && left.changesByName == right.changesByName
    }

    /// Each language's change, as ``change(forLanguage:)`` gives it.
    var changesByName: [String: Int] {
        Dictionary(languageChanges.map { ($0.name, $0.seconds) }) { _, last in last }
    }
}
