import DigestCore
import Foundation
import TestSupport
import Testing

/// Issue 50: the links you shared on Bluesky and Mastodon, with no key, by the rule X follows
/// (your own posts and replies that carry a link; no reposts, boosts, images, quoted links, or
/// links to the network itself), against a loopback server answering as each network does.
@Suite(.serialized)
struct SharedNetworksTests {
    typealias B = BlueskyFixtures
    typealias M = MastodonFixtures

    static let blueskyFirst = B.page(
        [
            B.item(
                "pin1", "固定: ブログ blog.example/about", at: "2026-10-01T00:00:00.000Z",
                links: [("blog.example/about", "https://blog.example/about")], reason: .pin),
            B.item(
                "rp1", "someone else's friend.example/x", at: "2026-11-21T05:00:00.000Z",
                links: [("friend.example/x", "https://friend.example/x")], reason: .repost, author: "friend.bsky.social"
            ),
            B.item(
                "b6", "Swift の並行処理、読んだ swift.org/documentation/co...", at: "2026-11-21T03:00:00.000Z",
                links: [
                    (
                        "swift.org/documentation/co...",
                        "https://www.swift.org/documentation/concurrency/?utm_source=bsky"
                    )
                ],
                embed: .card(
                    uri: "https://www.swift.org/documentation/concurrency/?utm_source=bsky",
                    title: "Concurrency <script>alert(1)</script>", description: "並行処理 & more")),
            B.item(
                "b5", "写真 example.com/photo", at: "2026-11-20T03:00:00.000Z",
                links: [("example.com/photo", "https://example.com/photo")], embed: .images),
            B.item(
                "b4", "動画 example.com/video", at: "2026-11-20T02:00:00.000Z",
                links: [("example.com/video", "https://example.com/video")], embed: .video),
            B.item(
                "b3", "これ良い", at: "2026-11-19T03:00:00.000Z", embed: .quote(linking: "https://quoted.example/a")),
            B.item(
                "b2", "返信: bsky.app/profile/x/post/1 と example.org/reply", at: "2026-11-18T03:00:00.000Z",
                links: [
                    ("bsky.app/profile/x/post/1", "https://bsky.app/profile/x/post/1"),
                    ("example.org/reply", "https://example.org/reply"),
                ], replyTo: "b0"),
        ], cursor: "c2")
    static let blueskySecond = B.page(
        [
            B.item(
                "b1q", "引用と写真 example.com/qi", at: "2026-11-17T03:00:00.000Z",
                links: [("example.com/qi", "https://example.com/qi")], embed: .quoteWithImages),
            B.item(
                "b1", "おすすめの記事", at: "2026-11-17T02:00:00.000Z",
                embed: .card(uri: "https://example.net/article", title: "An article", description: "About it")),
            B.item(
                "b0", "old example.com/old", at: "2026-11-14T00:00:00.000Z",
                links: [("example.com/old", "https://example.com/old")]),
        ], cursor: "c3")

    static func mastodonFirst() -> String {
        M.page([
            M.status(
                "1159", "<p>boosted \(M.anchor("https://boost.example/a"))</p>", at: "2026-11-21T10:00:00.000Z",
                boost: true),
            M.status(
                "1158", "<p>followers only \(M.anchor("https://private.example/a"))</p>",
                at: "2026-11-21T09:00:00.000Z",
                visibility: "private"),
            M.status(
                "1157", "<p>写真 \(M.anchor("https://example.com/m-photo"))</p>", at: "2026-11-21T08:00:00.000Z",
                media: ["image"]),
            M.status(
                "1156",
                "<p>\(M.mention("bob")) さんの記事 \(M.anchor("https://zenn.dev/bob/articles/abc?utm_medium=social")) \(M.hashtag("swift"))</p>",
                at: "2026-11-20T10:00:00.000Z",
                card: ("https://zenn.dev/bob/articles/abc", "並行処理入門 & <b>太字</b>", "Zenn の記事")),
            M.status(
                "1155",
                "<p class=\"quote-inline\">RE: \(M.anchor("https://other.example/@x/1"))</p><p>これも \(M.anchor("https://example.com/shared-both"))</p>",
                at: "2026-11-19T23:30:00.000Z", quote: true),
            M.status(
                "1154", "<p>前の投稿 \(M.anchor("https://\(M.instance)/@hanako/111"))</p>",
                at: "2026-11-19T01:00:00.000Z"),
        ])
    }

