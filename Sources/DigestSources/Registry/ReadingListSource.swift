import DigestCore

/// A source of the reading list: the articles of the week for what the reader follows there.
///
/// Its articles are ranked with every other reading source's into the one list, and a rerun
/// replaces only its own part (``ArticleSource`` is its key in the stored week).
package protocol ReadingListSource: Sendable {
    /// Its key in the reading list and the stored week; its words (`Qiita`, "tags").
    var source: ArticleSource { get }
    /// The week's candidate articles; a failure is a failed outcome keeping what was read.
    func articles(for request: WeekRequest) async -> SourceOutcome<[Article]>
}
