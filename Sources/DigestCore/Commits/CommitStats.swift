import Foundation

/// A week of your commits: per day and per repository, each with the lines added and removed.
package struct CommitStats: Sendable, Codable, Equatable {
    /// Commits and the lines they changed.
    package struct Count: Sendable, Codable, Equatable {
        package var commits = 0
        package var added = 0
        package var removed = 0

        /// Creates a count.
        package init(commits: Int = 0, added: Int = 0, removed: Int = 0) {
            self.commits = max(0, commits)
            self.added = max(0, added)
            self.removed = max(0, removed)
        }

        /// Adds `other`'s commits and lines.
        package mutating func add(_ other: Count) {
            commits += other.commits
            added += other.added
            removed += other.removed
        }
    }

    /// One day's commits.
    package struct Day: Sendable, Codable, Equatable {
        package var date: LocalDate
        package var count: Count
    }

    /// One repository's commits.
    package struct Repository: Sendable, Codable, Equatable {
        package var name: String
        package var count: Count
    }

    /// One entry per day of the week, Monday first.
    package var days: [Day]
    /// Repositories, most commits first (ties by name).
    package var repositories: [Repository]
    /// The commits of the repositories a page may not name (``NameRules``), shown as one row of
    /// other repositories; never stored (a snapshot keeps every repository by name).
    package var unnamedRepositories = Count()
    /// The lines AI agents wrote in the week's commits, when a repository keeps git-ai notes for
    /// any of them; nil otherwise, and in snapshots written before it was read.
    package var ai: AIAuthorship?

    enum CodingKeys: String, CodingKey { case days, repositories, ai }

    /// Creates stats, ranking the repositories.
    package init(days: [Day], repositories: [Repository], ai: AIAuthorship? = nil) {
        self.days = days.sorted { $0.date < $1.date }
        self.repositories = Self.ranked(repositories)
        self.ai = ai
    }

    /// The stats of `commits` in `week`, cut in `timeZone`: each commit once (by hash), on the day
    /// it was written; a commit outside the week is left out.
    package init(_ commits: [Commit], week: ISOWeek, timeZone: TimeZone) {
        let window = week.window(in: timeZone)
        var byDay: [LocalDate: Count] = [:], byRepository: [String: Count] = [:], seen: Set<String> = []
        var counted: [Commit] = []
        for commit in commits
        where commit.authoredAt >= window.start && commit.authoredAt < window.end && seen.insert(commit.hash).inserted {
            let count = Count(commits: 1, added: commit.added, removed: commit.removed)
            byDay[LocalDate(commit.authoredAt, in: timeZone), default: Count()].add(count)
            byRepository[commit.repository, default: Count()].add(count)
            counted.append(commit)
        }
        self.init(
            days: week.days.map { Day(date: $0, count: byDay[$0] ?? Count()) },
            repositories: byRepository.map { Repository(name: $0.key, count: $0.value) }, ai: AIAuthorship(counted))
    }

    /// The week's commits and lines, over the days.
    package var total: Count {
        days.reduce(into: Count()) { $0.add($1.count) }
    }

    /// The days with a commit.
    package var activeDays: Int { days.reduce(0) { $1.count.commits > 0 ? $0 + 1 : $0 } }

    /// `repositories` most commits first, ties by name, none without a commit.
    static func ranked(_ repositories: [Repository]) -> [Repository] {
        repositories.filter { $0.count.commits > 0 }.sorted {
            $0.count.commits != $1.count.commits ? $0.count.commits > $1.count.commits : $0.name < $1.name
        }
    }
}
