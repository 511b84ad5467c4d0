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
    /// Your contributions, from each forge (one not configured is absent).
    package var reviews: [ForgeSite: SourceOutcome<ForgeWeek>] = [:]
    /// What a section of several sources says when none of them is configured, by
    /// ``WeekPart/section``: the catalogue's sentence naming each source's settings.
    package var noneConfigured: [String: String] = [:]

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

    /// One source's answer, keyed by the part it answers for.
    package enum Answer: Sendable {
        case coding(SourceOutcome<CodingStats>)
        case commits(SourceOutcome<[Commit]>)
        case articles(ArticleSource, SourceOutcome<[Article]>)
        case posts(LinkNetwork, SourceOutcome<[Post]>)
        case reviews(ForgeSite, SourceOutcome<ForgeWeek>)
    }

    /// A week where no source has answered yet: the coding time not configured, and no other part.
    package static let unanswered = FetchedWeek(coding: .skipped(""), articles: [:], posts: [:])

    /// The week with `answer` in its part.
    package mutating func record(_ answer: Answer) {
        switch answer {
        case .coding(let outcome): coding = outcome
        case .commits(let outcome): commits = outcome
        case .articles(let source, let outcome): articles[source] = outcome
        case .posts(let network, let outcome): posts[network] = outcome
        case .reviews(let forge, let outcome): reviews[forge] = outcome
        }
    }

    /// The week with `part` recorded as not configured, `reason` naming what to set.
    package mutating func recordUnset(_ part: WeekPart, reason: String) {
        switch part {
        case .coding: coding = .skipped(reason)
        // A page without repositories configured has no commits section at all.
        case .commits: break
        case .reading(let source): articles[source] = .skipped(reason)
        case .links(let network): posts[network] = .skipped(reason)
        // Nor has a page without a forge a reviews section.
        case .reviews: break
        }
    }
}
