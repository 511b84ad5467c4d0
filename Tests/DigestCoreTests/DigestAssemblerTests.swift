import Foundation
import Testing

@testable import DigestCore

struct DigestAssemblerTests {
    static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .current
    static let week = (try? ISOWeek(parsing: "2026-W47")) ?? ISOWeek(containing: LocalDate(dayNumber: 0))

    static func article(_ id: String, at offset: TimeInterval, likes: Int = 1, stocks: Int = 0) -> Article {
        Article(
            id: id, title: "t\(id)", url: "https://qiita.com/\(id)", author: "a", tags: ["swift"], likes: likes,
            stocks: stocks, createdAt: week.window(in: tokyo).start.addingTimeInterval(offset), readingMinutes: 3)
    }

    static func fetched(articles: [Article], posts: [Post] = [], days: [DayTotal] = []) -> FetchedWeek {
        FetchedWeek(
            coding: .ok(CodingStats(days: days, languages: [], projects: [], editors: [])),
            articles: [.qiita: .ok(articles)], posts: [.x: .ok(posts)])
    }

    @Test func keepsOnlyArticlesInsideTheHalfOpenWindow() {
        let end = Self.week.window(in: Self.tokyo).duration
        let digest = DigestAssembler().assemble(
            Self.fetched(articles: [
                Self.article("before", at: -1), Self.article("first", at: 0),
                Self.article("last", at: end - 1), Self.article("after", at: end),
            ]),
            week: Self.week, timeZone: Self.tokyo, generatedAt: Date(timeIntervalSince1970: 0))
        #expect(Set(digest.readingList.value?.map(\.id) ?? []) == ["first", "last"])
    }

    @Test func ranksByLikesAndStocksDedupesAndCaps() {
        var articles = (0..<30).map { Self.article("a\($0)", at: Double($0) * 60, likes: $0, stocks: $0 % 3) }
        articles.append(Self.article("a29", at: 10, likes: 999))
        let digest = DigestAssembler(readingListLimit: 15).assemble(
            Self.fetched(articles: articles), week: Self.week, timeZone: Self.tokyo, generatedAt: Date())
        let ids = digest.readingList.value?.map(\.id) ?? []
        #expect(ids.count == 15)
        #expect(Set(ids).count == 15)
        #expect(ids.first == "a29")
        let scores = (digest.readingList.value ?? []).map { ($0.likes ?? 0) + ($0.stocks ?? 0) }
        #expect(scores == scores.sorted(by: >))
    }

    @Test func fillsEveryDayOfTheWeekAndDropsOthers() throws {
        let outside = DayTotal(date: Self.week.monday.adding(days: -1), seconds: 999)
        let digest = DigestAssembler().assemble(
            Self.fetched(articles: [], days: [DayTotal(date: Self.week.monday.adding(days: 2), seconds: 60), outside]),
            week: Self.week, timeZone: Self.tokyo, generatedAt: Date())
        let days = try #require(digest.coding.value?.days)
        #expect(days.map(\.date) == Self.week.days)
        #expect(days.map(\.seconds) == [0, 0, 60, 0, 0, 0, 0])
    }

    @Test func keepsFailuresAndSkipsAndTruncatesTheStamp() {
        var fetched = FetchedWeek(
            coding: .failed("WakaTime answered 401: check WAKATIME_API_KEY"),
            articles: [.qiita: .skipped("set QIITA_TAGS")], posts: [.x: .ok([])])
        fetched.noneConfigured = [ReadingList.section: "set QIITA_TAGS (Qiita) or ZENN_TOPICS (Zenn)."]
        let digest = DigestAssembler().assemble(
            fetched, week: Self.week, timeZone: Self.tokyo,
            generatedAt: Date(timeIntervalSince1970: 100.75))
        #expect(digest.hasFailedSource)
        #expect(digest.coding.status == .failed(reason: "WakaTime answered 401: check WAKATIME_API_KEY"))
        // No reading source configured: the section says what to set, as the run gave it.
        #expect(digest.readingList.status == .skipped(reason: "set QIITA_TAGS (Qiita) or ZENN_TOPICS (Zenn)."))
        // Given no sentence (the links here have a network), a section without sources still says so.
        fetched.noneConfigured = [:]
        let bare = DigestAssembler().assemble(fetched, week: Self.week, timeZone: Self.tokyo, generatedAt: Date())
        #expect(bare.readingList.status == .skipped(reason: SectionParts.noSource))
        #expect(digest.generatedAt == Date(timeIntervalSince1970: 100))
        #expect(digest.timeZone == "Asia/Tokyo")
    }
}
