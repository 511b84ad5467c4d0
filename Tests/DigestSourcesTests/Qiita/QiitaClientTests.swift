import Foundation
import Testing

@testable import DigestCore
@testable import DigestSources

struct QiitaClientTests {
    static let first = LocalDate(parsing: "2026-11-15") ?? LocalDate(dayNumber: 0)
    static let last = LocalDate(parsing: "2026-11-22") ?? LocalDate(dayNumber: 0)

    func client(_ base: String = "https://qiita.com/api/v2") throws -> QiitaClient {
        let http = HTTPClient(transport: CurlHTTPTransport(), clock: VirtualClock(), userAgent: "weekly-digest/test")
        return QiitaClient(
            base: try APIBase(base, variable: "QIITA_API_URL"), token: "  not-a-real-token  ", http: http)
    }

    @Test(arguments: [
        ("swift", "swift"), ("C#", "C%23"), ("C++", "C++"), ("CI/CD", "CI%2FCD"),
        ("初心者", "%E5%88%9D%E5%BF%83%E8%80%85"),
        ("a?b", "a%3Fb"), ("100%", "100%25"), ("..", ".."),
    ])
    func tagsBecomeOnePathSegment(tag: String, segment: String) {
        #expect(QiitaClient.pathComponent(tag) == segment)
    }

    @Test func theSearchQueryIsEncodedSoPlusAndHashSurvive() throws {
        let url = try client().searchURL(tag: "C++", from: Self.first, to: Self.last)
        #expect(
            url.absoluteString
                == "https://qiita.com/api/v2/items?page=1&per_page=100&query=tag:C%2B%2B%20created:%3E%3D2026-11-15%20created:%3C%3D2026-11-22"
        )
        let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        #expect(
            components.queryItems?.first { $0.name == "query" }?.value
                == "tag:C++ created:>=2026-11-15 created:<=2026-11-22")
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

/// When one page leads to the next.
struct QiitaPagingTests {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)
    static let url =
        URL(string: "https://qiita.com/api/v2/items?page=2&per_page=100&query=tag:swift") ?? URL(fileURLWithPath: "/")

    func source() throws -> QiitaSource {
        let http = HTTPClient(transport: CurlHTTPTransport(), clock: VirtualClock(), userAgent: "weekly-digest/test")
        return QiitaSource(
            client: QiitaClient(
                base: try APIBase("https://qiita.com/api/v2", variable: "QIITA_API_URL"), token: nil, http: http),
            tags: ["swift"])
    }

    func item(_ offset: TimeInterval) throws -> QiitaWire.Item {
        let json =
            #"{"id":"x","created_at":"\#(ISO8601DateFormatter().string(from: Self.start.addingTimeInterval(offset)))"}"#
        return try JSONDecoder().decode(QiitaWire.Item.self, from: Data(json.utf8))
    }

    func next(items: [QiitaWire.Item], skipped: Int = 0, hasLinks: Bool = false, next: String? = nil, total: Int? = nil)
        throws -> Int?
    {
        let page = QiitaPage(
            items: items, skipped: skipped, hasLinks: hasLinks, next: next.flatMap(URL.init(string:)),
            totalCount: total, rate: nil)
        let url = try source().nextURL(after: page, at: Self.url, page: 2, since: Self.start)
        return url.flatMap {
            URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "page" }?.value
        }.flatMap(Int.init)
    }

    @Test func aPageOfUnreadableEntriesIsNotTheEnd() throws {
        #expect(try next(items: [], skipped: 100) == 3)
        #expect(try next(items: []) == nil, "an empty page is")
    }

    @Test func anArticleOlderThanTheWindowIsTheEnd() throws {
        let full = try (0..<99).map { try item(Double($0) * 60) }
        #expect(try next(items: full + [item(3600)], total: 1000) == 3)
        #expect(try next(items: full + [item(-1)], total: 1000) == nil)
    }

    @Test func linksTotalCountAndFullPagesEachDecide() throws {
        let one = [try item(60)]
        #expect(try next(items: one, hasLinks: true, next: "https://qiita.com/api/v2/items?page=7&per_page=100") == 7)
        #expect(try next(items: one, hasLinks: true) == nil, "a Link header without next marks the last page")
        #expect(try next(items: one, hasLinks: true, next: "https://evil.example/items?page=7") == 3)
        #expect(try next(items: one, total: 201) == 3)
        #expect(try next(items: one, total: 200) == nil)
        #expect(try next(items: one) == nil, "a short page with no headers is the last")
        #expect(try next(items: Array(repeating: try item(60), count: 100)) == 3)
    }
}
