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

    package static func < (lhs: ArticleSource, rhs: ArticleSource) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
