/// The one reading list across sources (Qiita and Zenn): their candidates ranked together and
/// capped, and split back into each source's articles for a rerun's merge.
package enum ReadingList {
    /// Its key among the sections (``WeekPart/section``).
    package static let section = "reading"

    /// The list `ranker` makes of every source's candidates, given the week's `coding`, and each
    /// source's record.
    static func joined(
        _ parts: [ArticleSource: SourceOutcome<[Article]>], ranker: ReadingListRanker, coding: CodingStats?,
        noneConfigured: String? = nil
    ) -> (list: SourceOutcome<[Article]>, sources: [ReadingSource]) {
        let joined = SectionParts.joined(parts, noneConfigured: noneConfigured) { ranker.rank($0, coding: coding) }
        return (joined.section, joined.records)
    }

    /// Each source's part of `digest`'s list, with its status and notes; a snapshot written before
    /// Zenn holds Qiita's alone.
    package static func parts(of digest: Digest) -> [ArticleSource: SourceOutcome<[Article]>] {
        SectionParts.split(digest.readingList, digest.readingSourcesOrQiita) { $0.source == $1 ? $0 : nil }
    }
}
