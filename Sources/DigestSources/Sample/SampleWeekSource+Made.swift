import DigestCore

extension SampleWeekSource {
    /// The start of every sample article's id, Qiita's and Zenn's (`sample/sample-week.json`;
    /// other weeks add their name to it): 16 hex digits no Qiita id is likely to start with, and
    /// no Zenn id (an address) does.
    static let articlePrefix = "c0ffee0000000000"

    /// Whether `digest` is a week the sample made: a reading list all of the sample's articles.
    ///
    /// What tells a site written by `run --sample` before the history moved out of the output
    /// folder (it carried no mark then), so its weeks never join a real history.
    package static func made(_ digest: Digest) -> Bool {
        guard let articles = digest.readingList.value, !articles.isEmpty else { return false }
        return articles.allSatisfy { $0.id.hasPrefix(articlePrefix) }
    }
}
