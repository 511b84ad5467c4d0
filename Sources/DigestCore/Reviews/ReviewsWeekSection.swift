/// Your reviews and pull requests as a section of the week: absent from a digest whose run had no
/// forge configured, and from snapshots written before it.
struct ReviewsWeekSection: WeekSection {
    var name: String { "reviews and pull requests" }

    /// Each configured forge's contributions of the week.
    func assemble(_ fetched: FetchedWeek, into digest: inout Digest, in assembly: Assembly) {
        let parts = fetched.reviews.map { forge, outcome in
            ReviewStats.Part(
                forge: forge,
                outcome: outcome.map { week in
                    ForgeWeek(
                        contributions: week.contributions.filter { assembly.contains($0.at) },
                        restricted: week.restricted)
                })
        }
        digest.reviews = Self.section(parts)
    }

    func record(in digest: Digest) -> SectionRecord? {
        digest.reviews.map { SectionRecord(status: $0.status, notes: $0.notes) }
    }

    /// Each forge's part replaced only by that forge's answer: a forge that failed, or is no
    /// longer configured, keeps its stored part.
    func merge(into merged: inout Digest, fresh: Digest, stored: Digest, rules: MergeRules) {
        guard let storedParts = stored.reviews?.value?.parts else { return }
        var parts = fresh.reviews?.value?.parts ?? []
        var kept = false
        for storedPart in storedParts {
            let index = parts.firstIndex { $0.forge == storedPart.forge }
            let freshOutcome =
                index.map { parts[$0].outcome } ?? .skipped("\(storedPart.forge.name) is no longer configured")
            let outcome = StoredWeekMerge.section(freshOutcome, storedPart.outcome, storedAt: stored.generatedAt)
            guard outcome != freshOutcome else { continue }
            kept = true
            let part = ReviewStats.Part(forge: storedPart.forge, outcome: outcome)
            if let index { parts[index] = part } else { parts.append(part) }
        }
        if kept { merged.reviews = Self.section(parts) }
    }

    /// A private repository's contributions without its name, title or address, whoever reads.
    func show(_ digest: inout Digest, under rules: NameRules) {
        digest.reviews = digest.reviews.map { $0.map(\.shown) }
    }

    func summarize(_ digest: Digest, into summary: inout WeekSummary, headline: Bool) {
        summary.reviews = digest.reviews?.value.flatMap { $0.hasAnswer ? $0.count : nil }
    }

    var count: SectionCount? {
        SectionCount(
            key: "reviews", phrase: "reviews", value: \.reviews,
            goal: SectionCount.Goal(most: 1_000) {
                if case .reviews = $0 { true } else { false }
            }, noun: SectionCount.Noun(one: "pull request or review", other: "pull requests and reviews"))
    }

    /// The section of the forges' `parts`: nil when no forge is configured; failed when one
    /// failed (what the others answered is kept), with every forge's notes.
    static func section(_ parts: [ReviewStats.Part]) -> SourceOutcome<ReviewStats>? {
        let configured = parts.filter { $0.outcome.skippedReason == nil }
        guard !configured.isEmpty else { return nil }
        let stats = ReviewStats(parts: configured)
        let failures = stats.parts.compactMap { part -> String? in
            if case .failed(let reason) = part.outcome.status { return reason }
            return nil
        }
        return SourceOutcome(
            status: failures.isEmpty ? .ok : .failed(reason: failures.joined(separator: " ")), value: stats,
            notes: stats.parts.flatMap(\.outcome.notes))
    }
}
