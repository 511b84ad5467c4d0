import Foundation

/// One of the user's own posts on X, as far as the digest needs it.
package struct Tweet: Sendable, Codable, Equatable {
    /// The post's id.
    package var id: String
    /// The text, with `t.co` short links in it.
    package var text: String
    /// When it was posted.
    package var createdAt: Date
    /// The links in the text.
    package var links: [TweetLink]
    /// Whether the post carries images or other media.
    package var hasMedia: Bool
    /// Whether the post is a retweet of someone else's.
    package var isRetweet: Bool

    /// Creates a post.
    package init(
        id: String, text: String, createdAt: Date, links: [TweetLink],
        hasMedia: Bool = false, isRetweet: Bool = false
    ) {
        self.id = id
        self.text = text
        self.createdAt = createdAt
        self.links = links
        self.hasMedia = hasMedia
        self.isRetweet = isRetweet
    }
}

/// A link inside a post: the `t.co` form in the text and what it points to.
package struct TweetLink: Sendable, Codable, Equatable {
    /// The `t.co` address as it appears in the text.
    var shortURL: String
    /// The address the user typed.
    var expandedURL: String?
    /// The final address after redirects, when X resolved it.
    var unwoundURL: String?
    /// The destination page's title, when X fetched it.
    package var title: String?
    /// The destination page's description, when X fetched it.
    package var summary: String?

    /// Creates a link.
    package init(
        shortURL: String, expandedURL: String?, unwoundURL: String? = nil, title: String? = nil, summary: String? = nil
    ) {
        self.shortURL = shortURL
        self.expandedURL = expandedURL
        self.unwoundURL = unwoundURL
        self.title = title
        self.summary = summary
    }

    /// The real destination: the unwound address, else the expanded one; never the `t.co` link.
    package var destination: String? {
        [unwoundURL, expandedURL].compactMap { $0 }.first { !$0.isEmpty }
    }
}
