import Foundation
import TestSupport
import Testing

/// `cron/weekly-digest.sh` end to end: the real binary against loopback WakaTime and SMTP servers,
/// publishing to a temporary folder; the lock, the env file's permissions, a partial week.
@Suite(.serialized)
struct CronHookTests {
    static let hook = BinaryRunner.repository.appendingPathComponent("cron/weekly-digest.sh").path

    /// The folders and servers of one installation.
    struct Installation {
        let root: String, envFile: String, state: String, published: String, output: String
        var log: String { state + "/weekly-digest.log" }
    }

    static func install(
        wakatime: LoopbackHTTPServer, smtp: SMTPTestServer, mode: Int = 0o600, extra: [String: String] = [:]
    ) throws -> Installation {
        let root = try BinaryRunner.temporaryFolder()
        let place = Installation(
            root: root, envFile: root + "/digest.env", state: root + "/state", published: root + "/www",
            output: root + "/site")
        let settings = [
            "WEEKLY_DIGEST": BinaryRunner.binary, "DIGEST_TEMPLATES": SampleRun.templates,
            "DIGEST_OUTPUT": place.output,
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_RUN_OPTIONS": "--now 2026-11-23T07:00:00+09:00",
            "WAKATIME_API_KEY": RunWakaTimeTests.key, "WAKATIME_API_URL": wakatime.baseURL + "/api/v1",
            "DIGEST_PUBLISH_TO": place.published, "DIGEST_STATE": place.state,
            "DIGEST_MAIL_FROM": "Weekly digest <me@example.com>", "DIGEST_MAIL_TO": "you@example.com",
            "SMTP_URL": smtp.url,
        ].merging(extra) { $1 }
        let text = settings.sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)'" }.joined(separator: "\n") + "\n"
        try text.write(toFile: place.envFile, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: place.envFile)
        return place
    }

    static func wakatime(summaries: Reply = .json(200, WakaTimeFixtures.summaries())) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer(
            script: ReplyScript([
                RunWakaTimeTests.statsPath: [.json(200, WakaTimeFixtures.stats())],
                RunWakaTimeTests.summariesPath: [summaries],
            ]))
    }

    static func runHook(_ place: Installation) throws -> BinaryRunner.Result {
        try BinaryRunner.run("/bin/bash", [hook, place.envFile])
    }

    /// With a channel set, the hook posts the week after mailing it, once across two runs.
    @Test func aChannelGetsTheWeekAfterTheMailOnce() throws {
        let wakatime = try Self.wakatime(), smtp = try SMTPTestServer()
        let hook = try LoopbackHTTPServer { _ in .respond(status: 204, headers: [:], body: Data()) }
        defer {
            wakatime.stop()
            smtp.stop()
            hook.stop()
        }
        let place = try Self.install(
            wakatime: wakatime, smtp: smtp, extra: ["DIGEST_WEBHOOK_URL": hook.baseURL + "/hooks/cron-secret"])
        for _ in 0..<2 {
            let result = try Self.runHook(place)
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(hook.requests.count == 1, "one post across two runs")
        let log = try String(contentsOfFile: place.log, encoding: .utf8)
        #expect(log.contains("$ weekly-digest notify") && log.contains("Posted 2026-W47 to the webhook (127.0.0.1)."))
        #expect(
            log.range(of: "weekly-digest email")?.lowerBound ?? log.endIndex < log.range(of: "weekly-digest notify")?
                .lowerBound ?? log.startIndex)
        #expect(!log.contains("cron-secret"))
    }

    @Test func oneRunPublishesAndSendsOneMailAndTheNextSendsNoSecond() throws {
        let wakatime = try Self.wakatime(), smtp = try SMTPTestServer()
        defer {
            wakatime.stop()
            smtp.stop()
        }
        let place = try Self.install(wakatime: wakatime, smtp: smtp)
        let first = try Self.runHook(place)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.isEmpty && first.stderr.isEmpty, "quiet when all is well, so cron mails nothing")
        #expect(FileManager.default.fileExists(atPath: place.published + "/weeks/2026-W47/index.html"))
        #expect(smtp.messages.count == 1)
        let log = try String(contentsOfFile: place.log, encoding: .utf8)
        let lines = log.split(separator: "\n")
        #expect(
            lines.allSatisfy {
                $0.range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4} "#, options: .regularExpression) != nil
            }, "\(log)")
        for text in [
            "$ weekly-digest run --now", "$ weekly-digest publish", "$ weekly-digest email",
            "Sent 2026-W47 to you@example.com", "done, exit 0",
        ] {
            #expect(log.contains(text), "log lacks \(text)")
        }
        #expect(
            !log.contains("app-password") && !FileManager.default.fileExists(atPath: place.published + "/sent.json"))

        let second = try Self.runHook(place)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(smtp.messages.count == 1, "the ledger keeps the week from going out twice")
        #expect(
            try String(contentsOfFile: place.log, encoding: .utf8).contains(
                "2026-W47 was already sent to you@example.com"))
    }

    /// Without DIGEST_STATE, the hook and the binary take the same default state folder: under an
    /// absolute XDG_STATE_HOME, the hook's lock and log beside the binary's history and ledger.
    @Test func theHookAndTheBinaryShareTheXDGStateFolder() throws {
        let wakatime = try Self.wakatime(), smtp = try SMTPTestServer()
        defer {
            wakatime.stop()
            smtp.stop()
        }
        let place = try Self.install(wakatime: wakatime, smtp: smtp)
        let xdg = place.root + "/xdg", state = place.root + "/xdg/weekly-digest"
        let settings =
            try String(contentsOfFile: place.envFile, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("DIGEST_STATE=") }.joined(separator: "\n") + "\nXDG_STATE_HOME='\(xdg)'\n"
        try settings.write(toFile: place.envFile, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: place.envFile)
        // A HOME of its own, so that the runner names no state folder for the commands either.
        let result = try BinaryRunner.run("/bin/bash", [Self.hook, place.envFile], environment: ["HOME": place.root])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(smtp.messages.count == 1)
        for file in ["lock", "weekly-digest.log", "sent.json"] {
            #expect(FileManager.default.fileExists(atPath: state + "/" + file), "\(file) is in \(state)")
        }
        let histories = (try? FileManager.default.contentsOfDirectory(atPath: state + "/sites")) ?? []
        #expect(histories.count == 1, "the binary's history is in \(state)/sites: \(histories)")
        #expect(!FileManager.default.fileExists(atPath: place.state), "nothing in the DIGEST_STATE left unset")
    }

    @Test func aSecondRunWhileTheFirstHoldsTheLockExitsAtOnce() throws {
        let wakatime = try Self.wakatime(), smtp = try SMTPTestServer()
        defer {
            wakatime.stop()
            smtp.stop()
        }
        let place = try Self.install(wakatime: wakatime, smtp: smtp)
        try FileManager.default.createDirectory(atPath: place.state, withIntermediateDirectories: true)
        // The first run's lock, held the way the hook holds it.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = ["--no-fork", place.state + "/lock", "sleep", "20"]
        try holder.run()
        // SIGKILL: children of the test runner may ignore SIGTERM.
        defer {
            kill(holder.processIdentifier, SIGKILL)
            holder.waitUntilExit()
        }
        var held = false
        for _ in 0..<50 where !held {
            held = try BinaryRunner.run("/usr/bin/flock", ["-n", place.state + "/lock", "true"]).status != 0
            if !held { Thread.sleep(forTimeInterval: 0.1) }
        }
        #expect(held)
        let second = try Self.runHook(place)
        #expect(second.status == 1)
        #expect(second.stderr.contains("another run holds \(place.state)/lock"), "\(second.stderr)")
        #expect(!FileManager.default.fileExists(atPath: place.output), "nothing ran")
        #expect(wakatime.requests.isEmpty && smtp.messages.isEmpty)
    }

    @Test func anEnvFileOthersCanReadIsRefused() throws {
        let wakatime = try Self.wakatime(), smtp = try SMTPTestServer()
        defer {
            wakatime.stop()
            smtp.stop()
        }
        let place = try Self.install(wakatime: wakatime, smtp: smtp, mode: 0o644)
        let result = try Self.runHook(place)
        #expect(result.status == 64)
        #expect(result.stderr.contains("can be read by others (mode 644)"), "\(result.stderr)")
        #expect(result.stderr.contains("chmod 600"))
        #expect(wakatime.requests.isEmpty && !FileManager.default.fileExists(atPath: place.state))
    }

    @Test func aPartialWeekIsStillPublishedAndMailedAndSaysSo() throws {
        let wakatime = try Self.wakatime(summaries: .json(401, #"{"error":"Unauthorized"}"#)),
            smtp = try SMTPTestServer()
        defer {
            wakatime.stop()
            smtp.stop()
        }
        let place = try Self.install(wakatime: wakatime, smtp: smtp)
        let result = try Self.runHook(place)
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.contains("the digest is partial"), "cron mails the run's lines when it is not clean")
        #expect(FileManager.default.fileExists(atPath: place.published + "/weeks/2026-W47/index.html"))
        let mail = try EmailTests.parse(try #require(smtp.messages.first).eml)
        #expect(mail.subject.hasPrefix("Weekly digest 2026-W47 (incomplete)"), "\(mail.subject)")
    }
}
