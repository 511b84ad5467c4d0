import Foundation
import TestSupport
import Testing

/// Issue 50: what a Bluesky or Mastodon account that cannot be read does to a run: a sentence on
/// the page naming what to fix, exit 3, never a crash; a bad setting stops the run (64).
@Suite(.serialized)
struct SharedNetworksFailureTests {
    typealias B = BlueskyFixtures
    typealias M = MastodonFixtures

    /// (which network, the path that answers badly, the answer, what the page must say).
    static let failures: [(String, String, Reply, String)] = [
        ("bluesky", B.feedPath, .json(400, B.profileNotFound), "check BLUESKY_HANDLE"),
        (
            "bluesky", B.feedPath, .json(400, #"{"error":"AccountDeactivated","message":"Account is deactivated"}"#),
            "Bluesky does not serve the posts of hanako.bsky.social (Account is deactivated)"
        ),
        ("bluesky", B.feedPath, .json(200, #"{"feed":"nope"}"#), "Check BLUESKY_API_URL"),
        ("bluesky", B.feedPath, .json(404, #"{"error":"MethodNotImplemented"}"#), "BLUESKY_API_URL is"),
        ("mastodon", M.lookupPath, .json(404, #"{"error":"Record not found"}"#), "check MASTODON_ACCOUNT"),
        (
            "mastodon", M.lookupPath, .json(401, #"{"error":"This API requires an authenticated user"}"#),
            "set MASTODON_ACCESS_TOKEN"
        ),
        ("mastodon", M.lookupPath, .html(200, "<!DOCTYPE html><title>Blog</title>"), "did not answer"),
        ("mastodon", M.lookupPath, .html(404, "<!DOCTYPE html><h1>Not Found</h1>"), "did not answer"),
        ("mastodon", M.lookupPath, .json(410, #"{"error":"Gone"}"#), "suspended or gone"),
    ]

    @Test(arguments: failures)
    func anAccountThatCannotBeReadIsASentenceNamingTheFix(
        network: String, path: String, reply: Reply, sentence: String
    ) throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site"
        let server = try LoopbackHTTPServer(
            script: ReplyScript([path: [reply], M.statusesPath: [.json(200, "[]")]]))
        defer { server.stop() }
        var environment = [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": folder + "/state", "DIGEST_HTTP_ATTEMPTS": "1",
        ]
        if network == "bluesky" {
            environment.merge(["BLUESKY_HANDLE": B.handle, "BLUESKY_API_URL": server.baseURL]) { $1 }
        } else {
            environment.merge(["MASTODON_ACCOUNT": "hanako@" + M.instance, "MASTODON_API_URL": server.baseURL]) { $1 }
        }
        let run = try BinaryRunner.digest(["run", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(run.status == 3, "\(run.stderr)")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8).asRead
        #expect(page.contains(sentence), "\(page)")
        #expect(!page.contains("<!DOCTYPE html><title>"))
    }

    @Test func theTokenIsSentWhenSetAndNeverEchoed() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site"
        let token = "mastodon-secret-token-0050"
        let server = try LoopbackHTTPServer(
            // The echo is cut short by the 200-character summary in the middle of the token.
            script: ReplyScript([
                M.lookupPath: [
                    .json(401, #"{"error":"\#(String(repeating: "x", count: 190)) \#(token) is invalid"}"#)
                ]
            ]))
        defer { server.stop() }
        let environment = [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": folder + "/state",
            "MASTODON_ACCOUNT": "@hanako@" + M.instance,
            "MASTODON_API_URL": server.baseURL, "MASTODON_ACCESS_TOKEN": token,
        ]
        let run = try BinaryRunner.digest(
            ["run", "-v", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(run.status == 3, "\(run.stderr)")
        #expect(
            server.requests.first?.headers.first { $0.key.lowercased() == "authorization" }?.value == "Bearer " + token)
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(page.asRead.contains("Mastodon rejected MASTODON_ACCESS_TOKEN"))
        for text in [page, run.stdout, run.stderr]
            + BinaryRunner.files(under: folder).compactMap({ try? String(contentsOfFile: $0, encoding: .utf8) })
        {
            #expect(!text.contains(token) && !text.contains(token.prefix(8)))
        }
    }

    @Test func aLockedAccountSaysItsFollowersOnlyPostsAreNeverListed() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site"
        let server = try LoopbackHTTPServer(
            script: ReplyScript([
                M.lookupPath: [.json(200, M.account(locked: true))],
                M.statusesPath: [
                    .json(
                        200,
                        M.page([
                            M.status(
                                "1", "<p>\(M.anchor("https://private.example/a"))</p>", at: "2026-11-20T01:00:00.000Z",
                                visibility: "private"),
                            M.status("0", "<p>old</p>", at: "2026-11-01T01:00:00.000Z"),
                        ]))
                ],
            ]))
        defer { server.stop() }
        let run = try BinaryRunner.digest(
            ["run", "--output", output] + SampleRun.pinned,
            environment: [
                "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": folder + "/state",
                "MASTODON_ACCOUNT": "hanako@" + M.instance, "MASTODON_API_URL": server.baseURL,
            ])
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(page.asRead.contains("is a locked account: only its public and unlisted posts are listed"))
        #expect(!page.contains("private.example"))
    }

    /// (variable, value, what the message says).
    static let badValues: [(String, String, String)] = [
        ("BLUESKY_HANDLE", "not a handle", "neither a Bluesky handle nor a DID"),
        ("BLUESKY_HANDLE", "alice", "neither a Bluesky handle nor a DID"),
        ("BLUESKY_HANDLE", "did:plc:", "neither a Bluesky handle nor a DID"),
        ("BLUESKY_HANDLE", "alice.bsky.social\r\nX-Injected: 1", "neither a Bluesky handle nor a DID"),
        ("BLUESKY_API_URL", "http://example.com", "BLUESKY_API_URL"),
        ("MASTODON_ACCOUNT", "alice", "not a Mastodon address"),
        ("MASTODON_ACCOUNT", "alice@", "not a Mastodon address"),
        ("MASTODON_ACCOUNT", "アリス@mastodon.social", "not a Mastodon address"),
        ("MASTODON_ACCOUNT", "alice@mastodon.social/../x", "not a Mastodon address"),
        ("MASTODON_API_URL", "ftp://mastodon.social", "MASTODON_API_URL"),
    ]

    @Test(arguments: badValues)
    func aBadSettingStopsTheRunNamingIt(variable: String, value: String, message: String) throws {
        let folder = try BinaryRunner.temporaryFolder()
        var environment = [
            "DIGEST_STATE": folder + "/state", "BLUESKY_HANDLE": B.handle, "MASTODON_ACCOUNT": "hanako@" + M.instance,
        ]
        environment[variable] = value
        let run = try BinaryRunner.digest(
            ["run", "--output", folder + "/site"] + SampleRun.pinned, environment: environment)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains(message) && run.stderr.contains(variable), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/site/weeks"))
    }
}
