import Foundation
import TestSupport
import Testing

@testable import DigestCore

/// A week's tags are counted in a list looked through when there are few, and hashed when there
/// are many: both must give what counting with a set per article and a dictionary gives.
struct WeekSummaryTagsTests {
    /// The reference: each article's tags once (as a set, without regard to case: Qiita's `Swift`
    /// and Zenn's `swift` are one tag), added up in a dictionary, ranked, each named with a capital
    /// when one spelling has one, else as first seen.
    static func reference(_ articles: [Article]) -> [NameCount] {
        var counts: [String: Int] = [:], names: [String: String] = [:]
        for article in articles {
            for tag in article.tags {
                let known = names[tag.lowercased()]
                // A capital wins over none (Qiita's `Swift` over Zenn's `swift`), else the first seen.
                if known == nil || known == known?.lowercased() && tag != tag.lowercased() {
                    names[tag.lowercased()] = tag
                }
            }
            for tag in Set(article.tags.map { $0.lowercased() }) { counts[tag, default: 0] += 1 }
        }
        return NameCount.ranked(Dictionary(uniqueKeysWithValues: counts.map { (names[$0.key] ?? $0.key, $0.value) }))
    }

    static func article(_ tags: [String]) -> Article {
        Article(
            id: "1", title: "t", url: "https://qiita.com/a/items/1", author: "a", tags: tags, likes: nil, stocks: nil,
            createdAt: Date(timeIntervalSince1970: 0), readingMinutes: 1)
    }

    /// Tags repeated within an article and across articles, in two cases, a composed and a
    /// decomposed `é` (one tag to Swift), empty and Japanese tags; few enough to be looked through, or, with
    /// up to 150 tags a week, enough to be hashed.
    @Test(arguments: 0..<40) func tagsAreCountedAsASetPerArticleCountsThem(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let names = ["Swift", "swift", "caf\u{E9}", "cafe\u{301}", "", "初心者", "CI", "Linux", "a", "b"]
        let most = seed < 20 ? 12 : 30
        let articles = (0..<Int.random(in: 0...5, using: &random)).map { _ in
            Self.article(
                (0..<Int.random(in: 0...most, using: &random)).map { _ in names.randomElement(using: &random) ?? "" })
        }
        let tags = WeekSummary.tags(of: articles)
        let expected = Self.reference(articles)
        // Equal as Swift compares text: a composed and a decomposed `é` are one tag either way.
        #expect(tags == expected)
        let perArticle: [Int] = articles.map { article in Set(article.tags.map { $0.lowercased() }).count }
        #expect(tags.map(\.count).reduce(0, +) == perArticle.reduce(0, +))
    }
}
