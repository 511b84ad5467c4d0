import Foundation
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestSources

/// The Forgejo source against a real loopback server answering as Forgejo's API does: the user's
/// own activities, one day a call.
struct ForgejoSourceTests {
    typealias F = ForgejoFixtures

    static let window = GitLabSourceTests.window

    func contributions(token: String? = nil, _ handler: @escaping @Sendable (RecordedRequest) -> Reply) async throws
        -> (SourceOutcome<ForgeWeek>, [RecordedRequest])
    {
        let server = try LoopbackHTTPServer(handler: handler)
        defer { server.stop() }
        let http = HTTPClient(
            transport: CurlHTTPTransport(), clock: VirtualClock(), policy: RetryPolicy(maximumAttempts: 1),
            userAgent: "weekly-digest/test", random: { 0.5 })
        let source = ForgejoSource(
            client: ForgejoClient(
                base: try APIBase(server.baseURL, variable: "FORGEJO_URL"), token: token, http: http, timeout: 5),
            user: F.user)
        return (await source.contributions(in: Self.window), server.requests)
    }

    @Test func theWeeksActivitiesBecomeContributionsOneDayACall() async throws {
        let (outcome, requests) = try await contributions(token: F.token, ForgeServer.reply)
        #expect(outcome.status == .ok)
        let week = try #require(outcome.value)
        #expect(
            week.contributions.map { "\($0.kind.rawValue) \($0.repository) \($0.title)" } == [
                "opened hanako/tool Add reviews", "reviewed forgejo/forgejo #1234",
                "issue hanako/secret Secret roadmap",
                "merged hanako/tool Add reviews",
            ])
        #expect(week.contributions.map(\.isPrivate) == [false, false, true, false])
        #expect(week.contributions[1].url == "https://codeberg.example/forgejo/forgejo/pulls/1234")
        #expect(outcome.notes == ["1 activity in Forgejo's answers could not be read and is left out."])
        // Each UTC day of the week and one more on each side: ten calls, one page each.
        #expect(requests.count == 10)
        #expect(requests.compactMap { $0.query["date"] }.first == "2026-11-14")
        #expect(requests.compactMap { $0.query["date"] }.last == "2026-11-23")
        #expect(requests.allSatisfy { $0.query["only-performed-by"] == "true" })
        #expect(requests.allSatisfy { $0.header("authorization") == "token " + F.token })
    }

    /// Two pull requests reviewed on one day are two reviews, the same one reviewed twice is one,
    /// even from a server that gives no repository address.
    @Test func reviewsAreOneAPullRequestADay() async throws {
        let (outcome, _) = try await contributions { request in
            guard request.query["date"] == "2026-11-18" else { return .json(200, "[]") }
            var activities = [
                F.activity("approve_pull_request", repo: "o/r", content: "1|ok", at: "2026-11-18T12:00:00+09:00"),
                F.activity("comment_pull", repo: "o/r", content: "1|nit", at: "2026-11-18T12:30:00+09:00"),
                F.activity("approve_pull_request", repo: "o/r", content: "2|ok", at: "2026-11-18T13:00:00+09:00"),
            ]
            for index in activities.indices {
                var repo = activities[index]["repo"] as? [String: Any] ?? [:]
                repo["html_url"] = nil
                activities[index]["repo"] = repo
            }
            return .json(200, GitLabFixtures.json(activities))
        }
        let reviews = try #require(outcome.value).contributions
        #expect(reviews.map(\.title) == ["#1", "#2"])
        #expect(reviews.allSatisfy { $0.url == nil && $0.kind == .reviewed })
    }

    /// A full page of a day is followed by the next page; a page that is not full ends the day.
    @Test func aFullPageIsFollowedByTheNext() async throws {
        let (outcome, requests) = try await contributions { request in
            guard request.query["date"] == "2026-11-18" else { return .json(200, "[]") }
            let page = Int(request.query["page"] ?? "") ?? 0
            let count = page == 1 ? ForgejoClient.pageSize : 3
            return .json(
                200,
                GitLabFixtures.json(
                    (0..<count).map { index in
                        F.activity(
                            "create_issue", repo: "o/r", content: "\(page * 100 + index)|Issue",
                            at: "2026-11-18T12:00:00+09:00")
                    }))
        }
        #expect(outcome.value?.contributions.count == ForgejoClient.pageSize + 3)
        #expect(requests.filter { $0.query["date"] == "2026-11-18" }.map { $0.query["page"] } == ["1", "2"])
        #expect(requests.count == 11)
    }

    @Test func withoutATokenNoAuthorizationIsSent() async throws {
        let (_, requests) = try await contributions(ForgeServer.reply)
        #expect(requests.allSatisfy { $0.header("authorization") == nil })
    }

    /// (the answer, what the failure says).
    static let failures: [(Reply, String)] = [
        (
            .json(404, #"{"message":"user redirect does not exist [name: hanako]","url":""}"#),
            "Forgejo has no user 'hanako'"
        ),
        (.json(401, #"{"message":"token is required"}"#), "Forgejo rejected FORGEJO_TOKEN (401: token is required)"),
        (.html(200, "<!DOCTYPE html><title>Codeberg</title>"), "check FORGEJO_URL"),
        (.json(503, #"{"message":"down"}"#), "its servers are having trouble"),
    ]

    @Test(arguments: failures)
    func anAnswerThatIsNoFeedIsASentenceNamingTheFix(reply: Reply, sentence: String) async throws {
        let (outcome, requests) = try await contributions(token: F.token) { _ in reply }
        guard case .failed(let reason) = outcome.status else {
            Issue.record("not a failure: \(outcome.status)")
            return
        }
        #expect(reason.contains(sentence), "\(reason)")
        #expect(!reason.contains(F.token))
        #expect(requests.count == 1)
    }
}
