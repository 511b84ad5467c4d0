import Foundation
import Testing

@testable import DigestCore
@testable import DigestSources

struct SampleWeekSourceTests {
    static let cases: [(String, String)] = [
        ("2026-W47", "Asia/Tokyo"), ("2026-W47", "UTC"), ("2020-W53", "America/Los_Angeles"),
        ("2026-W01", "Pacific/Kiritimati"), ("2026-W13", "Europe/Berlin"), ("2031-W10", "Australia/Adelaide"),
    ]

    @Test(arguments: cases)
    func sampleLooksTheSameInAnyWeekAndZone(week: String, zone: String) async throws {
        let parsed = try ISOWeek(parsing: week)
        let timeZone = try #require(TimeZone(identifier: zone))
        let fetched = try await SampleWeekSource().fetch(week: parsed, timeZone: timeZone)
        let digest = DigestAssembler().assemble(fetched, week: parsed, timeZone: timeZone, generatedAt: Date())
        let stats = try #require(digest.coding.value)
        #expect(stats.days.map(\.date) == parsed.days)
        #expect(stats.totalSeconds == 47_100)
        #expect(stats.bestDay?.date == parsed.monday.adding(days: 1))
        let articles = try #require(digest.readingList.value)
        #expect(articles.count == 8)
        #expect(!articles.contains { $0.title.contains("先週") })
        let links = try #require(digest.sharedLinks.value)
        #expect(links.count == 4)
        #expect(links.first?.sharedAt.count == 2)
        let window = parsed.window(in: timeZone)
        #expect(articles.allSatisfy { window.contains($0.createdAt) })
    }

    @Test func sampleHasTheOddCasesTheRendererMustSurvive() async throws {
        let week = try ISOWeek(parsing: "2026-W47")
        let fetched = try await SampleWeekSource().fetch(week: week, timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
        let titles = (fetched.articles.value ?? []).map(\.title).joined()
        for needle in ["*", "_", "[", "]", "`", "<script>", "🚀", "入門"] {
            #expect(titles.contains(needle), "no \(needle)")
        }
        #expect((fetched.articles.value ?? []).contains { $0.url.hasPrefix("javascript:") })
        #expect(
            (fetched.posts.value ?? []).contains {
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
}
