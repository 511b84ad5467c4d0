import DigestCore
import Foundation
import TestSupport
import Testing

/// Issue 59: the links you bookmarked on Hatena Bookmark join "Links I shared" as shares on the
/// network Hatena, read from your public bookmarks against a loopback server answering as Hatena
/// Bookmark does, page by page back to the week's start.
@Suite(.serialized)
struct HatenaRunTests {
    typealias H = HatenaFixtures

    /// Page 1 (newest first): after the week, the week's own (a link to Hatena itself, one with
    /// tracking parameters, hostile text, no comment, no date), page 2 reaching before the week.
    static let first = H.page([
        H.Bookmark("9", "Next week", link: "https://example.com/next", date: "2026-11-23T09:00:00+09:00"),
        H.Bookmark(
            "8", "Swift 6.3 <script>alert(1)</script> & more", link: "https://example.com/swift?utm_source=hatena",
            comment: "あとで読む & 試す **太字** [link](javascript:alert(1))", date: "2026-11-21T23:30:00+09:00",
            tags: ["swift"]),
        H.Bookmark(
            "7", "はてなの記事", link: "https://b.hatena.ne.jp/entry/s/example.com/x", date: "2026-11-20T10:00:00+09:00"),
        H.Bookmark("6", "", link: "https://example.org/untitled", date: "2026-11-19T00:30:00+09:00"),
        H.Bookmark("5", "No date", link: "https://example.org/no-date", date: nil),
    ])
    static let second = H.page([
        H.Bookmark(
            "4", "並行処理入門", link: "https://zenn.dev/bob/articles/abc", comment: "良記事",
            date: "2026-11-16T00:10:00+09:00"),
        H.Bookmark("3", "Too old", link: "https://example.com/old", date: "2026-11-15T23:50:00+09:00"),
    ])

    static func server(pages: [String]) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            guard request.path == H.feedPath else { return .json(404, "{}") }
            let number = Int(request.query["page"] ?? "1") ?? 0
            guard (1...pages.count).contains(number) else {
                return .respond(status: 200, headers: [:], body: Data(H.page([]).utf8))
            }
            return .respond(
                status: 200, headers: ["Content-Type": "application/rss+xml; charset=utf-8"],
                body: Data(pages[number - 1].utf8))
        }
    }

    static func environment(_ server: LoopbackHTTPServer, state: String) -> [String: String] {
        [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": state, "HATENA_USER": "id:" + H.user,
            "HATENA_URL": server.baseURL,
        ]
    }

    @Test func theWeeksBookmarksAreSharesOnHatena() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let server = try Self.server(pages: [Self.first, Self.second])
        defer { server.stop() }
        let run = try BinaryRunner.digest(
            ["run", "-v", "--output", output] + SampleRun.pinned, environment: Self.environment(server, state: state))
        #expect(run.status == 0, "\(run.stderr)")
        let links = try SharedNetworksTests.stored(output, state: state)
        #expect(
            links.map(\.0) == [
                "https://zenn.dev/bob/articles/abc", "https://example.org/untitled", "https://example.com/swift",
            ])
        #expect(links.map(\.1) == [[.hatena], [.hatena], [.hatena]])
        #expect(links.map(\.2) == [["2026-11-16"], ["2026-11-19"], ["2026-11-21"]])
        #expect(links.map(\.3) == ["並行処理入門", nil, "Swift 6.3 <script>alert(1)</script> & more"])
        // Two pages, the second asked for by number; no key, nothing else.
        #expect(server.requests.map(\.path) == [H.feedPath, H.feedPath])
        #expect(server.requests.map { $0.query["page"] } == [nil, "2"])
        #expect(server.requests.allSatisfy { $0.headers["authorization"] == nil && $0.headers["Authorization"] == nil })
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        for fragment in [
            "shared on Hatena Sat 21 Nov", "Swift 6.3 &lt;script&gt;alert(1)&lt;/script&gt; &amp; more",
            "あとで読む &amp; 試す **太字** [link](javascript:alert(1))", "良記事",
            "1 bookmark in Hatena Bookmark's answers could not be read and is left out.",
        ] {
            #expect(page.asRead.contains(fragment), "missing: \(fragment)")
        }
        // The comment's Markdown and its javascript: link stay text: no link leads there.
        for absent in [
            "<script>alert", "href=\"javascript:", "<strong>太字", "b.hatena.ne.jp", "example.com/next",
            "example.com/old", "utm_",
        ] {
            #expect(!page.contains(absent), "present: \(absent)")
        }
    }

    /// A server that ignores `?page` answers page 1 again: the repeat ends the paging, nothing twice.
    @Test func aPageThatRepeatsTheLastEndsThePaging() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let server = try LoopbackHTTPServer { _ in
            .respond(status: 200, headers: [:], body: Data(Self.first.utf8))
        }
        defer { server.stop() }
        let run = try BinaryRunner.digest(
            ["run", "--output", output] + SampleRun.pinned, environment: Self.environment(server, state: state))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(server.requests.map { $0.query["page"] } == [nil, "2"])
        let links = try SharedNetworksTests.stored(output, state: state)
        #expect(links.map(\.0) == ["https://example.org/untitled", "https://example.com/swift"])
    }

    @Test func anIDWithNoPublicBookmarksNamesTheSettingAndExits3() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let server = try LoopbackHTTPServer { _ in .respond(status: 404, headers: [:], body: Data("Not Found".utf8)) }
        defer { server.stop() }
        let run = try BinaryRunner.digest(
            ["run", "--output", output] + SampleRun.pinned, environment: Self.environment(server, state: state))
        #expect(run.status == 3, "\(run.stderr)")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8).asRead
        #expect(
            page.contains("Hatena Bookmark has no public bookmarks of 'hanako' (404): check HATENA_USER"), "\(page)")
        #expect(server.requests.count == 1)
    }

    @Test(arguments: ["", "ab", "1hanako", "hana ko", "はなこ", "hanako/../x", String(repeating: "a", count: 33)])
    func anIDThatIsNoHatenaIDIsRefusedBeforeAnyRequest(id: String) throws {
        let folder = try BinaryRunner.temporaryFolder()
        let server = try Self.server(pages: [Self.first])
        defer { server.stop() }
        var environment = Self.environment(server, state: folder + "/state")
        environment["HATENA_USER"] = id
        let run = try BinaryRunner.digest(
            ["run", "--output", folder + "/site"] + SampleRun.pinned, environment: environment)
        if id.isEmpty {
            // An empty setting is no setting: nothing is configured.
            #expect(run.status != 0 || !run.stderr.contains("HATENA"))
        } else {
            #expect(run.status == 64, "\(id): \(run.stderr)")
            #expect(run.stderr.contains("HATENA_USER"), "\(run.stderr)")
        }
        #expect(server.requests.isEmpty)
    }
}
