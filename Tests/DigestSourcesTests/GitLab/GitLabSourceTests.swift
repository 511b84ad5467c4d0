import Foundation
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestSources

/// The GitLab source against a real loopback server answering as GitLab's REST API does: the
/// week's events paged by `X-Next-Page`, each project they name read once.
struct GitLabSourceTests {
    typealias L = GitLabFixtures

    static let window =
        (try? ISOWeek(parsing: "2026-W47"))?.window(in: TimeZone(identifier: "Asia/Tokyo") ?? .gmt)
        ?? DateInterval()

    func contributions(_ handler: @escaping @Sendable (RecordedRequest) -> Reply) async throws
        -> (SourceOutcome<ForgeWeek>, [RecordedRequest])
    {
        let server = try LoopbackHTTPServer(handler: handler)
        defer { server.stop() }
        let http = HTTPClient(
            transport: CurlHTTPTransport(), clock: VirtualClock(), policy: RetryPolicy(maximumAttempts: 1),
            userAgent: "weekly-digest/test", random: { 0.5 })
        let source = GitLabSource(
            client: GitLabClient(
                base: try APIBase(server.baseURL, variable: "GITLAB_URL"), token: L.token, http: http, timeout: 5))
        return (await source.contributions(in: Self.window), server.requests)
    }

    @Test func theWeeksEventsBecomeContributionsAndEachProjectIsReadOnce() async throws {
        let (outcome, requests) = try await contributions(ForgeServer.reply)
        #expect(outcome.status == .ok)
        let week = try #require(outcome.value)
        #expect(
            week.contributions.map { "\($0.kind.rawValue) \($0.repository) \($0.isPrivate)" } == [
                "opened hanako/weekly-digest false", "reviewed acme/internal-plan true", "reviewed gnome/gtk false",
                "issue gnome/gtk false", "merged hanako/weekly-digest false",
            ])
        #expect(week.contributions.first?.url == "https://gitlab.example.com/hanako/weekly-digest/-/merge_requests/12")
        #expect(week.contributions[3].url == "https://gitlab.example.com/gnome/gtk/-/issues/44")
        #expect(week.contributions[3].title == "<script>alert(1)</script> crash")
        #expect(outcome.notes == ["1 event in GitLab's answers could not be read and is left out."])
        // Two pages of events, the days a day wider than the week, then the three projects once each.
        #expect(
            requests.map(\.path) == [
                "/api/v4/events", "/api/v4/events", "/api/v4/projects/1", "/api/v4/projects/2", "/api/v4/projects/3",
            ])
        #expect(requests[0].query["after"] == "2026-11-14" && requests[0].query["before"] == "2026-11-23")
        #expect(requests.map { $0.query["page"] }.prefix(2) == ["1", "2"])
        #expect(requests.allSatisfy { $0.header("authorization") == "Bearer " + L.token })
    }

    @Test func aProjectTheTokenMayNotReadIsCountedUnnamed() async throws {
        let (outcome, _) = try await contributions { request in
            request.path == "/api/v4/projects/2"
                ? .json(404, #"{"message":"404 Project Not Found"}"#) : ForgeServer.reply(request)
        }
        let hidden = try #require(outcome.value?.contributions.first { $0.kind == .reviewed })
        #expect(hidden.isPrivate && hidden.repository.isEmpty && hidden.url == nil)
    }

    /// (the answer to `/events`, what the failure says).
    static let failures: [(Reply, String)] = [
        (.json(401, #"{"message":"401 Unauthorized"}"#), "GitLab rejected GITLAB_TOKEN (401: 401 Unauthorized)"),
        (
            .json(
                403,
                #"{"error":"insufficient_scope","error_description":"The request requires higher privileges than provided by the access token."}"#
            ), "give GITLAB_TOKEN the read_user scope"
        ),
        (.html(200, "<!DOCTYPE html><title>Sign in · GitLab</title>"), "check GITLAB_URL"),
        (.html(404, "<h1>404</h1>"), "check GITLAB_URL"),
        (.json(500, #"{"message":"500 Internal Server Error"}"#), "its servers are having trouble"),
        (.json(429, #"{"message":"Retry later"}"#, headers: ["Retry-After": "3600"]), "GitLab's rate limit is used up"),
    ]

    @Test(arguments: failures)
    func anAnswerThatIsNoListOfEventsIsASentenceNamingTheFix(reply: Reply, sentence: String) async throws {
        let (outcome, requests) = try await contributions { _ in reply }
        guard case .failed(let reason) = outcome.status else {
            Issue.record("not a failure: \(outcome.status)")
            return
        }
        #expect(reason.contains(sentence), "\(reason)")
        #expect(!reason.contains(L.token))
        #expect(requests.count == 1)
    }
}
