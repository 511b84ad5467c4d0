import DigestCore
import Foundation
import TestSupport
import Testing

/// Issue 59: the links you shared on Misskey join "Links I shared" by the one rule of every
/// network, read against a loopback server answering as Misskey's API does: every call a POST of
/// JSON, the user found, then the week's notes paged back by `untilId`.
@Suite(.serialized)
struct MisskeyRunTests {
    typealias M = MisskeyFixtures

    /// 2026-W47 in Tokyo, in epoch milliseconds.
    static let weekStart: Int64 = 1_794_754_800_000
    static let weekEnd: Int64 = 1_795_359_600_000

    /// Page 1, newest first: a note after the week, then the week's: public with hostile text and
    /// tracking, home with a labelled link, followers-only, direct, a pure renote, a quote, a note
    /// with a file, a link to the instance, a note behind a content warning (the oldest).
    static let first = M.page([
        M.note("9xk0000010", "next week https://example.com/next", at: "2026-11-22T15:30:00.000Z"),
        M.note(
            "9xk0000009",
            "Swift 6.3 <script>alert(1)</script> & **more** https://example.com/swift?utm_source=misskey.",
            at: "2026-11-21T14:30:00.000Z"),
        M.note(
            "9xk0000008", "読んだ: [並行処理入門](https://zenn.dev/bob/articles/abc)", at: "2026-11-20T01:00:00.000Z",
            visibility: "home"),
        M.note(
            "9xk0000007", "secret https://private.example/followers", at: "2026-11-20T00:30:00.000Z",
            visibility: "followers"),
        M.note(
            "9xk0000006", "dm https://private.example/dm", at: "2026-11-20T00:20:00.000Z", visibility: "specified"),
        M.note("9xk0000005", nil, at: "2026-11-19T03:00:00.000Z", renoteOf: "9xkother50"),
        M.note(
            "9xk0000004", "これ良い https://example.org/quote-own", at: "2026-11-19T02:00:00.000Z",
            renoteOf: "9xkother40"),
        M.note("9xk0000003", "My desk https://friend.example.org/desk", at: "2026-11-18T05:00:00.000Z", files: 1),
        M.note("9xk0000002", "見て https://\(M.instance)/notes/9xk0000001", at: "2026-11-18T01:00:00.000Z"),
        M.note(
            "9xk0000001", "映画の感想 https://example.net/movie", at: "2026-11-17T03:00:00.000Z", cw: "ネタバレ注意"),
    ])
    /// Page 2: a reply of the week's first hour, then a note before the week.
    static let second = M.page([
        M.note(
            "9xk0000000", "@bob@elsewhere.example 答え https://docs.swift.org/answer",
            at: "2026-11-15T15:10:00.000Z", replyTo: "9xkother99"),
        M.note("9xj9999999", "old https://example.com/old", at: "2026-11-15T14:50:00.000Z"),
    ])

