import Foundation
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestSources

/// ActivityWatch as the coding source, against a real loopback server answering as its REST API
/// does: editor time counted only while not away, overlaps once, days cut in the week's zone,
/// languages named as WakaTime names them, projects by their folder's name alone.
struct ActivityWatchSourceTests {
    typealias A = ActivityWatchFixtures

    static let zone = TimeZone(identifier: "Asia/Tokyo") ?? .gmt
    static let week = (try? ISOWeek(parsing: "2026-W47")) ?? ISOWeek(containing: Date(), in: .gmt)

    func coding(key: String? = nil, _ handler: @escaping @Sendable (RecordedRequest) -> Reply) async throws
        -> (SourceOutcome<CodingStats>, [RecordedRequest])
    {
        let server = try LoopbackHTTPServer(handler: handler)
        defer { server.stop() }
        let http = HTTPClient(
            transport: CurlHTTPTransport(), clock: VirtualClock(), policy: RetryPolicy(maximumAttempts: 1),
            userAgent: "weekly-digest/test", random: { 0.5 })
        let source = ActivityWatchSource(
            client: ActivityWatchClient(
                base: try APIBase(server.baseURL, variable: "ACTIVITYWATCH_URL"), key: key, http: http, timeout: 5))
        return (await source.coding(for: Self.week, timeZone: Self.zone), server.requests)
    }

    @Test func editorTimeCountsOnlyWhileNotAway() async throws {
        let (outcome, requests) = try await coding(A.reply)
        #expect(outcome.status == .ok)
        let stats = try #require(outcome.value)
        // Monday: Swift's hour less its half hour away, then TSX after the overlap; Tuesday and
        // Wednesday: ten minutes each of one event across midnight in Tokyo.
        #expect(stats.days.map(\.seconds) == [3000, 600, 600, 0, 0, 0, 0])
        #expect(stats.languages.map { "\($0.name) \($0.seconds)" } == ["Swift 1800", "Markdown 1200", "TSX 1200"])
        #expect(stats.projects.map { "\($0.name) \($0.seconds)" } == ["weekly-digest 1800", "web 1200", "ブログ 1200"])
        #expect(stats.editors.map { "\($0.name) \($0.seconds)" } == ["VS Code 4200"])
        #expect(outcome.notes == ["1 event in ActivityWatch's answers could not be read and is left out."])
        // The buckets, then the editor's and the AFK watcher's events of the week: never the window watcher's.
        #expect(
            requests.map(\.path) == [
                "/api/0/buckets/", "/api/0/buckets/\(A.editor)/events", "/api/0/buckets/\(A.afk)/events",
            ])
        #expect(
            requests[1].query["start"] == "2026-11-15T15:00:00Z" && requests[1].query["end"] == "2026-11-22T15:00:00Z")
        #expect(requests[1].query["limit"] == "-1")
        #expect(requests.allSatisfy { $0.header("authorization") == nil })
        // No path, file or title is kept.
        let encoded = String(decoding: try JSONEncoder().encode(stats), as: UTF8.self)
        for secret in ["/home", "hanako/src", "secret-draft", "Private.swift", "App.tsx"] {
            #expect(!encoded.contains(secret), "\(secret)")
        }
    }

    @Test func withoutAnAFKWatcherEveryMomentCountsAndANoteSaysSo() async throws {
        let (outcome, _) = try await coding(key: A.key) { request in
            if request.path == "/api/0/buckets/" {
                return .json(
                    200,
                    #"{"\#(A.editor)": {"id": "\#(A.editor)", "type": "app.editor.activity", "client": "aw-watcher-vscode", "hostname": "h"}}"#
                )
            }
            return A.reply(request)
        }
        let stats = try #require(outcome.value)
        #expect(stats.days.map(\.seconds) == [4800, 600, 600, 0, 0, 0, 0])
        #expect(outcome.notes.contains { $0.contains("no AFK watcher") })
    }

    /// A server that is not running fails the coding section with a sentence, at once.
    @Test func aServerThatIsNotRunningIsAFailureNamingIt() async throws {
        let refusing = try RefusingPort()
        let http = HTTPClient(
            transport: CurlHTTPTransport(), clock: VirtualClock(), policy: RetryPolicy(maximumAttempts: 1),
            userAgent: "weekly-digest/test", random: { 0.5 })
        let source = ActivityWatchSource(
            client: ActivityWatchClient(
                base: try APIBase(refusing.baseURL, variable: "ACTIVITYWATCH_URL"), key: A.key, http: http,
                timeout: 5))
        let outcome = await source.coding(for: Self.week, timeZone: Self.zone)
        guard case .failed(let reason) = outcome.status else {
            Issue.record("not a failure: \(outcome.status)")
            return
        }
        #expect(reason.hasPrefix("ActivityWatch could not be read"), "\(reason)")
        #expect(!reason.contains(A.key))
        #expect(outcome.value == nil)
    }

    /// A bucket whose id is no name (`..`) is never put into a path.
    @Test func aBucketIdThatIsNoNameIsNotRead() async throws {
        let (outcome, requests) = try await coding { request in
            if request.path == "/api/0/buckets/" {
                return .json(200, #"{"..": {"type": "app.editor.activity"}, ".": {"type": "afkstatus"}}"#)
            }
            return A.reply(request)
        }
        #expect(requests.map(\.path) == ["/api/0/buckets/"])
        #expect(outcome.status != .ok)
    }

    /// (the answer to `/buckets/`, what the failure says).
    static let failures: [(Reply, String)] = [
        (.json(401, #"{"message": "Unauthorized"}"#), "ActivityWatch asks for an API key (401)"),
        (.json(200, "{}"), "has no editor bucket"),
        (.html(200, "<!DOCTYPE html><title>Router</title>"), "check ACTIVITYWATCH_URL"),
        (.json(500, #"{"message": "boom"}"#), "its servers are having trouble"),
    ]

    @Test(arguments: failures)
    func anAnswerThatIsNoBucketListIsASentenceNamingTheFix(reply: Reply, sentence: String) async throws {
        let (outcome, _) = try await coding { _ in reply }
        guard case .failed(let reason) = outcome.status else {
            Issue.record("not a failure: \(outcome.status)")
            return
        }
        #expect(reason.contains(sentence), "\(reason)")
    }

    @Test(
        arguments: [
            ("swift", "Swift"), ("typescriptreact", "TSX"), ("javascriptreact", "JSX"), ("shellscript", "Bash"),
            ("cpp", "C++"), ("jsonc", "JSON"), ("mojo", "Mojo"), ("  ", nil), ("日本語", "日本語"),
        ] as [(String, String?)])
    func vsCodesLanguageIdsAreNamedAsWakaTimeNamesThem(id: String, name: String?) {
        #expect(ActivityWatchLanguages.name(id) == name)
    }

    @Test(
        arguments: [
            ("/home/me/src/tool", "tool"), ("C:\\Users\\me\\src\\tool\\", "tool"), ("/", nil), ("", nil),
            ("/home/me/<script>", "<script>"),
        ] as [(String, String?)])
    func aProjectIsItsFoldersNameAlone(path: String, project: String?) {
        #expect(ActivityWatchTally.project(path) == project)
    }
}
