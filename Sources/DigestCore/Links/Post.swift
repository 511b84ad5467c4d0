import Foundation

/// One of the user's own posts on a network, as far as the digest needs it.
package struct Post: Sendable, Codable, Equatable {
    /// Where it was posted.
    package var network: LinkNetwork
    /// Its id on that network.
    package var id: String
    /// The text, showing each link as the network shows it (``PostLink/shownText``).
    package var text: String
    /// When it was posted.
    package var createdAt: Date
    /// The links it carries itself (not those of a post it quotes).
    package var links: [PostLink]
    /// Whether it carries images or video.
    package var hasMedia: Bool
    /// Whether it is a repost (a retweet, a boost) of someone else's.
    package var isRepost: Bool

    /// Creates a post.
    package init(
        network: LinkNetwork, id: String, text: String, createdAt: Date, links: [PostLink],
        hasMedia: Bool = false, isRepost: Bool = false
    ) {
        self.network = network
        self.id = id
        self.text = text
        self.createdAt = createdAt
        self.links = links
        self.hasMedia = hasMedia
        self.isRepost = isRepost
    }
}

/// A link inside a post: how the text shows it and where it leads.
package struct PostLink: Sendable, Codable, Equatable {
    /// How the text shows it: X's `t.co` address, or the address as Bluesky or Mastodon shortened
    /// it for display; empty when the text does not show the address itself.
    package var shownText: String
    /// The address the user gave.
    package var expandedURL: String?
    /// The final address after redirects, when the network resolved it.
    package var unwoundURL: String?
    /// The destination page's title, when the network fetched it.
    package var title: String?
    /// The destination page's description, when the network fetched it.
    package var summary: String?

    /// Creates a link.
    package init(
        shownText: String, expandedURL: String?, unwoundURL: String? = nil, title: String? = nil, summary: String? = nil
    ) {
        self.shownText = shownText
        self.expandedURL = expandedURL
        self.unwoundURL = unwoundURL
        self.title = title
        self.summary = summary
    }

    /// The real destination: the unwound address, else the one given; never the shown text.
    package var destination: String? {
        [unwoundURL, expandedURL].compactMap { $0 }.first { !$0.isEmpty }
    }
}
