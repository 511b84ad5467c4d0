import DigestCore
import Foundation

extension WeekData {
    /// A name and its seconds.
    struct Share: Encodable {
        var name: String
        var seconds: Int
    }

    /// The coding time: the week's seconds, each day's, and the languages, editors and the
    /// projects the site may name (the rest summed in `other_projects_seconds`).
    struct Coding: Encodable {
        var seconds: Int
        var daysCoded: Int
        var days: [Day]
        var languages: [Share]
        var editors: [Share]
        var projects: [Share]
        var otherProjectsSeconds: Int

        struct Day: Encodable {
            var date: String
            var seconds: Int
        }

        init(_ stats: CodingStats) {
            seconds = stats.totalSeconds
            daysCoded = stats.activeDays
            days = stats.days.map { Day(date: $0.date.description, seconds: $0.seconds) }
            languages = stats.languages.map { Share(name: $0.name, seconds: $0.seconds) }
            editors = stats.editors.map { Share(name: $0.name, seconds: $0.seconds) }
            projects = stats.projects.map { Share(name: $0.name, seconds: $0.seconds) }
            otherProjectsSeconds = stats.unnamedProjectSeconds
        }

        enum CodingKeys: String, CodingKey {
            case seconds, daysCoded = "days_coded", days, languages, editors, projects
            case otherProjectsSeconds = "other_projects_seconds"
        }
    }

    /// Commits and the lines they changed.
    struct Count: Encodable {
        var commits: Int
        var added: Int
        var removed: Int

        init(_ count: CommitStats.Count) {
            (commits, added, removed) = (count.commits, count.added, count.removed)
        }
    }

    /// The commits: the week's, each day's, each repository the site may name, and the others'.
    struct Commits: Encodable {
        var commits: Int
        var added: Int
        var removed: Int
        var days: [Day]
        var repositories: [Repository]
        var otherRepositories: Count

        struct Day: Encodable {
            var date: String
            var commits: Int
            var added: Int
            var removed: Int
        }

        struct Repository: Encodable {
            var name: String
            var commits: Int
            var added: Int
            var removed: Int
        }

        init(_ stats: CommitStats) {
            var total = stats.unnamedRepositories
            stats.repositories.forEach { total.add($0.count) }
            (commits, added, removed) = (total.commits, total.added, total.removed)
            days = stats.days.map {
                Day(
                    date: $0.date.description, commits: $0.count.commits, added: $0.count.added,
                    removed: $0.count.removed)
            }
            repositories = stats.repositories.map {
                Repository(name: $0.name, commits: $0.count.commits, added: $0.count.added, removed: $0.count.removed)
            }
            otherRepositories = Count(stats.unnamedRepositories)
        }

        enum CodingKeys: String, CodingKey {
            case commits, added, removed, days, repositories, otherRepositories = "other_repositories"
        }
    }

    /// Pull requests opened and merged, reviews given and issues opened, on every forge.
    struct Reviews: Encodable {
        var opened: Int
        var merged: Int
        var reviewed: Int
        var issues: Int

        init(_ stats: ReviewStats) {
            let total = stats.total
            (opened, merged, reviewed, issues) = (total.opened, total.merged, total.reviewed, total.issues)
        }
    }

    /// An article of the reading list.
    struct ArticleData: Encodable {
        var title: String
        var url: String
        var author: String
        var source: String
        var tags: [String]
        var createdAt: String

        init(_ article: Article) {
            (title, url, author, tags) = (article.title, article.url, article.author, article.tags)
            source = article.source.rawValue
            createdAt = ISOTimestamp.string(article.createdAt)
        }

        enum CodingKeys: String, CodingKey {
            case title, url, author, source, tags, createdAt = "created_at"
        }
    }

    /// A link you shared, and where and when.
    struct LinkData: Encodable {
        var url: String
        var title: String?
        var shares: [Share]

        struct Share: Encodable {
            var network: String
            var at: String
        }

        init(_ link: SharedLink) {
            (url, title) = (link.url, link.title)
            shares = link.shares.map { Share(network: $0.network.rawValue, at: ISOTimestamp.string($0.at)) }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(url, forKey: .url)
            try container.encode(title, forKey: .title)
            try container.encode(shares, forKey: .shares)
        }

        enum CodingKeys: String, CodingKey { case url, title, shares }
    }

    /// The week against its goal (`DIGEST_GOAL_*`).
    struct Goal: Encodable {
        var met: Bool
        var parts: [Part]

        struct Part: Encodable {
            var kind: String
            var goal: Int
            var done: Int
            var met: Bool
        }

        init(_ outcome: GoalOutcome) {
            met = outcome.isMet
            parts = outcome.parts.map { part in
                let kind =
                    switch part.kind {
                    case .time: "seconds"
                    case .days: "days"
                    case .count(let key): key
                    }
                return Part(kind: kind, goal: part.goal, done: part.done, met: part.isMet)
            }
        }
    }
}
