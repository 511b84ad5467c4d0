import Foundation
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestSources

/// The GitHub source against a real loopback server answering as GitHub's GraphQL API does: one
/// POST a week, the token as a bearer header, the week's contributions read leniently.
struct GitHubSourceTests {
    typealias G = GitHubFixtures

    static let zone = TimeZone(identifier: "Asia/Tokyo") ?? .gmt
    static let week = (try? ISOWeek(parsing: "2026-W47")) ?? ISOWeek(containing: Date(), in: .gmt)

    func contributions(_ replies: [Reply]) async throws -> (SourceOutcome<ForgeWeek>, [RecordedRequest]) {
        let server = try LoopbackHTTPServer(script: ReplyScript(["/graphql": replies]))
        defer { server.stop() }
        let http = HTTPClient(
            transport: CurlHTTPTransport(), clock: VirtualClock(), policy: RetryPolicy(maximumAttempts: 1),
            userAgent: "weekly-digest/test", random: { 0.5 })
        let source = GitHubSource(
            client: GitHubClient(
                base: try APIBase(server.baseURL, variable: "GITHUB_API_URL"), token: G.token, http: http, timeout: 5),
            login: G.login)
        let outcome = await source.contributions(
            for: WeekRequest(week: Self.week, timeZone: Self.zone, now: Date(timeIntervalSince1970: 1_795_400_000)))
        return (outcome, server.requests)
    }

    @Test func oneQueryGivesTheWeeksContributionsWithTheirKindsAndVisibility() async throws {
        let (outcome, requests) = try await contributions([.json(200, G.week)])
        #expect(outcome.status == .ok)
        let week = try #require(outcome.value)
        // The review of the week before is read here (GitHub's range is the week; the section
        // cuts by the week's window), the merge of the week after and the node of another type are not.
        #expect(
            week.contributions.map { "\($0.kind.rawValue) \($0.repository)" } == [
                "reviewed old/before", "opened hanako-dev/weekly-digest", "opened acme/billing-secret",
                "reviewed swiftlang/swift", "reviewed swiftlang/swift-format", "issue apple/swift-nio",
                "merged hanako-dev/weekly-digest",
            ])
        #expect(week.contributions.map(\.isPrivate) == [false, false, true, false, false, false, false])
        #expect(week.restricted == 2)
        // A `javascript:` address is no address.
        #expect(week.contributions[3].url == nil)
        #expect(week.contributions[3].title == "Fix <script>alert(1)</script> & **bold** 日本語")
        #expect(outcome.notes == ["1 contribution in GitHub's answer could not be read and is left out."])
        // One POST, to /graphql, with the token as a bearer header and the week's range.
        #expect(requests.count == 1)
        let request = try #require(requests.first)
        #expect(request.method == "POST" && request.path == "/graphql")
        #expect(request.header("authorization") == "Bearer " + G.token)
        let body = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
        let variables = try #require(body["variables"] as? [String: String])
        #expect(variables["login"] == G.login)
        #expect(variables["from"] == "2026-11-15T15:00:00Z" && variables["to"] == "2026-11-22T14:59:59Z")
        #expect(variables["merged"] == "is:pr is:merged author:hanako-dev merged:2026-11-14..2026-11-23")
        #expect((body["query"] as? String)?.contains("contributionsCollection(from: $from, to: $to)") == true)
    }

    /// (the answer, what the failure says).
    static let failures: [(Reply, String)] = [
        (.json(401, G.badCredentials), "GitHub rejected GITHUB_TOKEN (401: Bad credentials)"),
        (.json(200, G.unknownUser), "GitHub has no user 'hanako-dev'"),
        (
            .respond(
                status: 403,
                headers: [
                    "Content-Type": "application/json", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1795404000",
                ],
                body: Data(G.rateLimited.utf8)), "GitHub's rate limit is used up until"
        ),
        (
            .json(403, #"{"message":"Resource not accessible by personal access token"}"#),
            "403: Resource not accessible"
        ),
        (.html(200, "<!DOCTYPE html><title>Sign in</title>"), "is not the JSON it should be"),
        (
            .json(200, #"{"errors":[{"message":"Field 'x' doesn't exist on type 'User'"}]}"#),
            "GitHub did not answer the query"
        ),
        (.json(200, #"{"data":{"user":null}}"#), "GitHub has no user"),
        (.json(502, "{}"), "its servers are having trouble"),
    ]

    @Test(arguments: failures)
    func anAnswerThatIsNoWeekIsASentenceNamingTheFix(reply: Reply, sentence: String) async throws {
        let (outcome, requests) = try await contributions([reply])
        guard case .failed(let reason) = outcome.status else {
            Issue.record("not a failure: \(outcome.status)")
            return
        }
        #expect(reason.contains(sentence), "\(reason)")
        #expect(!reason.contains(G.token))
        #expect(outcome.value == nil)
        #expect(requests.count == 1)
    }

    /// Odd answers that are still a week: empty lists, missing lists, wrong types, a repository
    /// without its visibility (taken as private), a list GitHub cut at 100.
    @Test func oddButReadableAnswersAreWeeks() async throws {
        let odd = G.answer(
            opened: [
                G.contribution("2026-11-16T01:00:00Z", G.item("No visibility", repository: "x/y", isPrivate: nil)),
                G.contribution("not a date", G.item("Bad date", repository: "x/z")),
                ["occurredAt": "2026-11-16T01:00:00Z", "pullRequest": ["title": 12, "repository": NSNull()]],
                "a string",
            ], moreOpened: true)
        let (outcome, _) = try await contributions([.json(200, odd)])
        let week = try #require(outcome.value)
        #expect(week.contributions.map(\.repository) == ["x/y"])
        #expect(week.contributions.first?.isPrivate == true)
        #expect(outcome.notes.contains { $0.contains("3 contributions in GitHub's answer") }, "\(outcome.notes)")
        #expect(outcome.notes.contains { $0.contains("the first 100 of your pull requests") }, "\(outcome.notes)")
        let (empty, _) = try await contributions([.json(200, #"{"data":{"user":{"contributionsCollection":{}}}}"#)])
        #expect(empty.value == ForgeWeek(contributions: []))
        #expect(empty.status == .ok)
    }
}
