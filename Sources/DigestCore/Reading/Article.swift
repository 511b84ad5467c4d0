import Foundation

/// One article on the reading list.
package struct Article: Sendable, Codable, Equatable {
    /// The source's identifier.
    package var id: String
    /// The title (untrusted text).
    package var title: String
    /// The article's address as the source gave it (checked before it becomes a link).
    package var url: String
    /// The author's handle.
    package var author: String
    /// Tag names, as the article spells them.
    package var tags: [String]
    /// Likes at fetch time; nil when the source did not say (unknown, not zero).
    package var likes: Int?
    /// Stocks (bookmarks) at fetch time; nil when the source did not say.
    package var stocks: Int?
    /// When it was published.
    package var createdAt: Date
    /// Estimated minutes to read; nil when the source gives no text to estimate from (a feed).
    package var readingMinutes: Int?
    /// The followed tags (`QIITA_TAGS`) or topics (`ZENN_TOPICS`) it was found under, in the order
    /// they were configured.
    package var followedTags: [String]
    /// The language the user coded this week that ranked it higher, when one matched its tags.
    package var languageMatch: LanguageMatch?
    /// Where it comes from.
    package var source: ArticleSource

    /// Creates an article.
    package init(
        id: String, title: String, url: String, author: String, tags: [String],
        likes: Int?, stocks: Int?, createdAt: Date, readingMinutes: Int?,
        followedTags: [String] = [], languageMatch: LanguageMatch? = nil, source: ArticleSource = .qiita
    ) {
        self.id = id
        self.title = title
        self.url = url
        self.author = author
        self.tags = tags
        self.likes = likes.map { max(0, $0) }
        self.stocks = stocks.map { max(0, $0) }
        self.createdAt = createdAt
        self.readingMinutes = readingMinutes.map { max(1, $0) }
        self.followedTags = followedTags
        self.languageMatch = languageMatch
        self.source = source
    }

    /// Whether the title shows nothing: empty, or only spaces, line breaks and invisible format
    /// characters (an article so titled is listed as untitled, never as an empty link).
    package var isUntitled: Bool { SingleLine.showsNothing(title) }

    enum CodingKeys: String, CodingKey {
        case id, title, url, author, tags, likes, stocks, createdAt, readingMinutes, followedTags, languageMatch, source
    }

    /// Decodes an article; snapshots written before `followedTags` existed read as no followed tags,
    /// and before Zenn as Qiita's.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            title: try container.decode(String.self, forKey: .title),
            url: try container.decode(String.self, forKey: .url),
            author: try container.decode(String.self, forKey: .author),
            tags: try container.decode([String].self, forKey: .tags),
            likes: try container.decodeIfPresent(Int.self, forKey: .likes),
            stocks: try container.decodeIfPresent(Int.self, forKey: .stocks),
            createdAt: try container.decode(Date.self, forKey: .createdAt),
            readingMinutes: try container.decodeIfPresent(Int.self, forKey: .readingMinutes),
            followedTags: try container.decodeIfPresent([String].self, forKey: .followedTags) ?? [],
            languageMatch: try container.decodeIfPresent(LanguageMatch.self, forKey: .languageMatch),
            source: try container.decodeIfPresent(ArticleSource.self, forKey: .source) ?? .qiita)
    }
}
