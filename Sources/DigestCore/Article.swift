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
    /// Tag names, as the article spells them.
    public var tags: [String]
    /// Likes at fetch time.
    public var likes: Int
    /// Stocks (bookmarks) at fetch time.
    public var stocks: Int
    /// When it was published.
    public var createdAt: Date
    /// Estimated minutes to read.
    public var readingMinutes: Int
    /// The followed tags (`QIITA_TAGS`) it was found under, in the order they were configured.
    public var followedTags: [String]
    /// The language the user coded this week that ranked it higher, when one matched its tags.
    public var languageMatch: LanguageMatch?

    /// Creates an article.
    public init(
        id: String, title: String, url: String, author: String, tags: [String],
        likes: Int, stocks: Int, createdAt: Date, readingMinutes: Int,
        followedTags: [String] = [], languageMatch: LanguageMatch? = nil
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
        self.followedTags = followedTags
        self.languageMatch = languageMatch
    }

    enum CodingKeys: String, CodingKey {
        case id, title, url, author, tags, likes, stocks, createdAt, readingMinutes, followedTags, languageMatch
    }

    /// Decodes an article; snapshots written before `followedTags` existed read as no followed tags.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            title: try container.decode(String.self, forKey: .title),
            url: try container.decode(String.self, forKey: .url),
            author: try container.decode(String.self, forKey: .author),
            tags: try container.decode([String].self, forKey: .tags),
            likes: try container.decode(Int.self, forKey: .likes),
            stocks: try container.decode(Int.self, forKey: .stocks),
            createdAt: try container.decode(Date.self, forKey: .createdAt),
            readingMinutes: try container.decode(Int.self, forKey: .readingMinutes),
            followedTags: try container.decodeIfPresent([String].self, forKey: .followedTags) ?? [],
            languageMatch: try container.decodeIfPresent(LanguageMatch.self, forKey: .languageMatch))
    }
}
