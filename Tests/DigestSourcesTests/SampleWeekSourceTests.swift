import Foundation
import Testing

@testable import DigestCore
@testable import DigestSources

struct SampleWeekSourceTests {
    static let zones = ["Asia/Tokyo", "UTC", "America/Los_Angeles", "Pacific/Kiritimati", "Australia/Adelaide"]

    static func digest(_ week: String, _ zone: String) async throws -> Digest {
        let parsed = try ISOWeek(parsing: week)
        let timeZone = try #require(TimeZone(identifier: zone))
        let fetched = try await SampleWeekSource().fetch(week: parsed, timeZone: timeZone)
        return DigestAssembler().assemble(fetched, week: parsed, timeZone: timeZone, generatedAt: Date())
    }

    @Test(arguments: zones)
    func theRecordedWeekLooksTheSameInAnyZone(zone: String) async throws {
        let parsed = try ISOWeek(parsing: "2026-W47")
        let digest = try await Self.digest("2026-W47", zone)
        let stats = try #require(digest.coding.value)
        #expect(stats.days.map(\.date) == parsed.days)
        #expect(stats.totalSeconds == 47_100)
        #expect(stats.bestDay?.date == parsed.monday.adding(days: 1))
        let articles = try #require(digest.readingList.value)
        #expect(articles.count == 10)
        // Both in Swift, both counted as the median: the earlier first.
        #expect(articles.filter { $0.source == .zenn }.map(\.author) == ["zenn_taro", "ios_hanako"])
        #expect(articles.filter { $0.source == .zenn }.allSatisfy { $0.likes == nil && $0.readingMinutes == nil })
        #expect(!articles.contains { $0.title.contains("先週") })
        let links = try #require(digest.sharedLinks.value)
        #expect(links.count == 7)
        #expect(links.first?.sharedAt.count == 2)
        #expect(links.map(\.networks) == [[.x], [.bluesky, .x], [.mastodon], [.hatena], [.misskey], [.x], [.x]])
        let window = parsed.window(in: try #require(TimeZone(identifier: zone)))
        #expect(articles.allSatisfy { window.contains($0.createdAt) })
    }

    @Test(arguments: [
        ("2020-W53", "America/Los_Angeles"), ("2026-W01", "Pacific/Kiritimati"), ("2026-W13", "Europe/Berlin"),
        ("2031-W10", "Australia/Adelaide"), ("2026-W46", "Asia/Tokyo"),
    ])
    func anyOtherWeekVariesButStaysInsideItsWeek(week: String, zone: String) async throws {
        let parsed = try ISOWeek(parsing: week)
        let digest = try await Self.digest(week, zone)
        #expect(try await Self.digest(week, zone).coding == digest.coding, "the same week always comes out the same")
        let stats = try #require(digest.coding.value)
        #expect(stats.days.map(\.date) == parsed.days)
        #expect(stats.totalSeconds != 47_100, "not the recorded week moved")
        #expect(stats.days.allSatisfy { $0.seconds >= 0 && $0.seconds % 60 == 0 })
        let articles = try #require(digest.readingList.value)
        #expect((4...8).contains(articles.count))
        #expect(articles.allSatisfy { $0.id.hasSuffix("-\(week)") }, "ids of their own, so no week empties the next")
        let window = parsed.window(in: try #require(TimeZone(identifier: zone)))
        #expect(articles.allSatisfy { window.contains($0.createdAt) })
        let links = try #require(digest.sharedLinks.value)
        #expect((1...4).contains(links.count))
    }

    /// Whatever week the README's first command makes, its page shows every part of the digest,
    /// and a history of them still varies (the trends stay worth a look).
    @Test(arguments: ["UTC", "Asia/Tokyo", "America/Los_Angeles"])
    func everySampleWeekShowsEveryPartAndTheYearVaries(zone: String) async throws {
        var totals: [Int] = [], commits: [Int] = [], networks: [Set<LinkNetwork>] = []
        for week in ["2020-W53", "2025-W01", "2031-W10"] + (1...52).map({ "2026-W" + ($0 < 10 ? "0\($0)" : "\($0)") }) {
            let digest = try await Self.digest(week, zone)
            let total = digest.coding.value?.totalSeconds ?? 0
            let commitCount = digest.commits?.value?.repositories.reduce(0) { $0 + $1.count.commits } ?? 0
            let sources = Set(digest.readingList.value?.map(\.source) ?? [])
            let shared = Set(digest.sharedLinks.value?.flatMap(\.networks) ?? [])
            #expect(total > 0, "\(week) shows coding time")
            #expect(commitCount > 0, "\(week) shows a commit")
            #expect(sources.isSuperset(of: [.qiita, .zenn]), "\(week) lists Qiita and Zenn: \(sources)")
            #expect(shared.count >= 3, "\(week) shares links on three networks: \(shared)")
            totals.append(total)
            commits.append(commitCount)
            networks.append(shared)
        }
        #expect(Set(totals).count > 40, "totals vary: \(totals)")
        #expect(totals.filter { $0 < 15_000 }.count >= 2, "a light week or more: \(totals)")
        #expect(Set(commits).count >= 4, "commits vary: \(commits)")
        #expect(Set(networks).count >= 3, "the networks vary: \(networks)")
    }

    @Test func sampleHasTheOddCasesTheRendererMustSurvive() async throws {
        let week = try ISOWeek(parsing: "2026-W47")
        let fetched = try await SampleWeekSource().fetch(week: week, timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
        let titles = (fetched.articles[.qiita]?.value ?? []).map(\.title).joined()
        for needle in ["*", "_", "[", "]", "`", "<script>", "🚀", "入門"] {
            #expect(titles.contains(needle), "no \(needle)")
        }
        #expect((fetched.articles[.qiita]?.value ?? []).contains { $0.url.hasPrefix("javascript:") })
        #expect(
            (fetched.posts[.x]?.value ?? []).contains {
                $0.links.contains { $0.expandedURL?.hasPrefix("javascript:") == true }
            })
    }

    @Test func brokenSampleDataIsAClearError() async throws {
        let source = SampleWeekSource(data: Data("{\"week\": \"2026-W99\"}".utf8))
        let error = await #expect(throws: SampleDataError.self) {
            try await source.fetch(week: try ISOWeek(parsing: "2026-W47"), timeZone: .current)
        }
        #expect(error?.description.hasPrefix("Sample data: the sample data does not decode") == true)
    }

    /// The sample file's text with `key` removed (and so the part that reads it).
    static func sample(without key: String) throws -> Data {
        try sample(without: [key])
    }

    /// The sample file's text with `keys` removed.
    static func sample(without keys: [String]) throws -> Data {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../sample/sample-week.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        for key in keys { object[key] = nil }
        return try JSONSerialization.data(withJSONObject: object)
    }

    /// A section's sample part is varied after the coding time, the articles and the posts: a
    /// sample without it (a file before the section joined, which had none of the parts joined
    /// after it either) has every other part of every week as it was, so adding a part changes no
    /// week's other values.
    @Test(arguments: ["2026-W47", "2026-W12", "2025-W01", "2024-W30"])
    func aSamplePartLeavesTheOtherPartsAsTheyWere(week: String) async throws {
        let parsed = try ISOWeek(parsing: week)
        let zone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let whole = try await SampleWeekSource().fetch(week: parsed, timeZone: zone)
        let partless = try await SampleWeekSource(data: try Self.sample(without: ["commits", "reviews"])).fetch(
            week: parsed, timeZone: zone)
        #expect(whole.commits?.value?.isEmpty == false, "every sample week has commits")
        #expect(partless.commits == nil, "no key, no part: as with no repository configured")
        var same = whole
        same.commits = nil
        same.reviews = [:]
        #expect(same == partless)
    }

    /// The reviews' part, joined after the commits', leaves them and every other part as they were.
    @Test(arguments: ["2026-W47", "2026-W12", "2025-W01", "2024-W30"])
    func theReviewsPartLeavesTheOtherPartsAsTheyWere(week: String) async throws {
        let parsed = try ISOWeek(parsing: week)
        let zone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let whole = try await SampleWeekSource().fetch(week: parsed, timeZone: zone)
        let partless = try await SampleWeekSource(data: try Self.sample(without: "reviews")).fetch(
            week: parsed, timeZone: zone)
        #expect(whole.reviews[.github]?.value?.contributions.isEmpty == false, "every sample week has reviews")
        #expect(partless.reviews.isEmpty, "no key, no part: as with no forge configured")
        var same = whole
        same.reviews = [:]
        #expect(same == partless)
    }

    @Test func aSamplePartThatDoesNotDecodeIsAClearError() async throws {
        var object = try #require(
            try JSONSerialization.jsonObject(with: try Self.sample(without: "none")) as? [String: Any])
        object["commits"] = [["hash": "abc"]]
        let source = SampleWeekSource(data: try JSONSerialization.data(withJSONObject: object))
        let error = await #expect(throws: SampleDataError.self) {
            try await source.fetch(week: try ISOWeek(parsing: "2026-W47"), timeZone: .current)
        }
        #expect(error?.description.hasPrefix("Sample data: the sample data does not decode") == true)
    }
}
