import Foundation
import Synchronization
import TestSupport
import Testing

/// Issue 66: a week is posted once, and no secret is in any message.
///
/// Against the loopback server answering as the five services (``NotifyRunTests/Services``): a
/// service that answers late, drops the line after the request or answers too much gets the post
/// once in the run and is "maybe posted"; the next run decides by the channel's rule; a redirect
/// is not followed and is not "posted"; an answer that echoes the request names no secret.
@Suite(.serialized)
struct NotifyOnceTests {
    typealias Services = NotifyRunTests.Services

    static func posts(_ server: LoopbackHTTPServer, _ services: Services, _ channel: String) -> [RecordedRequest] {
        server.requests.filter { services.channel(of: $0) == channel && $0.method != "GET" }
    }

    static func ledger(_ state: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: state + "/notified.json"))
        let file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(file["posts"] as? [[String: Any]])
    }

    /// (channel, what it does to the first post): no answer before the deadline, the line
    /// dropped after the request, an answer past the size cap.
    static let unanswered: [(String, Reply)] = [
        ("slack", .silence), ("discord", .raw(Data())), ("ntfy", .truncated("{}", announced: 50_000_000)),
    ]

    /// ntfy, Slack and Discord could show a post twice: one that may have arrived is sent once in
    /// the run (with three attempts allowed), not again by the next run, and again only with
    /// `--resend`, with the same key.
    @Test(arguments: unanswered)
    func aPostThatMayHaveArrivedIsSentOnceUntilResendIsAsked(channel: String, reply: Reply) throws {
        let services = Services()
        services.script.withLock { $0[channel] = [reply] }
        let server = try LoopbackHTTPServer(handler: services.answer)
        defer { server.stop() }
        let (output, state) = try GoalRunTests.site([:])
        let environment = NotifyRunTests.environment(server, state: state).merging(["DIGEST_HTTP_TIMEOUT": "2"]) {
            $1
        }
        let first = try NotifyRunTests.notify(output, environment)
        #expect(first.status == 1, "\(first.stdout)")
        #expect(Self.posts(server, services, channel).count == 1, "never sent twice in one run")
        #expect(first.stderr.contains("2026-W47 was maybe posted to"), "\(first.stderr)")
        #expect(first.stderr.contains("run `weekly-digest notify --resend` if it is not there"), "\(first.stderr)")
        let entry = try #require(try Self.ledger(state).first { $0["channel"] as? String == channel })
        #expect(entry["mayHaveArrived"] as? Bool == true && entry["sent"] as? Bool == false)

        let second = try NotifyRunTests.notify(output, environment)
        #expect(second.status == 1)
        #expect(Self.posts(server, services, channel).count == 1, "the next run does not post it again")
        #expect(second.stderr.contains("may already be in"), "\(second.stderr)")

        let resent = try NotifyRunTests.notify(output, environment, ["--resend"])
        #expect(resent.status == 0, "\(resent.stderr)")
        let posts = Self.posts(server, services, channel)
        #expect(posts.count == 2 && Set(posts.map { $0.header("idempotency-key") ?? "" }).count == 1)
        #expect(services.count(channel) == 1)
        for text in [first, second, resent].flatMap({ [$0.stdout, $0.stderr] }) {
            for secret in NotifyRunTests.secrets { #expect(!text.contains(secret)) }
        }
    }

    /// The webhook keeps one delivery for a key: a post that may have arrived goes again from the
    /// next run, with the same `Idempotency-Key`, and counts once.
    @Test func aWebhookPostThatMayHaveArrivedIsSentAgainByTheNextRunWithItsKey() throws {
        let services = Services()
        services.script.withLock { $0["webhook"] = [.raw(Data())] }
        let server = try LoopbackHTTPServer(handler: services.answer)
        defer { server.stop() }
        let (output, state) = try GoalRunTests.site([:])
        let environment = NotifyRunTests.environment(server, state: state)
        let first = try NotifyRunTests.notify(output, environment)
        #expect(first.status == 1)
        #expect(Self.posts(server, services, "webhook").count == 1)
        #expect(first.stderr.contains("The next `weekly-digest notify` posts it again with the same key"))
        let second = try NotifyRunTests.notify(output, environment)
        #expect(second.status == 0, "\(second.stderr)")
        let posts = Self.posts(server, services, "webhook")
        #expect(posts.count == 2 && Set(posts.map { $0.header("idempotency-key") ?? "" }).count == 1)
        #expect(services.count("webhook") == 1)
    }

    /// A post answered with a redirect is not followed, and is not "posted".
    ///
    /// A 301 or 302 would turn it into a
    /// bodiless GET, which a Discord webhook answers 200) and is not "posted": the next run tries
    /// it again. The message names where it pointed by its origin alone.
    @Test(arguments: [301, 302, 303, 307, 308])
    func aRedirectedPostIsNotFollowedAndNotPosted(status: Int) throws {
        let services = Services()
        let server = try LoopbackHTTPServer { request in
            guard request.method == "POST", services.channel(of: request) == "discord" else {
                return services.answer(request)
            }
            // Where it points keeps Discord's secret path: a GET there answers as a webhook does.
            return .respond(status: status, headers: ["Location": NotifyRunTests.discordPath + "/moved"], body: Data())
        }
        defer { server.stop() }
        let (output, state) = try GoalRunTests.site([:])
        let first = try NotifyRunTests.notify(output, NotifyRunTests.environment(server, state: state))
        #expect(first.status == 1, "\(first.stdout)")
        let discord = server.requests.filter { services.channel(of: $0) == "discord" || $0.path.hasSuffix("/moved") }
        #expect(discord.count == 1 && discord.first?.method == "POST", "the redirect was not followed")
        #expect(
            first.stderr.contains(
                "Discord (127.0.0.1), which answered \(status), a redirect to \(server.baseURL) that is not followed"),
            "\(first.stderr)")
        #expect(try Self.ledger(state).allSatisfy { $0["channel"] as? String != "discord" }, "not posted")
        for secret in NotifyRunTests.secrets { #expect(!(first.stdout + first.stderr).contains(secret)) }
    }

    /// A service whose refusal echoes the request (its path, its headers, its body) is quoted with
    /// every secret blanked: the webhook paths, NTFY_TOKEN and MATRIX_ACCESS_TOKEN, in full, in
    /// part, and in base64.
    @Test func aRefusalThatEchoesTheRequestNamesNoSecret() throws {
        let server = try LoopbackHTTPServer { request in
            let authorization = request.header("authorization") ?? ""
            let token = authorization.split(separator: " ").last.map(String.init) ?? ""
            let echo =
                "bad request \(request.method) \(request.target) auth=\(authorization) b64=\(Data(token.utf8).base64EncodedString()) tail=\(request.path.split(separator: "/").last ?? "")"
            return .respond(status: 400, headers: ["Content-Type": "text/plain"], body: Data(echo.utf8))
        }
        defer { server.stop() }
        let (output, state) = try GoalRunTests.site([:])
        let run = try NotifyRunTests.notify(output, NotifyRunTests.environment(server, state: state))
        #expect(run.status == 1)
        #expect(run.stderr.contains("answered 400: bad request"), "\(run.stderr)")
        #expect(run.stderr.contains("[redacted]"))
        for secret in NotifyRunTests.secrets + ["secret-0001", "my-week"] {
            #expect(!(run.stdout + run.stderr).contains(secret), "\(secret) in \(run.stderr)")
        }
    }

    /// `--verbose` names each post by its service's origin and `/…`, as written, never the path and
    /// never `%E2%80%A6`.
    @Test func theLogShowsAHiddenPathAsAnEllipsis() throws {
        let services = Services()
        let server = try LoopbackHTTPServer(handler: services.answer)
        defer { server.stop() }
        let (output, state) = try GoalRunTests.site([:])
        let run = try NotifyRunTests.notify(output, NotifyRunTests.environment(server, state: state), ["-v"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("POST \(server.baseURL)/… → 200"), "\(run.stderr)")
        #expect(!run.stderr.contains("%E2%80%A6"))
        for secret in NotifyRunTests.secrets { #expect(!run.stderr.contains(secret)) }
    }
}
