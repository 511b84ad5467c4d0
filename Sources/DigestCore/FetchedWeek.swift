/// The raw material the sources gathered for one week, before aggregation.
package struct FetchedWeek: Sendable, Equatable {
    /// Coding time from WakaTime.
    package var coding: SourceOutcome<CodingStats>
    /// Your commits, from the repositories on your disk; nil when none are configured.
    package var commits: SourceOutcome<[Commit]>?
    /// Candidate articles, from each reading source (one not configured is skipped).
    package var articles: [ArticleSource: SourceOutcome<[Article]>]
    /// The user's posts, from each network (one not configured is skipped).
    package var posts: [LinkNetwork: SourceOutcome<[Post]>]

    /// Creates the week's raw material.
    package init(
        coding: SourceOutcome<CodingStats>, articles: [ArticleSource: SourceOutcome<[Article]>],
        posts: [LinkNetwork: SourceOutcome<[Post]>], commits: SourceOutcome<[Commit]>? = nil
    ) {
        self.coding = coding
        self.commits = commits
        self.articles = articles
        self.posts = posts
    }
}
