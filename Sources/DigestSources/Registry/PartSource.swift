import DigestCore

/// A source made for a run, as the week sees it: the part it answers for, and how it answers.
///
/// Each kind of source keeps its protocol (``CodingTimeSource``, ``CommitSource``,
/// ``ReadingListSource``, ``SharedPostsSource``); this is what ``LiveWeekSource`` runs, whichever
/// it is.
package struct PartSource: Sendable {
    /// The part it answers for.
    package var part: WeekPart
    /// Whether each read is billed (X): a catch-up run then takes the part stored complete.
    package var billsEachRead: Bool
    /// Its answer for the week of `request`; a failure is a failed outcome, never a throw.
    package var answer: @Sendable (WeekRequest) async -> FetchedWeek.Answer

    /// The coding section's source.
    package static func coding(_ source: any CodingTimeSource) -> Self {
        Self(part: .coding, billsEachRead: false) { .coding(await source.coding(for: $0)) }
    }

    /// The commits' source.
    package static func commits(_ source: any CommitSource) -> Self {
        Self(part: .commits, billsEachRead: false) { .commits(await source.commits(for: $0)) }
    }

    /// A source of the reading list.
    package static func reading(_ source: any ReadingListSource) -> Self {
        Self(part: .reading(source.source), billsEachRead: false) {
            .articles(source.source, await source.articles(for: $0))
        }
    }

    /// A network of shared posts.
    package static func links(_ source: any SharedPostsSource) -> Self {
        Self(part: .links(source.network), billsEachRead: source.billsEachRead) {
            .posts(source.network, await source.posts(for: $0))
        }
    }
}
