import Foundation
import Synchronization
import TestSupport
import Testing

/// `weekly-digest notify` with the built binary against one loopback server answering as ntfy,
/// Slack, Discord, Matrix and a plain webhook do: each gets the week once, in its own form; a
/// channel that fails is tried again alone; the secrets in the addresses are never printed.
@Suite(.serialized)
struct NotifyRunTests {
    static let slackPath = "/services/T0001/B0001/slack-secret-0001"
    static let discordPath = "/api/webhooks/1001/discord-secret-0001"
    static let matrixToken = "syt_matrix-secret-0001"
    static let ntfyToken = "tk_ntfy-secret-0001"
    static let hookPath = "/hooks/webhook-secret-0001"
    static let room = "!room:example.org"
    static let site = "https://me.example/digest/"

    /// What the services keep: every request, and the messages each accepted (Matrix one per
    /// transaction id, the webhook one per `Idempotency-Key`, as they promise).
    final class Services: Sendable {
        let accepted = Mutex<[String: [String]]>([:])
        /// How each channel answers its next requests, before it answers as the service does.
        let script = Mutex<[String: [Reply]]>([:])

        func channel(of request: RecordedRequest) -> String {
            switch request.path {
            case "/": "ntfy"
            case NotifyRunTests.slackPath: "slack"
            case NotifyRunTests.discordPath: "discord"
            case NotifyRunTests.hookPath: "webhook"
            default: request.path.hasPrefix("/_matrix/") ? "matrix" : "unknown"
            }
        }

