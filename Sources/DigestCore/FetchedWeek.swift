/// The raw material the sources gathered for one week, before aggregation.
public struct FetchedWeek: Sendable, Equatable {
    /// Coding time from WakaTime.
    public var coding: SourceOutcome<CodingStats>
    /// Candidate articles from Qiita.
    public var articles: SourceOutcome<[Article]>
    /// The user's posts from X.
    public var posts: SourceOutcome<[Tweet]>

    /// Creates the week's raw material.
    public init(coding: SourceOutcome<CodingStats>, articles: SourceOutcome<[Article]>, posts: SourceOutcome<[Tweet]>) {
        self.coding = coding
        self.articles = articles
        self.posts = posts
    }
}
