import DigestCore

/// The reading-list section.
struct ReadingSection: Sendable, Encodable {
    /// The source's status.
    var notice: SectionNotice
    /// The articles, best first.
    var articles: [ArticleRow]
}

/// One article, formatted.
struct ArticleRow: Sendable, Encodable {
    /// The title (untrusted).
    var title: String
    /// The link, only when it is http(s).
    var url: WebURL?
    /// The author's handle.
    var author: String
    /// Where it is from: `Qiita`, `Zenn`.
    var source: String
    /// `swift, ios`.
    var tags: String
    /// Likes, when the source said.
    var likes: Int?
    /// Stocks, when the source said.
    var stocks: Int?
    /// `65 likes · 240 stocks`: only the counts the source gave (unknown is not zero).
    var counts: String?
    /// `Tue 17 Nov`.
    var published: String
    /// `6 min read`; nil when the source gives no text to estimate from (a Zenn feed).
    var readingTime: String?
    /// Why it is listed: `Swift: you coded 6 h 10 m in Swift`, `From your tags swift and ios`.
    var reason: String?
}
