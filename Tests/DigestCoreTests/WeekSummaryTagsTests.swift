import Foundation
import TestSupport
import Testing

@testable import DigestCore

/// A week's tags are counted in a list looked through when there are few, and hashed when there
/// are many: both must give what counting with a set per article and a dictionary gives.
struct WeekSummaryTagsTests {
    /// The reference: each article's tags once (as a set), added up in a dictionary, ranked.
    static func reference(_ articles: [Article]) -> [NameCount] {
        var counts: [String: Int] = [:]
        for article in articles {
            for tag in Set(article.tags) { counts[tag, default: 0] += 1 }
        }
        return NameCount.ranked(counts)
    }

    static func article(_ tags: [String]) -> Article {
        Article(
            id: "1", title: "t", url: "https://qiita.com/a/items/1", author: "a", tags: tags, likes: nil, stocks: nil,
            createdAt: Date(timeIntervalSince1970: 0), readingMinutes: 1)
    }

    /// Tags repeated within an article and across articles, a composed and a decomposed `é`
    /// (one tag to Swift), empty and Japanese tags; few enough to be looked through, or, with
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
        #expect(tags.map(\.count).reduce(0, +) == articles.reduce(0) { $0 + Set($1.tags).count })
    }
}