    static func server(
        _ notes: @escaping @Sendable (String?) -> String = { untilId in
            switch untilId {
            case nil: first
            case "9xk0000001": second
            default: "[]"
            }
        }
    ) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            guard request.method == "POST" else { return .json(405, M.error("METHOD_NOT_ALLOWED", "Use POST")) }
            let body = (try? JSONSerialization.jsonObject(with: request.body)) as? [String: Any] ?? [:]
            switch request.path {
            case "/api/users/show":
                guard body["username"] as? String == M.username else {
                    return .json(404, M.error("NO_SUCH_USER", "No such user."))
                }
                return .json(200, M.user())
            case "/api/users/notes": return .json(200, notes(body["untilId"] as? String))
            default: return .json(404, M.error("NO_SUCH_ENDPOINT", "No such endpoint."))
            }
        }
    }

    static func environment(_ server: LoopbackHTTPServer, state: String) -> [String: String] {
        [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": state, "MISSKEY_ACCOUNT": "@hanako@\(M.instance)",
            "MISSKEY_API_URL": server.baseURL, "DIGEST_HTTP_ATTEMPTS": "1",
        ]
    }

    static func json(_ request: RecordedRequest) -> [String: String] {
        let object = (try? JSONSerialization.jsonObject(with: request.body)) as? [String: Any] ?? [:]
        return object.mapValues { "\($0)" }
    }

    @Test func theWeeksOwnNotesByTheOneRule() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let server = try Self.server()
        defer { server.stop() }
        let run = try BinaryRunner.digest(
            ["run", "-v", "--output", output] + SampleRun.pinned, environment: Self.environment(server, state: state))
        #expect(run.status == 0, "\(run.stderr)")
        let links = try SharedNetworksTests.stored(output, state: state)
        #expect(
            links.map(\.0) == [
                "https://docs.swift.org/answer", "https://example.net/movie", "https://example.org/quote-own",
                "https://zenn.dev/bob/articles/abc", "https://example.com/swift",
            ])
        #expect(links.allSatisfy { $0.1 == [.misskey] })
        #expect(links.map(\.2) == [["2026-11-16"], ["2026-11-17"], ["2026-11-19"], ["2026-11-20"], ["2026-11-21"]])
        #expect(links.allSatisfy { $0.3 == nil })
        // The user, then two pages: the week's dates first, then older than the oldest note read.
        #expect(server.requests.map(\.path) == ["/api/users/show", "/api/users/notes", "/api/users/notes"])
        #expect(server.requests.allSatisfy { $0.method == "POST" && $0.header("content-type") == "application/json" })
        #expect(server.requests.allSatisfy { $0.header("authorization") == nil })
        #expect(Self.json(server.requests[0]) == ["username": "hanako", "host": "<null>"])
        let common = [
            "userId": M.id, "limit": "100", "withReplies": "1", "withRenotes": "0", "withChannelNotes": "0",
            "sinceDate": "\(Self.weekStart)",
        ]
        #expect(Self.json(server.requests[1]) == common.merging(["untilDate": "\(Self.weekEnd)"]) { $1 })
        #expect(Self.json(server.requests[2]) == common.merging(["untilId": "9xk0000001"]) { $1 })
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        for fragment in [
            "shared on Misskey Sat 21 Nov", "Swift 6.3 &lt;script&gt;alert(1)&lt;/script&gt; &amp; **more**",
            "ネタバレ注意", "読んだ: 並行処理入門",
        ] {
            #expect(page.asRead.contains(fragment), "missing: \(fragment)")
        }
        for absent in [
            "<script>alert", "映画の感想", "private.example", "quoted.example", "friend.example.org",
            "\(M.instance)/notes", "example.com/next", "example.com/old", "utm_", "<strong>more",
        ] {
            #expect(!page.contains(absent), "present: \(absent)")
        }
    }

    /// A rerun while Misskey fails keeps the links the first run stored, with a note; a token is
    /// sent as a bearer header only and never appears in any output or file, even when echoed.
    @Test func aRerunWhileMisskeyFailsKeepsWhatWasStoredAndTheTokenStaysSecret() throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site", state = folder + "/state"
        let token = "misskey-secret-token-0059"
        let good = try Self.server()
        var environment = Self.environment(good, state: state)
        environment["MISSKEY_ACCESS_TOKEN"] = token
        let first = try BinaryRunner.digest(["run", "--output", output] + SampleRun.pinned, environment: environment)
        good.stop()
        #expect(first.status == 0, "\(first.stderr)")
        #expect(good.requests.allSatisfy { $0.header("authorization") == "Bearer " + token })
        #expect(good.requests.allSatisfy { !String(decoding: $0.body, as: UTF8.self).contains(token) })
        let refusing = try LoopbackHTTPServer { _ in
            .json(401, M.error("AUTHENTICATION_FAILED", "Authentication failed: \(token)"))
        }
        defer { refusing.stop() }
        environment["MISSKEY_API_URL"] = refusing.baseURL
        let rerun = try BinaryRunner.digest(
            ["run", "-v", "--week", "2026-W47", "--output", output] + SampleRun.pinned, environment: environment)
        #expect(rerun.status == 3, "\(rerun.stderr)")
        #expect(try SharedNetworksTests.stored(output, state: state).count == 5)
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(page.asRead.contains("Misskey rejected MISSKEY_ACCESS_TOKEN"), "\(page.asRead)")
        #expect(page.asRead.contains("Kept from the run of"), "\(page.asRead)")
        for text in [page, first.stdout, first.stderr, rerun.stdout, rerun.stderr]
            + BinaryRunner.files(under: folder).compactMap({ try? String(contentsOfFile: $0, encoding: .utf8) })
        {
            #expect(!text.contains(token))
        }
    }

    /// (the answer to `users/show`, what the page must say).
    static let failures: [(Reply, String)] = [
        (.json(404, M.error("NO_SUCH_USER", "No such user.")), "Misskey has no user 'hanako@misskey.example'"),
        (.json(400, M.error("NO_SUCH_USER", "No such user.")), "check MISSKEY_ACCOUNT"),
        (.json(401, M.error("CREDENTIAL_REQUIRED", "Credential required.")), "set MISSKEY_ACCESS_TOKEN"),
        (.html(404, "<!DOCTYPE html><h1>Not Found</h1>"), "did not answer POST"),
        (.html(200, "<!DOCTYPE html><title>Blog</title>"), "check the instance in MISSKEY_ACCOUNT, or MISSKEY_API_URL"),
        (.json(200, #"{"id": "../../etc"}"#), "its answer is not a user"),
        (.json(500, M.error("INTERNAL_ERROR", "Internal error occurred.", kind: "server")), "run again later"),
    ]

    @Test(arguments: failures)
    func aUserThatCannotBeReadIsASentenceNamingTheFix(reply: Reply, sentence: String) throws {
        let folder = try BinaryRunner.temporaryFolder(), output = folder + "/site"
        let server = try LoopbackHTTPServer(script: ReplyScript(["/api/users/show": [reply]]))
        defer { server.stop() }
        let run = try BinaryRunner.digest(
            ["run", "--output", output] + SampleRun.pinned, environment: Self.environment(server, state: folder + "/s"))
        #expect(run.status == 3, "\(run.stderr)")
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8).asRead
        #expect(page.contains(sentence), "\(page)")
        #expect(!page.contains("<!DOCTYPE html><"))
        #expect(server.requests.map(\.path) == ["/api/users/show"])
    }

    @Test(arguments: ["hanako", "hana.ko@misskey.example", "はなこ@misskey.example", "hanako@localhost", "a@b@c.d"])
    func anAddressThatIsNoMisskeyAddressIsRefusedBeforeAnyRequest(address: String) throws {
        let folder = try BinaryRunner.temporaryFolder()
        let server = try Self.server()
        defer { server.stop() }
        var environment = Self.environment(server, state: folder + "/state")
        environment["MISSKEY_ACCOUNT"] = address
        let run = try BinaryRunner.digest(
            ["run", "--output", folder + "/site"] + SampleRun.pinned, environment: environment)
        #expect(run.status == 64, "\(address): \(run.stderr)")
        #expect(run.stderr.contains("MISSKEY_ACCOUNT"), "\(run.stderr)")
        #expect(server.requests.isEmpty)
    }

    @Test func doctorFindsTheUserAndReadsOneNote() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let server = try Self.server()
        defer { server.stop() }
        let run = try BinaryRunner.digest(["doctor"], environment: Self.environment(server, state: folder + "/state"))
        #expect(run.stdout.contains("✓ hanako@misskey.example is user \(M.id)"), "\(run.stdout)\(run.stderr)")
        #expect(server.requests.map(\.path) == ["/api/users/show", "/api/users/notes"])
        #expect(Self.json(server.requests[1])["limit"] == "1")
    }
}
