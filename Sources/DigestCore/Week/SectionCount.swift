/// A number a section counts each week and keeps in the week's summary: `12 commits`, `15 reads`.
///
/// Every page and message that shows the weeks' counts goes through ``WeekSections/counts``: the
/// headline, the trends page's column and its totals, the year page's card, the card's headline of a
/// week without coding time, the webhook's fields, and a goal of it. A section with a count adds
/// none of these.
package struct SectionCount: Sendable {
    /// How a week may aim at a count: a goal of 1 to `most`, measured when a source of a part
    /// `measuredBy` accepts answered (without one configured, `doctor` says it is never measured).
    package struct Goal: Sendable {
        package let most: Int
        package let measuredBy: @Sendable (WeekPart) -> Bool

        /// A goal of at most `most`, measured by the sources of the parts `measuredBy` accepts.
        package init(most: Int, measuredBy: @escaping @Sendable (WeekPart) -> Bool) {
            self.most = most
            self.measuredBy = measuredBy
        }
    }

    /// How `doctor` and the settings' messages (in English) name what it counts: `commit` and
    /// `commits`.
    package struct Noun: Sendable, Equatable {
        package let one: String
        package let other: String

        /// A noun of these forms.
        package init(one: String, other: String) {
            self.one = one
            self.other = other
        }
    }

    /// Its name: the summary's field, the webhook's, and the locale's label `history.<key>`.
    package let key: String
    /// What it counts, in English (its key, and the key without its last letter for one, unless said).
    package let noun: Noun
    /// The locale's phrase of it in a headline, `summary.<phrase>`.
    package let phrase: String
    /// Its number in a week's summary; nil when the week did not count it.
    package let value: @Sendable (WeekSummary) -> Int?
    /// Whether a week may aim at it (``WeeklyGoal/counts``), and how.
    package let goal: Goal?

    /// A count named `key`, said by `phrase`, read from a summary by `value`, a goal when `goal`;
    /// `noun` when its key is not what it counts.
    package init(
        key: String, phrase: String, value: @escaping @Sendable (WeekSummary) -> Int?, goal: Goal? = nil,
        noun: Noun? = nil
    ) {
        self.key = key
        self.noun = noun ?? Noun(one: String(key.dropLast()), other: key)
        self.phrase = phrase
        self.value = value
        self.goal = goal
    }

    /// Its sum over `weeks`, or nil when none of them counted it.
    package func total(of weeks: some Sequence<WeekSummary>) -> Int? {
        weeks.reduce(nil as Int?) { sum, week in value(week).map { (sum ?? 0) + $0 } ?? sum }
    }

    /// Whether any of `weeks` counted it: only then does a table of those weeks have its column.
    package func isCounted(in weeks: some Sequence<WeekSummary>) -> Bool {
        weeks.contains { value($0) != nil }
    }
}
