import Foundation
import Testing

@testable import DigestCore

struct ReadingListRankerTests {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)

    static func article(
        _ id: String, tags: [String] = ["misc"], likes: Int = 0, stocks: Int = 0,
        followed: [String] = ["misc"], minute: Double = 0
    ) -> Article {
        Article(
            id: id, title: id, url: "https://qiita.com/u/items/\(id)", author: "u", tags: tags, likes: likes,
            stocks: stocks, createdAt: start.addingTimeInterval(minute * 60), readingMinutes: 2, followedTags: followed)
    }

    static func coding(_ languages: [(String, Int)]) -> CodingStats {
        CodingStats(
            days: [], languages: languages.map { TimeShare(name: $0.0, seconds: $0.1) }, projects: [], editors: [])
    }

    @Test(arguments: [
        ("swift", "Swift", true), ("Swift", "swift", true), ("golang", "Go", true), ("Go", "Go", true),
        ("JS", "JavaScript", true), ("TypeScript", "TypeScript", true), ("ts", "TypeScript", true),
        ("objective-c", "Objective-C", true), ("objc", "Objective-C", true), ("C++", "C++", true),
        ("cpp", "C++", true), ("C#", "C#", true), ("csharp", "C#", true), ("ShellScript", "Bash", true),
        ("Vue.js", "Vue.js", true), ("vue", "Vue.js", true), ("Python3", "Python", true),
        ("C", "C++", false), ("C", "C#", false), ("Java", "JavaScript", false), ("swiftui", "Swift", false),
        ("", "", false), ("-", "", false), ("初心者", "Swift", false), ("スウィフト", "Swift", false),
    ])
    func tagsNameLanguages(tag: String, language: String, matches: Bool) {
        #expect(LanguageMatch.tag(tag, names: language) == matches)
    }

    @Test func anArticleInTwoFollowedTagsAppearsOnceWithBoth() {
        let ranked = ReadingListRanker().rank(
            [
                Self.article("a", tags: ["swift", "ios"], likes: 3, followed: ["swift"]),
                Self.article("b", likes: 1, followed: ["swift"]),
                Self.article("a", tags: ["swift", "ios"], likes: 5, followed: ["ios"]),
                Self.article("a", tags: ["swift", "ios"], likes: 4, followed: ["swift"]),
            ], coding: nil)
        #expect(ranked.map(\.id) == ["a", "b"])
        #expect(ranked.first?.followedTags == ["swift", "ios"])
        #expect(ranked.first?.likes == 5, "the freshest, highest count is kept")
    }

    @Test func theLanguagesCodedMostBoostTheirArticlesAndSayWhy() throws {
        let coding = Self.coding([("Swift", 6 * 3600), ("Python", 3600), ("Other", 9 * 3600), ("Rust", 600)])
        let ranked = ReadingListRanker().rank(
            [
                Self.article("popular", tags: ["react"], likes: 100),
                Self.article("swift", tags: ["ios", "Swift"], likes: 70),
                Self.article("python", tags: ["Python"], likes: 90),
                Self.article("rust", tags: ["Rust"], likes: 99),
            ], coding: coding)
        // Total 16 h 10 m: Swift is 37% of it (71 × 1.37 = 97.4), Python 6% (91 × 1.06 = 96.6).
        #expect(ranked.map(\.id) == ["popular", "rust", "swift", "python"])
        let swift = try #require(ranked.first { $0.id == "swift" })
        #expect(swift.languageMatch == LanguageMatch(tag: "Swift", language: "Swift", seconds: 6 * 3600))
        #expect(ranked.first { $0.id == "rust" }?.languageMatch == nil, "10 minutes of Rust is not enough to boost")
        #expect(ranked.first { $0.id == "popular" }?.languageMatch == nil)
    }

    @Test func aWeekOfOneLanguageDoublesItsArticles() {
        let coding = Self.coding([("Swift", 3600)])
        let ranked = ReadingListRanker().rank(
            [
                Self.article("liked", likes: 2), Self.article("swift", tags: ["swift"], likes: 1),
                Self.article("loved", likes: 4),
            ], coding: coding)
        // (1 + 1) × 2 = 4 beats (2 + 1) × 1 = 3, not (4 + 1) × 1 = 5.
        #expect(ranked.map(\.id) == ["loved", "swift", "liked"])
    }

    @Test func onlyTheTopThreeLanguagesBoost() {
        let coding = Self.coding([("Swift", 5000), ("Go", 4000), ("Ruby", 3000), ("Python", 2000)])
        let ranked = ReadingListRanker().rank(
            ["Swift", "Go", "Ruby", "Python"].map { Self.article($0, tags: [$0]) }, coding: coding)
        #expect(ranked.map { $0.languageMatch?.language } == ["Swift", "Go", "Ruby", nil])
    }

    @Test func articlesListedInEarlierWeeksAreLeftOut() {
        let ranked = ReadingListRanker(alreadyListed: ["old"]).rank(
            [Self.article("old", likes: 500), Self.article("new", likes: 1)], coding: nil)
        #expect(ranked.map(\.id) == ["new"])
    }

    @Test(arguments: [0, 1, 15, 40])
    func theListIsCapped(limit: Int) {
        let articles = (0..<30).map { Self.article("a\($0)", likes: $0, minute: Double($0)) }
        let ranked = ReadingListRanker(limit: limit).rank(articles, coding: nil)
        #expect(ranked.count == min(limit, 30))
        #expect(ranked.map(\.likes) == Array((0..<30).reversed().prefix(limit)))
    }

    @Test func equalScoresKeepTheOlderArticleFirst() {
        let ranked = ReadingListRanker().rank(
            [Self.article("late", likes: 2, minute: 9), Self.article("early", likes: 2, minute: 1)], coding: nil)
        #expect(ranked.map(\.id) == ["early", "late"])
    }

    @Test func snapshotsWrittenBeforeFollowedTagsStillDecode() throws {
        let json =
            #"{"id":"x","title":"t","url":"https://qiita.com/x","author":"a","tags":["swift"],"likes":1,"stocks":2,"createdAt":0,"readingMinutes":3}"#
        let article = try JSONDecoder().decode(Article.self, from: Data(json.utf8))
        #expect(article.followedTags == [])
        #expect(article.languageMatch == nil)
        let again = try JSONDecoder().decode(Article.self, from: JSONEncoder().encode(article))
        #expect(again == article)
    }
}
