import Foundation
import Testing

@testable import DigestCore

/// "Reviews and pull requests" as a section of the week: made from each forge's answer, cut to the
/// week, merged forge by forge on a rerun, counted in the summary, private names never shown.
struct ReviewsWeekSectionTests {
    static let week = DigestAssemblerTests.week
    static let zone = TimeZone(identifier: "Asia/Tokyo") ?? .gmt
    /// 2026-11-23 07:00 UTC: when the week is made.
    static let monday = Date(timeIntervalSince1970: 1_795_417_200)

    static func item(
        _ kind: ForgeContribution.Kind, _ repository: String, hour: Double, isPrivate: Bool = false,
        title: String = "A title"
    ) -> ForgeContribution {
        ForgeContribution(
            kind: kind, repository: repository, isPrivate: isPrivate, title: title,
            url: "https://forge.example/\(repository)/\(Int(hour))", at: week.window(in: zone).start + hour * 3_600)
    }

    static let github = ForgeWeek(
        contributions: [
            item(.opened, "me/tool", hour: 10), item(.merged, "me/tool", hour: 30),
            item(.reviewed, "acme/secret", hour: 40, isPrivate: true, title: "Secret plan"),
            item(.reviewed, "swiftlang/swift", hour: 50), item(.issue, "apple/swift-nio", hour: 60),
            // Before and after the week: not of it.
            item(.reviewed, "old/before", hour: -1), item(.opened, "new/after", hour: 168),
        ], restricted: 3)

    static func digest(_ reviews: [ForgeSite: SourceOutcome<ForgeWeek>], at date: Date = monday) -> Digest {
        var fetched = FetchedWeek(coding: .skipped("set WAKATIME_API_KEY"), articles: [:], posts: [:])
        fetched.reviews = reviews
        return DigestAssembler().assemble(fetched, week: week, timeZone: zone, generatedAt: date)
    }

    @Test func theWeeksContributionsAreCountedByKindDayAndRepository() throws {
        let digest = Self.digest([.github: .ok(Self.github)])
        let outcome = try #require(digest.reviews)
        #expect(outcome.status == .ok)
        let stats = try #require(outcome.value)
        #expect(stats.total == ReviewStats.Counts(opened: 1, merged: 1, reviewed: 2, issues: 1))
        #expect(stats.count == 3)
        #expect(stats.restricted == 3)
        // Hours 10, 30, 40, 50 and 60 of the week: Monday, Tuesday twice, Wednesday twice.
        #expect(stats.days(of: Self.week, in: Self.zone) == [1, 2, 2, 0, 0, 0, 0])
        #expect(stats.repositories.named.map(\.name) == ["me/tool", "apple/swift-nio", "swiftlang/swift"])
        #expect(stats.repositories.unnamed == ReviewStats.Counts(reviewed: 1))
        #expect(WeekSummary(digest).reviews == 3)
        #expect(WeekSummary(headlineOf: digest).reviews == 3)
        #expect(!digest.hasFailedSource)
    }

    @Test func noForgeConfiguredMeansNoSection() {
        let digest = Self.digest([:])
        #expect(digest.reviews == nil)
        #expect(WeekSummary(digest).reviews == nil)
        #expect(Self.digest([.github: .skipped("set GITHUB_USER")]).reviews == nil)
    }

    @Test func aFailedForgeFailsTheWeekAndCountsNothing() throws {
        let digest = Self.digest([.github: .failed("GitHub rejected GITHUB_TOKEN")])
        let outcome = try #require(digest.reviews)
        #expect(outcome.status == .failed(reason: "GitHub rejected GITHUB_TOKEN"))
        #expect(digest.hasFailedSource)
        #expect(WeekSummary(digest).reviews == nil)
    }

    @Test func shownStatsKeepPrivateContributionsCountedWithoutTheirNames() throws {
        var digest = Self.digest([.github: .ok(Self.github)])
        for section in WeekSections.all { section.show(&digest, under: .everything) }
        let stats = try #require(digest.reviews?.value)
        let hidden = stats.contributions.filter(\.isPrivate)
        #expect(hidden.count == 1)
        #expect(hidden.allSatisfy { $0.repository.isEmpty && $0.title.isEmpty && $0.url == nil })
        #expect(stats.count == 3)
        let encoded = String(decoding: try JSONEncoder().encode(digest), as: UTF8.self)
        #expect(!encoded.contains("acme/secret") && !encoded.contains("Secret plan"))
    }

    /// A rerun while GitHub fails keeps the stored part, noted; a fresh answer replaces it.
    @Test func aRerunKeepsAForgesStoredPartUntilItAnswers() throws {
        let stored = Self.digest([.github: .ok(Self.github)])
        let failing = Self.digest([.github: .failed("GitHub answered 502")], at: Self.monday + 86_400)
        let merged = StoredWeekMerge.merge(failing, keeping: stored)
        let part = try #require(merged.reviews?.value?.parts.first)
        #expect(part.outcome.value == stored.reviews?.value?.parts.first?.outcome.value)
        #expect(
            part.outcome.notes.contains { $0.hasPrefix("Kept from the run of ") && $0.contains("GitHub answered 502") })
        #expect(StoredWeekMerge.keptSections(merged) == ["reviews and pull requests"])
        #expect(WeekSummary(merged).reviews == 3)
        // No forge configured any more: the stored part is kept too.
        let unset = StoredWeekMerge.merge(Self.digest([:], at: Self.monday + 86_400), keeping: stored)
        #expect(unset.reviews?.value?.count == 3)
        // A fresh answer, even an empty one, replaces it.
        let fresh = Self.digest([.github: .ok(ForgeWeek(contributions: []))], at: Self.monday + 86_400)
        #expect(StoredWeekMerge.merge(fresh, keeping: stored).reviews?.value?.count == 0)
    }

    @Test func aSnapshotWithoutTheSectionStillDecodes() throws {
        var digest = Self.digest([:])
        digest.reviews = nil
        let data = try JSONEncoder().encode(digest)
        #expect(!String(decoding: data, as: UTF8.self).contains("reviews"))
        let decoded = try JSONDecoder().decode(Digest.self, from: data)
        #expect(decoded.reviews == nil)
        let withReviews = Self.digest([.github: .ok(Self.github)])
        #expect(try JSONDecoder().decode(Digest.self, from: JSONEncoder().encode(withReviews)) == withReviews)
    }
}
