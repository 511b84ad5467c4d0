import Foundation

/// One page of a Qiita listing, with what it says about the next page and the rate budget.
struct QiitaPage: Sendable {
    /// The articles that decoded.
    var items: [QiitaWire.Item]
    /// Elements of the answer that were not readable articles.
    var skipped: Int
    /// Whether the answer had a `Link` header at all (one without `rel="next"` marks the last page).
    var hasLinks: Bool
    /// The `Link` header's `rel="next"`, when present.
    var next: URL?
    /// The `Total-Count` header.
    var totalCount: Int?
    /// The rate-limit headers.
    var rate: QiitaRate?
}
