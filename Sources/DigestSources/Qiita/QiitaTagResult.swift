import DigestCore

/// What the search for one followed tag gathered, and how it ended.
struct QiitaTagResult: Sendable {
    /// How the paging ended.
    enum End: Sendable, Equatable {
        /// Every page of the week was read.
        case complete
        /// The hour's budget ran out before the last page.
        case rateLimited
        /// Qiita serves no page past 100; the week had more articles than that.
        case truncated
        /// An error stopped it.
        case failed(QiitaError)
    }

    /// The tag as configured.
    var tag: String
    /// The articles read, each marked as found under `tag`.
    var articles: [Article] = []
    /// Elements of the answers that were not readable articles.
    var skipped = 0
    /// How it ended.
    var end = End.complete

    /// Adds the articles of `page`.
    mutating func add(_ page: QiitaPage) {
        skipped += page.skipped
        articles += page.items.map { item in
            Article(
                id: item.id, title: item.title, url: item.url, author: item.author, tags: item.tags,
                likes: item.likes, stocks: item.stocks, createdAt: item.createdAt,
                readingMinutes: ReadingTime.minutes(forBody: item.body),
                followedTags: [item.tags.first { $0.lowercased() == tag.lowercased() } ?? tag])
        }
    }

    /// The failure as a sentence that names the tag, when the error is about this tag alone.
    var failure: String? {
        guard case .failed(let error) = end else { return nil }
        switch error {
        case .tokenRejected, .unknownTag, .notFound: return error.description
        default: return "For the tag '\(tag)': \(error.description)"
        }
    }
}