    static func mastodonSecond() -> String {
        M.page([
            M.status(
                "1153", "<p>DM \(M.anchor("https://dm.example/a"))</p>", at: "2026-11-18T01:00:00.000Z",
                visibility: "direct"),
            M.status(
                "1152", "<p>検索 \(M.anchor("https://example.com/search?q=a&b=c"))<br>改行</p>",
                at: "2026-11-16T01:00:00.000Z", visibility: "unlisted"),
            M.status("1151", "<p>old \(M.anchor("https://example.com/old-m"))</p>", at: "2026-11-10T01:00:00.000Z"),
        ])
    }

    /// A loopback Bluesky and Mastodon (one server, two APIs), and a run's environment against it.
    static func server(_ extra: [String: String] = [:], state: String) throws -> (LoopbackHTTPServer, [String: String])
    {
        let server = try LoopbackHTTPServer(
            script: ReplyScript([
                B.feedPath: [.json(200, blueskyFirst), .json(200, blueskySecond)],
                M.lookupPath: [.json(200, M.account())],
                // Mastodon's Link header names its public host: only its max_id is used.
                M.statusesPath: [
                    .json(
                        200, mastodonFirst(), headers: M.link(base: "https://\(M.instance)", next: "1154", prev: "1159")
                    ),
                    .json(200, mastodonSecond()),
                ],
            ]))
        return (server, environment(server, state: state).merging(extra) { $1 })
    }

    static func environment(_ server: LoopbackHTTPServer, state: String) -> [String: String] {
        [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": state, "BLUESKY_HANDLE": "@" + B.handle,
            "BLUESKY_API_URL": server.baseURL, "MASTODON_ACCOUNT": "hanako@" + M.instance,
            "MASTODON_API_URL": server.baseURL,
        ]
    }

    /// The stored week's links: address, networks, days (in Tokyo) and title.
    static func stored(_ output: String, week: String = "2026-W47", state: String) throws -> [(
        String, [LinkNetwork], [String], String?
    )] {
        let data = try Data(contentsOf: URL(fileURLWithPath: StoredHistory.snapshot(output, week, state: state)))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let digest = try decoder.decode(Digest.self, from: data)
        let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .current
        return (digest.sharedLinks.value ?? []).map { link in
            (link.url, link.networks, link.shares.map { LocalDate($0.at, in: tokyo).description }, link.title)
        }
    }

    @Test func blueskyAndMastodonGiveTheWeeksOwnLinksWithNoKey() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let (server, environment) = try Self.server(state: state)
        defer { server.stop() }
        let run = try BinaryRunner.digest(
            ["run", "-v", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        let links = try Self.stored(output, state: state)
        #expect(
            links.map(\.0) == [
                "https://example.com/search?q=a&b=c", "https://example.net/article", "https://example.org/reply",
                "https://example.com/shared-both", "https://zenn.dev/bob/articles/abc",
                "https://www.swift.org/documentation/concurrency/",
            ])
        #expect(links.map(\.1) == [[.mastodon], [.bluesky], [.bluesky], [.mastodon], [.mastodon], [.bluesky]])
        #expect(
            links.map(\.2) == [
                ["2026-11-16"], ["2026-11-17"], ["2026-11-18"], ["2026-11-20"], ["2026-11-20"], ["2026-11-21"],
            ])
        #expect(
            links.map(\.3) == [
                nil, "An article", nil, nil, "並行処理入門 & <b>太字</b>", "Concurrency <script>alert(1)</script>",
            ])
        // Bluesky: two pages, the second by the cursor; the dates of the second end the paging.
        let feed = server.requests.filter { $0.path == B.feedPath }
        #expect(feed.count == 2)
        #expect(feed.first?.query["actor"] == B.handle && feed.first?.query["cursor"] == nil)
        #expect(feed.first?.query["filter"] == "posts_with_replies" && feed.first?.query["limit"] == "100")
        #expect(feed.last?.query["cursor"] == "c2")
        // Mastodon: the lookup, then two pages, no token sent.
        let statuses = server.requests.filter { $0.path == M.statusesPath }
        #expect(server.requests.filter { $0.path == M.lookupPath }.map { $0.query["acct"] } == ["hanako@\(M.instance)"])
        #expect(statuses.count == 2 && statuses.first?.query["exclude_reblogs"] == "true")
        #expect(statuses.first?.query["max_id"] == nil && statuses.last?.query["max_id"] == "1154")
        #expect(server.requests.allSatisfy { $0.headers["authorization"] == nil && $0.headers["Authorization"] == nil })
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        for fragment in [
            "shared on Bluesky Tue 17 Nov", "shared on Mastodon Mon 16 Nov",
            "Concurrency &lt;script&gt;alert(1)&lt;/script&gt;",
            "Swift の並行処理、読んだ swift.org/documentation/concurrency", "検索 example.com/search?q=a&amp;b=c",
            "さんの記事 zenn.dev/bob/articles/abc",
        ] {
            #expect(page.asRead.contains(fragment), "missing: \(fragment)")
        }
        // The reply's text still names the Bluesky post it links, as text: no link leads there.
        for absent in [
            "<script>alert", "blog.example", "friend.example", "example.com/photo", "example.com/video",
            "quoted.example",
            "href=\"https://bsky.app", "example.com/qi", "example.com/old", "boost.example", "private.example",
            "m-photo",
            "other.example", "dm.example", "/@hanako/111", "tags/swift", "utm_",
        ] {
            #expect(!page.contains(absent), "present: \(absent)")
        }
    }

    @Test func anOlderWeekIsReadByPagingBackAndARepeatedCursorEndsIt() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let (server, environment) = try Self.server(state: state)
        defer { server.stop() }
        let run = try BinaryRunner.digest(
            ["run", "--week", "2026-W46", "--output", output] + SampleRun.pinned,
            environment: environment.filter { !$0.key.hasPrefix("MASTODON") })
        #expect(run.status == 0, "\(run.stderr)")
        // The second page still reaches into 2026-W46 and names cursor c3; the server, repeating
        // its last page, names c3 again, which ends the paging instead of looping.
        #expect(server.requests.map { $0.query["cursor"] } == [nil, "c2", "c3"])
        let links = try Self.stored(output, week: "2026-W46", state: state)
        #expect(links.map(\.0) == ["https://example.com/old"] && links.map(\.2) == [["2026-11-14"]])
    }

    @Test func aWeekWithNoPostsOnEitherNetworkSaysSo() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site"
        let server = try LoopbackHTTPServer(
            script: ReplyScript([
                B.feedPath: [.json(200, B.page([]))],
                M.lookupPath: [.json(200, M.account())],
                M.statusesPath: [.json(200, "[]")],
            ]))
        defer { server.stop() }
        let run = try BinaryRunner.digest(
            ["run", "--output", output] + SampleRun.pinned,
            environment: Self.environment(server, state: folder + "/state"))
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8).asRead
        let section = page.components(separatedBy: "Links I shared").dropFirst().joined()
        #expect(section.contains("No links shared this week."))
        #expect(!section.contains("Incomplete") && !section.contains("Not configured"), "\(section)")
        // One request each: an empty page ends the paging.
        #expect(server.requests.filter { $0.path == B.feedPath }.count == 1)
        #expect(server.requests.filter { $0.path == M.statusesPath }.count == 1)
    }

    @Test func doctorTriesEachAccount() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let (server, environment) = try Self.server(state: folder + "/state")
        defer { server.stop() }
        let doctor = try BinaryRunner.digest(["doctor", "--output", folder + "/site"], environment: environment)
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
        #expect(
            doctor.stdout.contains("Bluesky    hanako.bsky.social, base URL \(server.baseURL) (public posts, no key)"))
        #expect(doctor.stdout.contains("✓ the AppView serves hanako.bsky.social's posts"))
        #expect(doctor.stdout.contains("✓ hanako@\(M.instance) is account \(M.id)"), "\(doctor.stdout)")
        #expect(server.requests.filter { $0.path == B.feedPath }.map { $0.query["limit"] } == ["1"])
        #expect(server.requests.filter { $0.path == M.statusesPath }.map { $0.query["limit"] } == ["1"])

        let unknown = try LoopbackHTTPServer(script: ReplyScript([B.feedPath: [.json(400, B.profileNotFound)]]))
        defer { unknown.stop() }
        let refused = try BinaryRunner.digest(
            ["doctor", "--output", folder + "/site"],
            environment: [
                "DIGEST_STATE": folder + "/state", "BLUESKY_HANDLE": "nobody.example",
                "BLUESKY_API_URL": unknown.baseURL,
            ])
        #expect(refused.status == 64)
        #expect(
            refused.stdout.contains("✗ Bluesky has no account nobody.example: check BLUESKY_HANDLE"),
            "\(refused.stdout)")
    }
}
