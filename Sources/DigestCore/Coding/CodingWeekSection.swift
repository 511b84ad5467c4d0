/// The coding time as a section of the week: one source (WakaTime, or the sample).
struct CodingWeekSection: WeekSection {
    var name: String { "coding time" }

    func record(in digest: Digest) -> SectionRecord? {
        SectionRecord(status: digest.coding.status, notes: digest.coding.notes)
    }

    func merge(into merged: inout Digest, fresh: Digest, stored: Digest, rules: MergeRules) {
        merged.coding = StoredWeekMerge.section(fresh.coding, stored.coding, storedAt: stored.generatedAt)
    }

    func show(_ digest: inout Digest, under rules: NameRules) {
        if let stats = digest.coding.value { digest.coding.value = rules.apply(to: stats) }
    }

    func summarize(_ digest: Digest, into summary: inout WeekSummary, headline: Bool) {
        guard let stats = digest.coding.value else { return }
        summary.codingSeconds = stats.totalSeconds
        summary.topLanguage = stats.languages.first?.name
        guard !headline else { return }
        summary.days = WeekSummary.days(of: stats, in: digest.week)
        summary.languages = Array(stats.languages.prefix(WeekSummary.languageLimit))
    }

    /// Coding time is measured, not counted.
    var count: SectionCount? { nil }

    func headline(of summary: WeekSummary) -> HeadlineFigure? {
        summary.codingSeconds.map { .time(seconds: $0, mostly: summary.topLanguage) }
    }
}
