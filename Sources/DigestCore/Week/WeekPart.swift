/// Which part of a week a source answers for: a section that has one source (coding time,
/// commits), or one source of a section that joins many (a reading source, a network).
///
/// The key every source is registered under: the catalogue's entry, the source made for a run,
/// its answer (``FetchedWeek/Answer``) and what the week records when it is not configured.
package enum WeekPart: Sendable, Hashable {
    /// The coding time.
    case coding
    /// Your commits.
    case commits
    /// One source of the reading list.
    case reading(ArticleSource)
    /// One network of the links you shared.
    case links(LinkNetwork)
    /// One forge of your reviews and pull requests.
    case reviews(ForgeSite)

    /// The section it is a part of, by which a sentence about the whole section is keyed (what it
    /// says when none of its sources is configured, ``FetchedWeek/noneConfigured``).
    package var section: String {
        switch self {
        case .coding: "coding"
        case .commits: "commits"
        case .reading: ReadingList.section
        case .links: LinksAcrossNetworks.section
        case .reviews: "reviews"
        }
    }
}
