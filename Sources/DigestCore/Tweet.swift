import Foundation

/// One of the user's own posts on X, as far as the digest needs it.
public struct Tweet: Sendable, Codable, Equatable {
    /// The post's id.
    public var id: String
    /// The text, with `t.co` short links in it.
    public var text: String
    /// When it was posted.
    public var createdAt: Date
    /// The links in the text.
    public var links: [TweetLink]
    /// Whether the post carries images or other media.
    public var hasMedia: Bool
    /// Whether the post is a retweet of someone else's.
    public var isRetweet: Bool

    /// Creates a post.
    public init(
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
public struct TweetLink: Sendable, Codable, Equatable {
    /// The `t.co` address as it appears in the text.
    public var shortURL: String
    /// The address the user typed.
    public var expandedURL: String?
    /// The final address after redirects, when X resolved it.
    public var unwoundURL: String?
    /// The destination page's title, when X fetched it.
    public var title: String?
    /// The destination page's description, when X fetched it.
    public var summary: String?

    /// Creates a link.
    public init(
        shortURL: String, expandedURL: String?, unwoundURL: String? = nil, title: String? = nil, summary: String? = nil
    ) {
        self.shortURL = shortURL
        self.expandedURL = expandedURL
        self.unwoundURL = unwoundURL
        self.title = title
        self.summary = summary
    }

    /// The real destination: the unwound address, else the expanded one; never the `t.co` link.
    public var destination: String? {
        [unwoundURL, expandedURL].compactMap { $0 }.first { !$0.isEmpty }
    }
}
