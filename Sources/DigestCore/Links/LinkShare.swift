import Foundation

/// One time a link was shared: on which network, when, and in which post.
package struct LinkShare: Sendable, Codable, Equatable {
    /// The network.
    package var network: LinkNetwork
    /// When the post was made.
    package var at: Date
    /// The post's id on its network (nil in snapshots that kept only the first post's).
    package var postID: String?
    /// The post's text, its links shown as their destinations (nil in snapshots that kept only
    /// the first post's).
    package var text: String?

    /// Creates a share.
    package init(network: LinkNetwork, at: Date, postID: String?, text: String?) {
        self.network = network
        self.at = at
        self.postID = postID
        self.text = text
    }

    /// Oldest first; at the same instant, by network, then by post.
    package static func isOlder(_ lhs: LinkShare, _ rhs: LinkShare) -> Bool {
        (lhs.at, lhs.network, lhs.postID ?? "") < (rhs.at, rhs.network, rhs.postID ?? "")
    }
}
