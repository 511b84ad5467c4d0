/// Where a reading-list article comes from.
package enum ArticleSource: String, Sendable, Codable, CaseIterable, Comparable {
    case qiita
    case zenn

    /// Its name, the same in every language: `Qiita`, `Zenn`.
    package var name: String {
        switch self {
        case .qiita: "Qiita"
        case .zenn: "Zenn"
        }
    }

    /// What a reader follows on it, which names why an article was found.
    ///
    /// Qiita's tags (`QIITA_TAGS`), Zenn's topics (`ZENN_TOPICS`): a new source says which here, or
    /// it does not compile.
    package var follows: Followed {
        switch self {
        case .qiita: .tags
        case .zenn: .topics
        }
    }

    /// What a reading source's reader follows.
    package enum Followed: Sendable {
        case tags, topics
    }

    package static func < (lhs: ArticleSource, rhs: ArticleSource) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
