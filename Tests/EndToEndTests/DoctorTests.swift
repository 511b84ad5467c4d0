import Foundation
import TestSupport
import Testing

/// `weekly-digest doctor`: what is configured, a live key check, a fix for each problem.
@Suite(.serialized)
struct DoctorTests {
    static let key = "not-a-real-key-doctor-0003"
    static let statsPath = "/api/v1/users/current/stats/last_7_days"

    func doctor(_ environment: [String: String]) throws -> BinaryRunner.Result {
        let output = try BinaryRunner.temporaryFolder()
        return try BinaryRunner.digest(
            ["doctor", "--output", output + "/site", "--templates", SampleRun.templates],
            environment: environment)
    }

    @Test func anAcceptedKeyIsReportedWithTheBaseURL() throws {
        let server = try LoopbackHTTPServer(
            script: ReplyScript([Self.statsPath: [.json(200, WakaTimeFixtures.stats())]]))
        defer { server.stop() }
        let result = try doctor([
            "WAKATIME_API_KEY": Self.key, "WAKATIME_API_URL": server.baseURL + "/api/v1",
            "DIGEST_TIMEZONE": "Asia/Tokyo",
        ])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("WakaTime   configured, base URL \(server.baseURL)/api/v1"))
        #expect(result.stdout.contains("✓ key accepted"))
        #expect(result.stdout.contains("Asia/Tokyo"))
        #expect(result.stdout.contains("(will be created)"))
        #expect(result.stdout.contains("Qiita      not configured: set QIITA_TAGS"))
        #expect(server.requests.count == 1)
        #expect(server.requests.first?.header("authorization") == "Basic " + Data(Self.key.utf8).base64EncodedString())
        #expect(!(result.stdout + result.stderr).contains(Self.key))
    }

    @Test func aStillCalculatingAnswerStillProvesTheKey() throws {
        let server = try LoopbackHTTPServer(script: ReplyScript([Self.statsPath: [.json(202, "")]]))
        defer { server.stop() }
        let result = try doctor(["WAKATIME_API_KEY": Self.key, "WAKATIME_API_URL": server.baseURL + "/api/v1"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(server.requests.count == 1, "doctor does not wait for WakaTime to finish")
    }

    static let problems: [(Reply, Int32, String)] = [
        (.json(401, #"{"error":"Unauthorized"}"#), 64, "WakaTime rejected the API key (401): check WAKATIME_API_KEY"),
        (.json(404, #"{"error":"Not found"}"#), 64, "the base URL is probably wrong"),
        (.html(200, "<html>login</html>"), 64, "is not the JSON"),
    ]

    @Test(arguments: problems)
    func aProblemNamesItsFix(reply: Reply, status: Int32, mentions: String) throws {
        let server = try LoopbackHTTPServer(script: ReplyScript([Self.statsPath: [reply]]))
        defer { server.stop() }
        let result = try doctor(["WAKATIME_API_KEY": Self.key, "WAKATIME_API_URL": server.baseURL + "/api/v1"])
        #expect(result.status == status, "\(result.stdout)")
        #expect(result.stdout.contains("✗ " + mentions) || result.stdout.contains(mentions), "\(result.stdout)")
        #expect(!(result.stdout + result.stderr).contains(Self.key))
    }

    @Test func nothingConfiguredSaysWhatToSet() throws {
        let result = try doctor([:])
        #expect(result.status == 64)
        #expect(result.stdout.contains("WakaTime   not configured: set WAKATIME_API_KEY"))
        #expect(result.stdout.contains("https://wakatime.com/api/v1"))
        #expect(result.stdout.contains("✗ none is configured"))
    }

    @Test func aBadSettingIsNamed() throws {
        let result = try doctor(["WAKATIME_API_KEY": Self.key, "WAKATIME_API_URL": "http://wakatime.example/api"])
        #expect(result.status == 64)
        #expect(result.stdout.contains("WAKATIME_API_URL 'http://wakatime.example/api' uses plain http"))
    }

    @Test func emailSettingsAreShownAndABadOneIsAProblem() throws {
        let good = try doctor([
            "DIGEST_MAIL_TO": "you@example.com", "DIGEST_MAIL_FROM": "me@example.com",
            "SMTP_URL": "smtps://mail.example.com", "SMTP_USERNAME": "me", "SMTP_PASSWORD": "pw-not-shown",
        ])
        #expect(
            good.stdout.contains(
                "Email      from me@example.com to you@example.com via smtps://mail.example.com:465 (TLS), login me"),
            "\(good.stdout)")
        #expect(!good.stdout.contains("pw-not-shown"))
        let bad = try doctor([
            "DIGEST_MAIL_TO": "you@example.com", "DIGEST_MAIL_FROM": "me@example.com",
            "SMTP_URL": "smtp://user:pw-not-shown@mail.example.com",
        ])
        #expect(bad.status == 64)
        #expect(bad.stdout.contains("Email      ✗ SMTP_URL is"), "\(bad.stdout)")
        #expect(!bad.stdout.contains("pw-not-shown"))
        let off = try doctor([:])
        #expect(off.stdout.contains("Email      not configured: set DIGEST_MAIL_TO"))
    }
}
