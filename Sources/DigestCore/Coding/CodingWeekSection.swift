/// The coding time as a section of the week: one source (WakaTime, or the sample).
struct CodingWeekSection: WeekSection {
    var name: String { "coding time" }

    func assemble(_ fetched: FetchedWeek, into digest: inout Digest, in assembly: Assembly) {
        digest.coding = fetched.coding.map { Self.fitted($0, to: assembly.week) }
    }

    /// Exactly one entry per day of `week`, in order, filling idle days with zero.
    static func fitted(_ stats: CodingStats, to week: ISOWeek) -> CodingStats {
        var byDay: [LocalDate: Int] = [:]
        for day in stats.days { byDay[day.date, default: 0] += day.seconds }
        var fitted = stats
        fitted.days = week.days.map { DayTotal(date: $0, seconds: byDay[$0] ?? 0) }
        return fitted
    }

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
        if let ai = stats.ai, ai.additions > 0 {
            (summary.aiLines, summary.addedLines) = (ai.aiAdditions, ai.additions)
        }
    }

    /// Coding time is measured, not counted.
    var count: SectionCount? { nil }

    func headline(of summary: WeekSummary) -> HeadlineFigure? {
        summary.codingSeconds.map { .time(seconds: $0, mostly: summary.topLanguage) }
    }
}
