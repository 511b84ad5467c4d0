import Foundation
import Testing

@testable import DigestCore

/// The registry of sections: every rule that goes through all sections sees each one.
struct WeekSectionsTests {
    static let week = DigestAssemblerTests.week
    static let storedAt = Date(timeIntervalSince1970: 1_795_417_200)  // 2026-11-23 07:00 UTC

    /// A week where every section answered, with one value each.
    static func answered(at date: Date = storedAt) -> Digest {
        let article = Article(
            id: "a1", title: "Swift の並行処理", url: "https://qiita.com/a/items/a1", author: "a", tags: ["Swift"],
            likes: 3, stocks: 1, createdAt: date, readingMinutes: 4)
        let link = SharedLink(
            url: "https://example.com/a", title: nil, summary: nil, sharedAt: [date], postText: "read this",
            postID: "1")
        let commits = CommitStats(
            [Commit(hash: "c0ffee", repository: "private-app", authoredAt: date - 2 * 86_400, added: 3, removed: 1)],
            week: week,
            timeZone: .gmt)
        var digest = Digest(
            week: week, timeZone: "UTC", generatedAt: date,
            coding: .ok(
                CodingStats(
                    days: [DayTotal(date: week.monday, seconds: 3600)],
                    languages: [TimeShare(name: "Swift", seconds: 3600)], projects: [], editors: [])),
            readingList: .ok([article]), sharedLinks: .ok([link]),
            linkSources: [LinkSource(source: .x, status: .ok)],
            readingSources: [ReadingSource(source: .qiita, status: .ok)], commits: .ok(commits))
        let review = ForgeContribution(
            kind: .reviewed, repository: "me/tool", isPrivate: false, title: "Fix", url: nil, at: date - 86_400)
        digest.reviews = .ok(
            ReviewStats(parts: [.init(forge: .github, outcome: .ok(ForgeWeek(contributions: [review])))]))
        return digest
    }

    /// Each section, failed in a week where the others answered: (its name, the week).
    static let failedOne: [(String, Digest)] = {
        var coding = answered(), commits = answered(), reading = answered(), links = answered()
        var reviews = answered()
        reviews.reviews = .failed("GitHub answered 502")
        reviews.reviews?.value = ReviewStats(
            parts: [.init(forge: .github, outcome: .failed("GitHub answered 502"))])
        coding.coding = .failed("WakaTime answered 500")
        commits.commits = .failed("git could not read ~/src/app")
        reading.readingList = .failed("Qiita answered 503")
        reading.readingSources = [ReadingSource(source: .qiita, status: .failed(reason: "Qiita answered 503"))]
        links.sharedLinks = .failed("X answered 502")
        links.linkSources = [LinkSource(source: .x, status: .failed(reason: "X answered 502"))]
        return [
            ("coding time", coding), ("commits", commits), ("reading list", reading), ("shared links", links),
            ("reviews and pull requests", reviews),
        ]
    }()

    @Test func theSectionsAreNamedOnceEach() {
        let names = WeekSections.all.map(\.name)
        #expect(names == ["coding time", "commits", "reading list", "shared links", "reviews and pull requests"])
        #expect(Set(names).count == names.count)
    }

    @Test func aWeekWhereEverySectionAnsweredIsComplete() {
        #expect(!Self.answered().hasFailedSource)
        #expect(WeekSummary(Self.answered()).isPartial == false)
    }

    @Test(arguments: failedOne)
    func anyFailedSectionMakesTheWeekPartial(name: String, digest: Digest) {
        #expect(digest.hasFailedSource)
        #expect(WeekSummary(digest).isPartial)
        let failed = WeekSections.all.filter { $0.record(in: digest)?.status.isFailure == true }.map(\.name)
        #expect(failed == [name])
    }

    @Test(arguments: failedOne)
    func aRerunWhereOneSectionFailedKeepsThatSectionAlone(name: String, failed: Digest) {
        var fresh = failed
        fresh.generatedAt = Self.storedAt + 3600
        let merged = StoredWeekMerge.merge(fresh, keeping: Self.answered())
        #expect(StoredWeekMerge.keptSections(merged) == [name])
        #expect(!merged.hasFailedSource)
    }

    @Test func aDigestWithoutCommitsHasNoCommitsRecordAndNoCount() {
        var digest = Self.answered()
        digest.commits = nil
        #expect(WeekSections.all.compactMap { $0.record(in: digest) }.count == WeekSections.all.count - 1)
        // Nor a digest without a forge a record of reviews.
        digest.reviews = nil
        #expect(WeekSummary(digest).reviews == nil)
        #expect(WeekSummary(Self.answered()).reviews == 1)
        #expect(WeekSections.all.compactMap { $0.record(in: digest) }.count == WeekSections.all.count - 2)
        #expect(WeekSummary(digest).commits == nil)
        #expect(WeekSummary(Self.answered()).commits == 1)
    }

    @Test func aHeadlineHasEachSectionsCountsAndNoLists() {
        let full = WeekSummary(Self.answered()), headline = WeekSummary(headlineOf: Self.answered())
        #expect(full.codingSeconds == 3600 && full.topLanguage == "Swift" && full.articles == 1 && full.links == 1)
        #expect(full.days != nil && full.languages != nil && full.tags != nil && full.shared?.count == 1)
        #expect(headline.codingSeconds == 3600 && headline.topLanguage == "Swift")
        #expect(headline.commits == 1 && headline.articles == 1 && headline.links == 1)
        #expect(headline.days == nil && headline.languages == nil && headline.tags == nil && headline.shared == nil)
    }

    @Test func thePublicNamesHideAPrivateRepositoryAndLeaveTheOtherSections() {
        let rules = NameRules(namedProjects: [NamePattern("weekly-digest")])
        let shown = rules.apply(to: Self.answered())
        #expect(shown.commits?.value?.repositories.isEmpty == true)
        #expect(shown.commits?.value?.unnamedRepositories.commits == 1)
        #expect(shown.readingList == Self.answered().readingList)
        #expect(shown.sharedLinks == Self.answered().sharedLinks)
    }
}
