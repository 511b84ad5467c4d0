/// The reading list as a section of the week: one list ranked across its sources (Qiita, Zenn),
/// each source's part kept on its own for a rerun.
struct ReadingWeekSection: WeekSection {
    var name: String { "reading list" }

    /// The week's articles of every source, ranked with the coding time as fetched.
    func assemble(_ fetched: FetchedWeek, into digest: inout Digest, in assembly: Assembly) {
        (digest.readingList, digest.readingSources) = ReadingList.joined(
            fetched.articles.mapValues { $0.map { $0.filter { assembly.contains($0.createdAt) } } },
            ranker: assembly.ranker, coding: fetched.coding.value,
            noneConfigured: fetched.noneConfigured[ReadingList.section])
    }

    func record(in digest: Digest) -> SectionRecord? {
        SectionRecord(status: digest.readingList.status, notes: digest.readingSourcesOrQiita.flatMap(\.notes))
    }

    /// The articles of each source replaced only by that source's answer: a source that failed
    /// keeps its stored articles, ranked again with the others' fresh ones (and `merged`'s coding
    /// time), at most the rules' limit long.
    func merge(into merged: inout Digest, fresh: Digest, stored: Digest, rules: MergeRules) {
        guard
            let parts = SectionParts.merged(
                ReadingList.parts(of: fresh), keeping: ReadingList.parts(of: stored), storedAt: stored.generatedAt)
        else { return }
        (merged.readingList, merged.readingSources) = ReadingList.joined(
            parts, ranker: ReadingListRanker(limit: rules.readingListLimit), coding: merged.coding.value,
            noneConfigured: fresh.readingList.skippedReason)
    }

    /// Nothing: an article's tags and authors are the world's, not names the rules hide.
    func show(_ digest: inout Digest, under rules: NameRules) {}

    func summarize(_ digest: Digest, into summary: inout WeekSummary, headline: Bool) {
        guard let articles = digest.readingList.value else { return }
        summary.articles = articles.count
        guard !headline else { return }
        summary.tags = WeekSummary.tags(of: articles)
        summary.articleDays = WeekSummary.perDay(articles.map(\.createdAt), of: digest.week, in: digest.timeZone)
    }

    var count: SectionCount? { SectionCount(key: "articles", phrase: "reads", value: \.articles) }
}
