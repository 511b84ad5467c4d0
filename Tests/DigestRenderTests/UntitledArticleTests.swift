import Foundation
import Testing

@testable import DigestCore
@testable import DigestRender

/// Issue 57: an article whose title shows nothing is listed as untitled, never as an empty link.
struct UntitledArticleTests {
    @Test(arguments: ["", "   ", "\u{200B}\u{2060}", "\n\r\t", "\u{3000}"])
    func anArticleWhoseTitleShowsNothingIsListedAsUntitled(title: String) throws {
        var digest = HostileDigestTests.digest(with: "x")
        let week = digest.week
        let date = week.window(in: TimeZone(secondsFromGMT: 0) ?? .current).start.addingTimeInterval(3600)
        let article = Article(
            id: "1", title: title, url: "https://zenn.dev/a/articles/b", author: "a", tags: ["swift"], likes: 1,
            stocks: nil, createdAt: date, readingMinutes: 2, source: .zenn)
        digest.readingList = .ok([article])
        let rendered = try WeekRenderer(templates: try Fixtures.templates()).render(digest)
        #expect(rendered.weekPage.contains(">(untitled)</a>"), "\(rendered.weekPage)")
        #expect(rendered.markdown.contains("[\\(untitled)](https://zenn.dev/a/articles/b)"), "\(rendered.markdown)")
        #expect(!rendered.weekPage.contains("\"></a>"))
    }
}
