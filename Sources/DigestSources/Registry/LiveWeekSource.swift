import DigestCore
import Foundation

/// The live APIs: every configured source fetched at once, in one task group; a source that is
/// not configured is recorded as skipped, with the sentence naming what to set.
package struct LiveWeekSource: WeekSource {
    /// The instant the run treats as now.
    var now: Date
    /// The coding section's source, when one is configured.
    var coding: (any CodingTimeSource)?
    /// The commits' source, when repositories are configured.
    var commits: (any CommitSource)?
    /// The configured sources of the reading list.
    var readers: [any ReadingListSource]
    /// The configured networks of shared posts.
    var networks: [any SharedPostsSource]
    /// What the section of each source that is not configured says.
    var unset: Unset

    /// The sentences of the sources that are not configured, each naming the setting to set.
    package struct Unset: Sendable {
        /// For the coding section.
        package var coding: String
        /// For each reading source.
        package var readers: [ArticleSource: String]
        /// For each network.
        package var networks: [LinkNetwork: String]

        /// The sentences given.
        package init(coding: String, readers: [ArticleSource: String], networks: [LinkNetwork: String]) {
            self.coding = coding
            self.readers = readers
            self.networks = networks
        }
    }

    /// The live source of these sources.
    package init(
        now: Date, coding: (any CodingTimeSource)?, readers: [any ReadingListSource],
        networks: [any SharedPostsSource], unset: Unset, commits: (any CommitSource)? = nil
    ) {
        self.now = now
        self.coding = coding
        self.commits = commits
        self.readers = readers
        self.networks = networks
        self.unset = unset
    }

    package var billedNetworks: Set<LinkNetwork> { Set(networks.filter(\.billsEachRead).map(\.network)) }

    /// One source's answer.
    enum Answer: Sendable {
        case coding(SourceOutcome<CodingStats>)
        case commits(SourceOutcome<[Commit]>)
        case articles(ArticleSource, SourceOutcome<[Article]>)
        case posts(LinkNetwork, SourceOutcome<[Post]>)
    }

    package func fetch(week: ISOWeek, timeZone: TimeZone, stored: [LinkNetwork: SourceOutcome<[Post]>]) async throws
        -> FetchedWeek
    {
        let request = WeekRequest(week: week, timeZone: timeZone, now: now)
        var fetched = FetchedWeek(
            coding: .skipped(unset.coding), articles: unset.readers.mapValues { .skipped($0) },
            posts: unset.networks.mapValues { .skipped($0) })
        await withTaskGroup(of: Answer.self) { group in
            if let coding {
                group.addTask { .coding(await coding.coding(for: request)) }
            }
            if let commits {
                group.addTask { .commits(await commits.commits(for: request)) }
            }
            for reader in readers {
                group.addTask { .articles(reader.source, await reader.articles(for: request)) }
            }
            for network in networks {
                if network.billsEachRead, let posts = stored[network.network] {
                    fetched.posts[network.network] = posts
                    continue
                }
                group.addTask { .posts(network.network, await network.posts(for: request)) }
            }
            for await answer in group {
                switch answer {
                case .coding(let outcome): fetched.coding = outcome
                case .commits(let outcome): fetched.commits = outcome
                case .articles(let source, let outcome): fetched.articles[source] = outcome
                case .posts(let network, let outcome): fetched.posts[network] = outcome
                }
            }
        }
        return fetched
    }
}
