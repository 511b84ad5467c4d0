/// Your commits as a section of the week: absent from a digest whose run had no repository
/// configured, and from snapshots written before it.
struct CommitsWeekSection: WeekSection {
    var name: String { "commits" }

    func assemble(_ fetched: FetchedWeek, into digest: inout Digest, in assembly: Assembly) {
        digest.commits = fetched.commits.map {
            $0.map { CommitStats($0, week: assembly.week, timeZone: assembly.timeZone) }
        }
    }

    func record(in digest: Digest) -> SectionRecord? {
        digest.commits.map { SectionRecord(status: $0.status, notes: $0.notes) }
    }

    func merge(into merged: inout Digest, fresh: Digest, stored: Digest, rules: MergeRules) {
        guard let storedCommits = stored.commits else { return }
        merged.commits = StoredWeekMerge.section(
            fresh.commits ?? .skipped("DIGEST_GIT_ROOTS is not set"), storedCommits, storedAt: stored.generatedAt)
    }

    func show(_ digest: inout Digest, under rules: NameRules) {
        digest.commits = digest.commits.map { $0.map { rules.apply(to: $0) } }
    }

    func summarize(_ digest: Digest, into summary: inout WeekSummary, headline: Bool) {
        guard let stats = digest.commits?.value else { return }
        summary.commits = stats.total.commits
        if !headline { summary.commitDays = WeekSummary.commitDays(of: stats, in: digest.week) }
    }

    var count: SectionCount? {
        SectionCount(
            key: "commits", phrase: "commits", value: \.commits,
            goal: SectionCount.Goal(most: 10_000) { $0 == .commits })
    }
}
