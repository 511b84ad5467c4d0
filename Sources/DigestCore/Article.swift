import Foundation

/// One article on the reading list.
public struct Article: Sendable, Codable, Equatable {
    /// The source's identifier.
    public var id: String
    /// The title (untrusted text).
    public var title: String
    /// The article's address as the source gave it (checked before it becomes a link).
    public var url: String
    /// The author's handle.
    public var author: String
    /// Tag names.
    public var tags: [String]
    /// Likes at fetch time.
    public var likes: Int
    /// Stocks (bookmarks) at fetch time.
    public var stocks: Int
    /// When it was published.
    public var createdAt: Date
    /// Estimated minutes to read.
    public var readingMinutes: Int

    /// Creates an article.
    public init(
        id: String, title: String, url: String, author: String, tags: [String],
        likes: Int, stocks: Int, createdAt: Date, readingMinutes: Int
    ) {
        self.id = id
        self.title = title
        self.url = url
        self.author = author
        self.tags = tags
        self.likes = max(0, likes)
        self.stocks = max(0, stocks)
        self.createdAt = createdAt
        self.readingMinutes = max(1, readingMinutes)
    }
}
