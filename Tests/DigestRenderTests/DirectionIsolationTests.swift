import Foundation
import Testing

@testable import DigestCore
@testable import DigestRender

/// Issue 57: a right-to-left override in a title or a post turns nothing around outside it.
struct DirectionIsolationTests {
    @Test(arguments: [
        ("\u{202E}evil", "\u{2068}evil\u{2069}"), ("a\u{202D}b\u{202C}c", "\u{2068}abc\u{2069}"),
        ("\u{2067}שלום\u{2069} \u{2069}", "\u{2068}שלום \u{2069}"), ("plain 日本語 עברית", "plain 日本語 עברית"),
        ("em—dash", "em—dash"), ("", ""),
    ])
    func controlsAreTakenOutAndTheTextIsolated(text: String, shown: String) {
        #expect(DirectionIsolation.isolated(text) == shown)
    }

    @Test func anOverrideInATitleIsIsolatedOnThePageAndInTheMarkdown() throws {
        var digest = HostileDigestTests.digest(with: "x")
        let date = digest.week.window(in: TimeZone(secondsFromGMT: 0) ?? .current).start.addingTimeInterval(3600)
        digest.readingList = .ok([
            Article(
                id: "1", title: "Swift \u{202E}txet desrever", url: "https://zenn.dev/a/articles/b", author: "a",
                tags: ["swift"], likes: 3, stocks: nil, createdAt: date, readingMinutes: 2, source: .zenn)
        ])
        let rendered = try WeekRenderer(templates: try Fixtures.templates()).render(digest)
        for text in [rendered.weekPage, rendered.markdown] {
            #expect(!text.contains("\u{202E}"))
            #expect(text.contains("\u{2068}Swift txet desrever\u{2069}"))
        }
    }
}
