import DigestCore
import Foundation

/// "Reviews and pull requests" in `week.md` and the email: the week's figures, by day and by
/// repository, and the pull requests and issues of repositories that may be named.
struct ReviewsView: SectionView {
    let key = "reviews"

    func context(_ presenter: DigestPresenter, words: ReviewWords) -> (any Encodable & Sendable)? {
        guard let outcome = presenter.digest.reviews else { return nil }
        return ReviewsContext(
            notice: SectionNotice(status: outcome.status, notes: outcome.notes, unbroken: presenter.unbroken),
            stats: outcome.value.flatMap { $0.hasAnswer ? ReviewFigures($0, presenter, words) : nil })
    }
}

/// The section as its partials see it.
struct ReviewsContext: Sendable, Encodable {
    /// The forges' status: a failure, and notes.
    var notice: SectionNotice
    /// The figures, when a forge answered.
    var stats: ReviewFigures?
}

/// The week's words for the section (`sections.reviews` in the locale files).
struct ReviewWords: Decodable, Sendable {
    let heading: String
    let none: String
    /// `3 pull requests opened`, `2 merged`, `4 reviews given`, `1 issue opened`: the total's parts.
    let opened: CountPhrase
    let merged: CountPhrase
    let reviewed: CountPhrase
    let issues: CountPhrase
    /// What a listed pull request or issue was: `opened`, `merged`, `reviewed`, `issue`.
    let kinds: Kinds
    let byDay: String
    let repositories: String
    let otherRepositories: String
    let list: String
    /// `and 4 contributions GitHub counts without naming their repositories`.
    let restricted: CountPhrase
    /// `and {count} more`.
    let more: CountPhrase

    struct Kinds: Decodable, Sendable {
        let opened: String
        let merged: String
        let reviewed: String
        let issue: String
    }
}
