import Foundation

/// One week's digest: coding time, commits, reading list and shared links, each with its source's status.
///
/// This is also the snapshot stored as `weeks/<W>/digest.json`, from which every page is rebuilt.
package struct Digest: Sendable, Codable, Equatable {
    /// The snapshot format this build writes.
    ///
    /// 2: a link's `shares` name their network, and `linkSources` says how each network fared; an
    /// article names its `source`, and `readingSources` says how each fared.
    package static let currentSchemaVersion = 2

    /// The snapshot format of this value.
    package var schemaVersion: Int
    /// The week.
    package var week: ISOWeek
    /// The IANA zone that defined the week's window.
    package var timeZone: String
    /// When the digest was assembled (whole seconds).
    package var generatedAt: Date
    /// Coding time.
    package var coding: SourceOutcome<CodingStats>
    /// Your commits, when repositories are configured (`DIGEST_GIT_ROOTS`); nil otherwise, and in
    /// snapshots written before them: the page then has no commits section.
    package var commits: SourceOutcome<CommitStats>?
    /// The reading list, best first, across sources (``ReadingList``).
    package var readingList: SourceOutcome<[Article]>
    /// How each reading source fared, for a rerun's merge source by source; nil in snapshots
    /// written before Zenn, whose articles are Qiita's.
    package var readingSources: [ReadingSource]?
    /// Links shared, one entry per address across networks, oldest first
    /// (``LinksAcrossNetworks/joined(_:noneConfigured:)``).
    package var sharedLinks: SourceOutcome<[SharedLink]>
    /// How each network fared, for a rerun's merge network by network; nil in snapshots written
    /// before Bluesky and Mastodon, whose links are X's.
    package var linkSources: [LinkSource]?
    /// Your reviews and pull requests, when a forge is configured (`GITHUB_TOKEN`, `GITLAB_TOKEN`,
    /// `FORGEJO_TOKEN`); nil otherwise, and in snapshots written before them.
    package var reviews: SourceOutcome<ReviewStats>?
    /// How `backfill` made the week after it had passed; nil for a week `run` made.
    package var backfill: BackfillRecord?

    /// Creates a digest.
    package init(
        week: ISOWeek, timeZone: String, generatedAt: Date, coding: SourceOutcome<CodingStats>,
        readingList: SourceOutcome<[Article]>, sharedLinks: SourceOutcome<[SharedLink]>,
        linkSources: [LinkSource]? = nil, readingSources: [ReadingSource]? = nil,
        commits: SourceOutcome<CommitStats>? = nil, schemaVersion: Int = Digest.currentSchemaVersion
    ) {
        self.schemaVersion = schemaVersion
        self.week = week
        self.timeZone = timeZone
        self.generatedAt = generatedAt
        self.coding = coding
        self.commits = commits
        self.readingList = readingList
        self.sharedLinks = sharedLinks
        self.linkSources = linkSources
        self.readingSources = readingSources
    }

    /// Each reading source's record: ``readingSources``, or Qiita's alone in a snapshot written before them.
    package var readingSourcesOrQiita: [ReadingSource] {
        readingSources ?? [ReadingSource(source: .qiita, status: readingList.status, notes: readingList.notes)]
    }

    /// Each network's record: ``linkSources``, or X's alone in a snapshot written before them.
    package var linkSourcesOrX: [LinkSource] {
        linkSources ?? [LinkSource(source: .x, status: sharedLinks.status, notes: sharedLinks.notes)]
    }

    /// Whether a configured source failed (the run then exits 3).
    package var hasFailedSource: Bool {
        WeekSections.all.contains { $0.record(in: self)?.status.isFailure == true }
    }
}
