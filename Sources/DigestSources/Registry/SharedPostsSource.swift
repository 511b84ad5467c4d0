import DigestCore

/// A network of shared posts: the user's own posts of the week whose links join "Links I shared".
///
/// Each network keeps the one rule (own posts and replies that carry a link; no reposts, no
/// private posts, not the network's own links); a rerun replaces only its own part
/// (``LinkNetwork`` is its key in the stored week).
package protocol SharedPostsSource: Sendable {
    /// Its key in the shared links and the stored week.
    var network: LinkNetwork { get }
    /// Whether each post read is billed (X): a week whose part was stored complete is then not
    /// read again by a catch-up run.
    var billsEachRead: Bool { get }
    /// The week's posts; a failure is a failed outcome keeping what was read.
    func posts(for request: WeekRequest) async -> SourceOutcome<[Post]>
}

extension SharedPostsSource {
    /// Reading is free unless a network says otherwise.
    package var billsEachRead: Bool { false }
}
