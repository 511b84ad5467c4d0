import Foundation

/// One thing you did on a forge in the week: a pull request opened or merged, a review given, an
/// issue opened.
///
/// Its repository's name and its title are the forge's, untrusted; a contribution in a private
/// repository is stored with them (the stored week is yours) and never shown by name
/// (``ReviewStats/shown``).
package struct ForgeContribution: Sendable, Codable, Equatable {
    /// What was done.
    package enum Kind: String, Sendable, Codable, CaseIterable {
        /// A pull request (a merge request on GitLab) you opened.
        case opened
        /// A pull request of yours that was merged.
        case merged
        /// A review you gave to a pull request.
        case reviewed
        /// An issue you opened.
        case issue
    }

    /// What was done.
    package var kind: Kind
    /// The repository, `owner/name` (untrusted).
    package var repository: String
    /// Whether the repository is private (or internal): then never named where it is shown.
    package var isPrivate: Bool
    /// The pull request's or issue's title (untrusted).
    package var title: String
    /// Its web address, when the forge gave one that is `http(s)`.
    package var url: String?
    /// When it was done.
    package var at: Date

    /// A contribution.
    package init(kind: Kind, repository: String, isPrivate: Bool, title: String, url: String?, at: Date) {
        self.kind = kind
        self.repository = repository
        self.isPrivate = isPrivate
        self.title = title
        self.url = url
        self.at = at
    }
}
