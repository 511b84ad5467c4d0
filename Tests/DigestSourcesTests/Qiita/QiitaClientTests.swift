import DigestCore
@testable import DigestSources
import Foundation
import Testing

struct QiitaClientTests {
    static let first = LocalDate(parsing: "2026-11-15") ?? LocalDate(dayNumber: 0)
    static let last = LocalDate(parsing: "2026-11-22") ?? LocalDate(dayNumber: 0)

    func client(_ base: String = "https://qiita.com/api/v2") throws -> QiitaClient {
        let http = HTTPClient(transport: URLSessionTransport(), clock: VirtualClock(), userAgent: "weekly-digest/test")
        return QiitaClient(base: try APIBase(base, variable: "QIITA_API_URL"), token: "  not-a-real-token  ", http: http)
    }

    @Test(arguments: [
        ("swift", "swift"), ("C#", "C%23"), ("C++", "C++"), ("CI/CD", "CI%2FCD"), ("初心者", "%E5%88%9D%E5%BF%83%E8%80%85"),
        ("a?b", "a%3Fb"), ("100%", "100%25"), ("..", ".."),
    ])
    func tagsBecomeOnePathSegment(tag: String, segment: String) {
        #expect(QiitaClient.pathComponent(tag) == segment)
    }

    @Test func theSearchQueryIsEncodedSoPlusAndHashSurvive() throws {
        let url = try client().searchURL(tag: "C++", from: Self.first, to: Self.last)
        #expect(url.absoluteString == "https://qiita.com/api/v2/items?page=1&per_page=100&query=tag:C%2B%2B%20created:%3E%3D2026-11-15%20created:%3C%3D2026-11-22")
        let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        #expect(components.queryItems?.first { $0.name == "query" }?.value == "tag:C++ created:>=2026-11-15 created:<=2026-11-22")
    }

    @Test func aPageNumberReplacesTheOldOne() throws {
        let client = try client()
        let first = client.searchURL(tag: "swift", from: Self.first, to: Self.last)
        let third = client.url(first, atPage: 3)
        let items = try #require(URLComponents(url: third, resolvingAgainstBaseURL: false)?.queryItems)
        #expect(items.filter { $0.name == "page" }.map(\.value) == ["3"])
        #expect(items.count == 3)
    }

    @Test(arguments: [
        ("https://qiita.com/api/v2/items?page=2", true), ("https://QIITA.com/api/v2/items?page=2", true),
        ("http://qiita.com/api/v2/items?page=2", false), ("https://evil.example/api/v2/items", false),
        ("https://qiita.com:8443/api/v2/items", false), ("https://qiita.com.evil.example/items", false),
    ])
    func theTokenOnlyFollowsLinksToTheBase(link: String, follows: Bool) throws {
        #expect(try client().mayFollow(try #require(URL(string: link))) == follows)
    }

    @Test func theTokenIsTrimmedAndRedactedFromMessages() throws {
        let client = try client()
        #expect(client.hasToken)
        #expect(client.redactor.redact("echo not-a-real-token!") == "echo [redacted]!")
    }
}