        /// The answers to `doctor`'s tries, which post nothing.
        func probe(_ request: RecordedRequest) -> Reply? {
            switch (request.method, request.path) {
            case ("GET", "/my-week/auth"): .json(200, #"{"success":true}"#)
            case ("POST", NotifyRunTests.slackPath) where request.body == Data("{}".utf8):
                .respond(status: 400, headers: [:], body: Data("invalid_payload".utf8))
            case ("GET", NotifyRunTests.discordPath): .json(200, #"{"id":"1001","type":1,"name":"digest"}"#)
            case ("GET", "/_matrix/client/v3/joined_rooms"): .json(200, #"{"joined_rooms":["!room:example.org"]}"#)
            default: nil
            }
        }

        func answer(_ request: RecordedRequest) -> Reply {
            if let probe = probe(request) { return probe }
            let channel = channel(of: request)
            let scripted = script.withLock { script -> Reply? in
                guard var replies = script[channel], !replies.isEmpty else { return nil }
                let reply = replies.removeFirst()
                script[channel] = replies
                return reply
            }
            if let scripted { return scripted }
            let key =
                channel == "matrix"
                ? request.path : channel == "webhook" ? (request.header("idempotency-key") ?? "") : UUID().uuidString
            accepted.withLock { accepted in
                if !(accepted[channel] ?? []).contains(key) { accepted[channel, default: []].append(key) }
            }
            switch channel {
            case "ntfy": return .json(200, #"{"id":"n1","event":"message"}"#)
            case "slack": return .respond(status: 200, headers: ["Content-Type": "text/plain"], body: Data("ok".utf8))
            case "discord": return .json(200, #"{"id":"1","type":0}"#)
            case "matrix": return .json(200, #"{"event_id":"$e1"}"#)
            case "webhook": return .respond(status: 204, headers: [:], body: Data())
            default: return .json(404, "{}")
            }
        }

        func count(_ channel: String) -> Int { accepted.withLock { $0[channel]?.count ?? 0 } }
    }

    static func environment(_ server: LoopbackHTTPServer, state: String) -> [String: String] {
        [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": state, "DIGEST_SITE_URL": site,
            "NTFY_URL": server.baseURL + "/my-week", "NTFY_TOKEN": ntfyToken,
            "SLACK_WEBHOOK_URL": server.baseURL + slackPath, "DISCORD_WEBHOOK_URL": server.baseURL + discordPath,
            "MATRIX_HOMESERVER": server.baseURL, "MATRIX_ROOM_ID": room, "MATRIX_ACCESS_TOKEN": matrixToken,
            "DIGEST_WEBHOOK_URL": server.baseURL + hookPath, "DIGEST_HTTP_ATTEMPTS": "3",
        ]
    }

    static func notify(_ output: String, _ environment: [String: String], _ extra: [String] = []) throws
        -> BinaryRunner.Result
    {
        try BinaryRunner.digest(
            ["notify", "--output", output] + SampleRun.pinned + extra, environment: environment)
    }

    /// ``notify(_:_:_:)``, awaited: for a test that waits on slow services (see `BinaryRunner+Awaiting`).
    static func notify(_ output: String, _ environment: [String: String], _ extra: [String] = []) async throws
        -> BinaryRunner.Result
    {
        try await BinaryRunner.digest(
            ["notify", "--output", output] + SampleRun.pinned + extra, environment: environment)
    }

    static let secrets = [slackPath, "discord-secret-0001", matrixToken, ntfyToken, "webhook-secret-0001"]

    static func json(_ request: RecordedRequest) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
    }

    @Test func eachChannelGetsTheWeekOnceInItsOwnForm() throws {
        let services = Services()
        let server = try LoopbackHTTPServer(handler: services.answer)
        defer { server.stop() }
        let (output, state) = try GoalRunTests.site(["DIGEST_GOAL_HOURS": "14"])
        let environment = Self.environment(server, state: state).merging(["DIGEST_GOAL_HOURS": "14"]) { $1 }
        let first = try Self.notify(output, environment, ["--verbose"])
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        for name in ["ntfy (127.0.0.1)", "Slack (127.0.0.1)", "Discord (127.0.0.1)", "the webhook (127.0.0.1)"] {
            #expect(first.stdout.contains("Posted 2026-W47 to \(name)."), "\(first.stdout)")
        }
        #expect(first.stdout.contains("Posted 2026-W47 to Matrix (127.0.0.1, \(Self.room))."))
        for channel in ["ntfy", "slack", "discord", "matrix", "webhook"] { #expect(services.count(channel) == 1) }
        #expect(server.requests.count == 5)
        for secret in Self.secrets { #expect(!(first.stdout + first.stderr).contains(secret), "\(secret) printed") }

        let requests = Dictionary(grouping: server.requests, by: services.channel(of:)).compactMapValues(\.first)
        let ntfy = try #require(requests["ntfy"])
        #expect(ntfy.method == "POST" && ntfy.header("authorization") == "Bearer \(Self.ntfyToken)")
        let ntfyBody = try Self.json(ntfy)
        #expect(ntfyBody["topic"] as? String == "my-week" && ntfyBody["title"] as? String == "Weekly digest 2026-W47")
        #expect(ntfyBody["markdown"] as? Bool == true && ntfyBody["click"] as? String == Self.site + "weeks/2026-W47/")
        let markdown = try #require(ntfyBody["message"] as? String)
        #expect(
            markdown.hasPrefix(
                "**13 h 5 m coding (mostly Swift) · 9 commits · 10 reads · 7 links · 7 pull requests and reviews**"),
            "\(markdown)")
        #expect(markdown.contains("○ Goal missed by 55 m: 13 h 5 m of 14 h coding"))
        #expect(markdown.contains("- [") && markdown.contains("](<https://"))

        let slack = try Self.json(try #require(requests["slack"]))
        let blocks = try #require(slack["blocks"] as? [[String: Any]])
        let text = try #require((blocks.first?["text"] as? [String: Any])?["text"] as? String)
        #expect(text.hasPrefix("*Weekly digest 2026-W47* 16–22 November 2026"), "\(text)")
        #expect(text.contains("<\(Self.site)weeks/2026-W47/|Read it on the web>"))
        #expect((slack["text"] as? String)?.hasPrefix("Weekly digest 2026-W47 (16–22 November 2026)") == true)

        let discordRequest = try #require(requests["discord"])
        #expect(discordRequest.query["wait"] == "true")
        let discord = try Self.json(discordRequest)
        let embed = try #require((discord["embeds"] as? [[String: Any]])?.first)
        #expect(
            embed["title"] as? String == "Weekly digest 2026-W47"
                && embed["url"] as? String == Self.site + "weeks/2026-W47/")
        #expect((discord["allowed_mentions"] as? [String: Any])?["parse"] as? [String] == [], "no one is mentioned")

        let matrix = try #require(requests["matrix"])
        #expect(matrix.method == "PUT" && matrix.header("authorization") == "Bearer \(Self.matrixToken)")
        #expect(
            matrix.path.hasPrefix(
                "/_matrix/client/v3/rooms/%21room%3Aexample.org/send/m.room.message/weekly-digest-2026-W47-"))
        let event = try Self.json(matrix)
        #expect(event["msgtype"] as? String == "m.text" && event["format"] as? String == "org.matrix.custom.html")
        #expect((event["formatted_body"] as? String)?.contains("<strong>Weekly digest 2026-W47</strong>") == true)

        let hook = try #require(requests["webhook"])
        #expect(hook.header("idempotency-key")?.hasPrefix("weekly-digest-2026-W47-") == true)
        let values = try Self.json(hook)
        #expect(values["week"] as? String == "2026-W47" && values["commits"] as? Int == 9)
        // Each section's count by its key (`WeekSections.counts`), as the headline has them.
        #expect(values["articles"] as? Int == 10 && values["links"] as? Int == 7)
        #expect(values["codingSeconds"] as? Int == 47_100 && (values["reading"] as? [Any])?.count == 3)
        #expect((values["goal"] as? [String: Any])?["met"] as? Bool == false)

        let again = try Self.notify(output, environment)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("2026-W47 was already posted to Slack (127.0.0.1)."))
        #expect(server.requests.count == 5, "nothing posted twice")
    }

    @Test func aChannelThatFailsIsTriedAgainAloneByTheNextRun() throws {
        let services = Services()
        services.script.withLock { $0["slack"] = [.respond(status: 404, headers: [:], body: Data("no_service".utf8))] }
        let server = try LoopbackHTTPServer(handler: services.answer)
        defer { server.stop() }
        let (output, state) = try GoalRunTests.site([:])
        let environment = Self.environment(server, state: state)
        let first = try Self.notify(output, environment)
        #expect(first.status == 1)
        #expect(
            first.stderr.contains("2026-W47 was not posted to Slack (127.0.0.1), which answered 404: no_service"),
            "\(first.stderr)")
        #expect(first.stderr.contains("The next `weekly-digest notify` tries it again"))
        for secret in Self.secrets { #expect(!(first.stdout + first.stderr).contains(secret)) }
        #expect(services.count("slack") == 0 && services.count("discord") == 1)
        let before = server.requests.count
        let second = try Self.notify(output, environment)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(server.requests.count == before + 1, "only Slack is posted to")
        #expect(services.count("slack") == 1 && services.count("discord") == 1 && services.count("matrix") == 1)
    }

    /// A 429 with a retry time (Discord's `retry_after` and `Retry-After`) and a 500 are tried
    /// again within the run: one message each.
    @Test func aRateLimitAndAServerErrorAreTriedAgainWithinTheRun() throws {
        let services = Services()
        services.script.withLock {
            $0["discord"] = [
                .json(
                    429, #"{"message":"You are being rate limited.","retry_after":0.4,"global":false}"#,
                    headers: ["Retry-After": "1"])
            ]
            $0["slack"] = [.respond(status: 500, headers: [:], body: Data("server_error".utf8))]
        }
        let server = try LoopbackHTTPServer(handler: services.answer)
        defer { server.stop() }
        let (output, state) = try GoalRunTests.site([:])
        let result = try Self.notify(output, Self.environment(server, state: state))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(services.count("discord") == 1 && services.count("slack") == 1)
        #expect(server.requests.filter { services.channel(of: $0) == "discord" }.count == 2)
    }

    /// A Matrix post left unanswered is posted again by the next run with the same transaction
    /// id, which the homeserver keeps as one message.
    @Test func anUnansweredMatrixPostIsSentAgainWithTheSameTransaction() throws {
        let services = Services()
        services.script.withLock { $0["matrix"] = [.silence] }
        let server = try LoopbackHTTPServer(handler: services.answer)
        defer { server.stop() }
        let (output, state) = try GoalRunTests.site([:])
        let environment = Self.environment(server, state: state).merging([
            "DIGEST_HTTP_TIMEOUT": "1", "DIGEST_HTTP_ATTEMPTS": "1",
        ]) { $1 }
        let first = try Self.notify(output, environment)
        #expect(first.status == 1, "\(first.stdout)")
        let second = try Self.notify(output, environment)
        #expect(second.status == 0, "\(second.stderr)")
        let puts = server.requests.filter { services.channel(of: $0) == "matrix" }.map(\.path)
        #expect(puts.count == 2 && Set(puts).count == 1, "\(puts)")
        #expect(services.count("matrix") == 1 && services.count("slack") == 1)
    }

    @Test func theWeekIsToldAsTheSiteShowsItInItsLanguage() throws {
        let services = Services()
        let server = try LoopbackHTTPServer(handler: services.answer)
        defer { server.stop() }
        let (output, state) = try GoalRunTests.site(["DIGEST_LOCALE": "ja", "DIGEST_IGNORE_LANGUAGES": "Swift"])
        let environment = Self.environment(server, state: state).merging([
            "DIGEST_LOCALE": "ja", "DIGEST_IGNORE_LANGUAGES": "Swift",
        ]) { $1 }
        let result = try Self.notify(output, environment)
        #expect(result.status == 0, "\(result.stderr)")
        // Swift is left out of the languages: the week was mostly TypeScript, as its page says
        // (the articles' own titles still name Swift).
        for request in server.requests {
            let body = String(decoding: request.body, as: UTF8.self)
            #expect(body.contains("主にTypeScript") && !body.contains("主にSwift"), "\(services.channel(of: request))")
            #expect(body.contains("2026-W47"))
        }
        let ntfy = try Self.json(try #require(server.requests.first { services.channel(of: $0) == "ntfy" }))
        #expect((ntfy["title"] as? String)?.contains("2026-W47") == true)
        #expect((ntfy["title"] as? String) != "Weekly digest 2026-W47")
    }

    /// A site with no stored week posts nothing and says to run first.
    @Test func aSiteWithoutAWeekPostsNothing() throws {
        let services = Services()
        let server = try LoopbackHTTPServer(handler: services.answer)
        defer { server.stop() }
        let output = try BinaryRunner.temporaryFolder() + "/site"
        let result = try Self.notify(output, Self.environment(server, state: try BinaryRunner.temporaryFolder()))
        #expect(result.status == 1)
        #expect(result.stderr.contains("has no stored week yet: run `weekly-digest run` first"), "\(result.stderr)")
        #expect(server.requests.isEmpty)
    }

    /// `doctor` tries each channel without posting to it, and names no secret.
    @Test func doctorTriesEachChannelWithoutPosting() throws {
        let services = Services()
        let server = try LoopbackHTTPServer(handler: services.answer)
        defer { server.stop() }
        let environment = Self.environment(server, state: try BinaryRunner.temporaryFolder())
        let result = try BinaryRunner.digest(
            ["doctor", "--output", try BinaryRunner.temporaryFolder() + "/site", "--templates", SampleRun.templates],
            environment: environment.merging(["HATENA_ID": "hanako"]) { $1 })
        for line in [
            "Notify     ntfy (127.0.0.1): ✓ it answers, and nothing was posted",
            "Notify     Slack (127.0.0.1): ✓ it answers", "Notify     Discord (127.0.0.1): ✓ it answers",
            "Notify     Matrix (127.0.0.1, \(Self.room)): ✓ it answers",
            "Notify     the webhook (127.0.0.1): configured; it cannot be tried without posting",
        ] {
            #expect(result.stdout.contains(line), "\(result.stdout)")
        }
        for channel in ["ntfy", "slack", "discord", "matrix", "webhook"] { #expect(services.count(channel) == 0) }
        for secret in Self.secrets { #expect(!(result.stdout + result.stderr).contains(secret)) }
    }

    @Test(arguments: [
        ([:], "No channel is configured: set at least one of NTFY_URL"),
        (
            ["SLACK_WEBHOOK_URL": "http://hooks.example.com/services/T/B/plain-secret"],
            "SLACK_WEBHOOK_URL is not an address this tool posts to"
        ),
        (["NTFY_URL": "https://ntfy.example.com/"], "NTFY_URL names no topic"),
        (["MATRIX_HOMESERVER": "https://matrix.example.org"], "set MATRIX_ROOM_ID and MATRIX_ACCESS_TOKEN too"),
        (
            [
                "MATRIX_HOMESERVER": "https://matrix.example.org", "MATRIX_ROOM_ID": "#room:example.org",
                "MATRIX_ACCESS_TOKEN": "syt_x",
            ],
            "MATRIX_ROOM_ID is not a room id"
        ),
    ])
    func anUnusableSettingIsAUsageErrorThatNamesNoSecret(environment: [String: String], message: String) throws {
        let (output, state) = try GoalRunTests.site([:])
        let result = try Self.notify(
            output, environment.merging(["DIGEST_STATE": state, "DIGEST_TIMEZONE": "Asia/Tokyo"]) { $1 })
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!result.stderr.contains("plain-secret"))
    }
}
