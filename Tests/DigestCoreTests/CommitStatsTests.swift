import DigestCore
import Foundation
import Testing

/// A week of commits from the commits read: days in the week's zone, each commit once, the
/// repositories ranked, and what the public rules let a page name.
struct CommitStatsTests {
    static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .current
    static let week = (try? ISOWeek(year: 2026, week: 47)) ?? ISOWeek.lastComplete(before: Date(), in: .current)

    static func commit(_ hash: String, _ repository: String, _ date: String, _ added: Int = 1, _ removed: Int = 0)
        -> Commit
    {
        Commit(
            hash: hash, repository: repository, authoredAt: ISOTimestamp.parse(date) ?? Date.distantPast,
            added: added, removed: removed)
    }

    @Test func daysInTheWeeksZoneEachCommitOnce() {
        let stats = CommitStats(
            [
                Self.commit("a", "app", "2026-11-15T15:00:00Z", 3, 1),  // Mon 00:00 in Tokyo: the first instant
                Self.commit("a", "app-clone", "2026-11-15T15:00:00Z", 3, 1),  // the same commit in a clone
                Self.commit("b", "lib", "2026-11-22T14:59:59Z", 5, 2),  // Sun 23:59:59
                Self.commit("c", "lib", "2026-11-22T15:00:00Z"),  // the next week
                Self.commit("d", "lib", "2026-11-15T14:59:59Z"),  // the week before
                Self.commit("e", "app", "2026-11-18T03:00:00Z", -4, -2),  // odd counts: none below zero
            ], week: Self.week, timeZone: Self.tokyo)
        #expect(stats.days.count == 7)
        #expect(stats.days.map(\.count.commits) == [1, 0, 1, 0, 0, 0, 1])
        #expect(stats.total == CommitStats.Count(commits: 3, added: 8, removed: 3))
        #expect(stats.repositories.map(\.name) == ["app", "lib"])
        #expect(stats.repositories.map(\.count.commits) == [2, 1])
        #expect(stats.activeDays == 3)
    }

    @Test func anEmptyWeekHasSevenEmptyDaysAndNoRepository() {
        let stats = CommitStats([], week: Self.week, timeZone: Self.tokyo)
        #expect(stats.days.count == 7 && stats.total.commits == 0 && stats.repositories.isEmpty)
    }

    /// Repositories follow the project names' public rules: aliases, then only the names the
    /// audience may see; the rest one row, their commits still counted.
    @Test func publicRulesNameOnlyThePublicRepositories() {
        let stats = CommitStats(
            [
                Self.commit("a", "weekly-digest", "2026-11-17T01:00:00Z"),
                Self.commit("b", "acme-billing", "2026-11-17T02:00:00Z"),
                Self.commit("c", "acme-portal", "2026-11-17T03:00:00Z"),
                Self.commit("d", "secret-project", "2026-11-17T04:00:00Z", 7, 7),
            ], week: Self.week, timeZone: Self.tokyo)
        let rules = NameRules(
            projectAliases: [NameAlias(from: NamePattern("acme-*"), to: "Client work")],
            namedProjects: [NamePattern("weekly-digest"), NamePattern("Client work")])
        let shown = rules.apply(to: stats)
        #expect(shown.repositories.map { "\($0.name) \($0.count.commits)" } == ["Client work 2", "weekly-digest 1"])
        #expect(shown.unnamedRepositories == CommitStats.Count(commits: 1, added: 7, removed: 7))
        #expect(shown.total == stats.total, "the days keep every commit")
    }
}

/// A rerun keeps the stored commits when git could not read them now, or repositories are no
/// longer configured; fresh commits replace them.
struct CommitsMergeTests {
    static let stats = CommitStats(
        [CommitStatsTests.commit("a", "app", "2026-11-17T01:00:00Z")], week: CommitStatsTests.week,
        timeZone: CommitStatsTests.tokyo)

    static func digest(_ commits: SourceOutcome<CommitStats>?, at seconds: Double) -> Digest {
        Digest(
            week: CommitStatsTests.week, timeZone: "Asia/Tokyo", generatedAt: Date(timeIntervalSince1970: seconds),
            coding: .skipped("set WAKATIME_API_KEY"), readingList: .skipped("set QIITA_TAGS"),
            sharedLinks: .skipped("set X"), commits: commits)
    }

    /// (fresh, whether the stored commits survive, what the note says).
    static let table: [(SourceOutcome<CommitStats>?, Bool, String?)] = [
        (.failed("git could not read /src/app"), true, "this run failed: git could not read /src/app"),
        (nil, true, "this run did not fetch it: DIGEST_GIT_ROOTS is not set"),
        (.ok(CommitStats([], week: CommitStatsTests.week, timeZone: CommitStatsTests.tokyo)), false, nil),
    ]

    @Test(arguments: table)
    func aRerunKeepsOrReplacesTheCommits(fresh: SourceOutcome<CommitStats>?, kept: Bool, note: String?) {
        let stored = Self.digest(.ok(Self.stats), at: 1_795_417_200)
        let merged = StoredWeekMerge.merge(Self.digest(fresh, at: 1_795_420_800), keeping: stored)
        #expect((merged.commits?.value?.total.commits == 1) == kept)
        if let note {
            #expect(merged.commits?.notes.contains { $0.hasSuffix(note) } == true, "\(merged.commits?.notes ?? [])")
            #expect(StoredWeekMerge.keptSections(merged) == ["commits"])
        }
        // Kept commits are the stored week's, which git read in full: the week is not partial.
        #expect(!merged.hasFailedSource)
    }

    /// A snapshot written before commits decodes with none, and one without them writes no key.
    @Test func aSnapshotWithoutCommitsHasNone() throws {
        let encoded = try JSONEncoder().encode(Self.digest(nil, at: 0))
        #expect(!String(decoding: encoded, as: UTF8.self).contains("commits"))
        #expect(try JSONDecoder().decode(Digest.self, from: encoded).commits == nil)
    }
}
