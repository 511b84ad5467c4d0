import Foundation
import Synchronization

/// Reading your own posts from X (billed per post: an owned read with the owner's credentials):
/// the account, its id once known, and how many posts one run may read (`X_MAX_POSTS`).
///
/// One per run, shared by the weeks the run builds: the cap and the counts are the run's.
package final class XTimeline: Sendable {
    /// `X_USERNAME`, without `@`; nil with the owner's credentials and no `X_USERNAME`.
    package let username: String?
    /// Whether the account is the one the owner's credentials belong to (`GET /2/users/me`),
    /// rather than the handle's.
    package let isOwner: Bool
    /// `X_MAX_POSTS`: the most posts one run reads.
    package let maxPosts: Int
    /// Told the id when it is looked up, so that the next run need not look it up again.
    let remember: @Sendable (String) -> Void
    /// The account id (from an earlier run, or looked up by this one), and what this run read.
    let state: Mutex<(id: String?, posts: Int, requests: Int, capped: Bool)>

    /// The timeline of `username` (or of the credentials' owner, `isOwner`, who must be
    /// `username` when it is given), whose id an earlier run found (`knownID`), read up to
    /// `maxPosts` posts a run; `remember` keeps an id looked up.
    package init(
        username: String?, isOwner: Bool = false, knownID: String?, maxPosts: Int,
        remember: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.username = username
        self.isOwner = isOwner
        self.maxPosts = maxPosts
        self.remember = remember
        self.state = Mutex((id: knownID, posts: 0, requests: 0, capped: false))
    }

    /// The posts this run read (each billed), and the requests it made (the lookup included).
    package var counts: (posts: Int, requests: Int, capped: Bool) {
        state.withLock { ($0.posts, $0.requests, $0.capped) }
    }

    /// The id, when known.
    var id: String? { state.withLock { $0.id } }

    /// How many more posts this run may read.
    var remaining: Int { state.withLock { max(0, maxPosts - $0.posts) } }

    /// Records the id a lookup found, and keeps it.
    func found(_ id: String) {
        state.withLock {
            $0.id = id
            $0.requests += 1
        }
        remember(id)
    }

    /// Records a page of `posts` posts; returns the run's total.
    func read(_ posts: Int) -> Int {
        state.withLock {
            $0.posts += posts
            $0.requests += 1
            return $0.posts
        }
    }

    /// Records that the cap stopped a read.
    func cap() { state.withLock { $0.capped = true } }
}
