import DigestCore
import Foundation
import TestSupport
import Testing

/// Issue 50: a link shared on X and on Bluesky is one entry naming each network and day, and a
/// network that fails on a rerun keeps the links it gave before.
@Suite(.serialized)
struct LinksAcrossNetworksRunTests {
    static let x = XFixtures.timelinePaths(id: "1234567", username: "hanako_dev")

    /// X's week: the article Bluesky also shared (on Tuesday), on Friday, and one of its own.
    static let xPage = XFixtures.page([
        XFixtures.post(
            "905", "again https://t.co/n", at: "2026-11-20T01:00:00.000Z",
            links: [
                XFixtures.Link(short: "https://t.co/n", expanded: "http://example.net/article/", title: "example.net")
            ]),
        XFixtures.post(
            "904", "mine https://t.co/m", at: "2026-11-19T01:00:00.000Z",
            links: [XFixtures.Link(short: "https://t.co/m", expanded: "https://example.org/x-only")]),
    ])

    /// The replies of every network, Bluesky's as given (`bluesky`).
    static func script(bluesky: [Reply]) -> ReplyScript {
        ReplyScript([
            x.lookup: [.json(200, XFixtures.user(id: "1234567", username: "hanako_dev"))],
            x.posts: [.json(200, xPage)],
            BlueskyFixtures.feedPath: bluesky,
            MastodonFixtures.lookupPath: [.json(200, MastodonFixtures.account())],
            MastodonFixtures.statusesPath: [.json(200, SharedNetworksTests.mastodonSecond())],
        ])
    }

    static func environment(_ server: LoopbackHTTPServer, state: String) -> [String: String] {
        SharedNetworksTests.environment(server, state: state).merging([
            "X_BEARER_TOKEN": RunXTests.token, "X_USERNAME": "hanako_dev", "X_API_URL": server.baseURL + "/2",
            "DIGEST_HTTP_ATTEMPTS": "1",
        ]) { $1 }
    }

    @Test func oneEntryPerLinkAcrossNetworksAndAFailedNetworkKeepsItsLinks() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let server = try LoopbackHTTPServer(
            script: Self.script(bluesky: [
                .json(200, SharedNetworksTests.blueskyFirst), .json(200, SharedNetworksTests.blueskySecond),
            ]))
        defer { server.stop() }
        let run = try BinaryRunner.digest(
            ["run", "--output", output] + SampleRun.pinned, environment: Self.environment(server, state: state))
        #expect(run.status == 0, "\(run.stderr)")
        let links = try SharedNetworksTests.stored(output, state: state)
        let article = try #require(links.first { $0.0 == "https://example.net/article" })
        #expect(links.filter { $0.0.contains("example.net/article") }.count == 1, "one entry, whatever the scheme")
        #expect(article.1 == [.bluesky, .x] && article.2 == ["2026-11-17", "2026-11-20"])
        #expect(article.3 == "An article", "the earliest title that says more than the address")
        #expect(links.count == 5, "Bluesky's 3, Mastodon's 1, X's 2, one of them shared on two")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8).asRead
        #expect(page.contains("An article"))
        #expect(page.contains("shared on Bluesky Tue 17 Nov and X Fri 20 Nov"), "\(page)")
        let markdown = try String(contentsOfFile: output + "/weeks/2026-W47/digest.md", encoding: .utf8)
        #expect(markdown.components(separatedBy: "example.net/article").count - 1 >= 1)
        let archive = try String(contentsOfFile: output + "/archive/index.html", encoding: .utf8).asRead
        #expect(archive.contains("\(links.count) links"), "the archive counts one list across networks")

        // A rerun while Bluesky is down: X and Mastodon answer afresh, Bluesky's links stay.
        let down = try LoopbackHTTPServer(script: Self.script(bluesky: [.json(503, #"{"error":"Unavailable"}"#)]))
        defer { down.stop() }
        let rerun = try BinaryRunner.digest(
            ["run", "--week", "2026-W47", "--output", output] + SampleRun.pinned,
            environment: Self.environment(down, state: state))
        #expect(rerun.status == 3, "\(rerun.stderr)")
        #expect(rerun.stderr.contains("the shared links stored by an earlier run is kept"), "\(rerun.stderr)")
        let kept = try SharedNetworksTests.stored(output, state: state)
        #expect(kept.map(\.0) == links.map(\.0))
        #expect(kept.first { $0.0 == "https://example.net/article" }?.1 == [.bluesky, .x])
        let again = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8).asRead
        #expect(again.contains("Kept from the run of 2026-11-22 22:00 UTC; this run failed: Bluesky answered 503"))
        #expect(again.contains("shared on Bluesky Tue 17 Nov and X Fri 20 Nov"))
    }
}
