import Foundation
import TestSupport
import Testing

/// Recognisable fake secrets in every secret variable, through every command: none may appear in
/// any output file, log line, progress line or error, not even when a server echoes them back.
@Suite(.serialized)
struct SecretsTests {
    static let secrets = [
        "WAKATIME_API_KEY": "waka_SECRET-WAKATIME-1111",
        "QIITA_ACCESS_TOKEN": "SECRET-QIITA-2222",
        "X_BEARER_TOKEN": "SECRET-X-BEARER-3333",
        "SMTP_PASSWORD": "SECRET-SMTP-PASSWORD-4444",
    ]

    /// Each secret as it could leak: as set, and base64-encoded (HTTP Basic, SMTP AUTH PLAIN).
    static var forms: [String] {
        secrets.values.flatMap {
            [$0, Data($0.utf8).base64EncodedString(), Data("\u{0}digest\u{0}\($0)".utf8).base64EncodedString()]
        }
    }

    static func leaks(in text: String) -> [String] {
        forms.filter { text.contains($0) }
    }

    /// Every file under `folder`, with what it leaks.
    static func leakingFiles(under folder: String) -> [String] {
        BinaryRunner.files(under: folder).compactMap { path in
            let data = FileManager.default.contents(atPath: folder + "/" + path) ?? Data()
            let text = String(decoding: data, as: UTF8.self)
            let found = leaks(in: text)
            return found.isEmpty ? nil : "\(path): \(found)"
        }
    }

    @Test func noCommandEverShowsOrWritesASecret() throws {
        // A hostile API that answers 401 and echoes the credentials it was sent back in the body.
        let api = try LoopbackHTTPServer { request in
            let sent = ["authorization", "x-api-key"].compactMap { request.header($0) }.joined(separator: " ")
            return .json(401, #"{"error":"invalid credentials: \#(sent)","message":"token \#(sent) rejected"}"#)
        }
        let smtp = try SMTPTestServer(login: "digest:the-right-password")
        defer {
            api.stop()
            smtp.stop()
        }
        let root = try BinaryRunner.temporaryFolder()
        let output = root + "/site", state = root + "/state", published = root + "/www"
        var environment = Self.secrets.merging([
            "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_STATE": state,
            "WAKATIME_API_URL": api.baseURL + "/api/v1", "QIITA_TAGS": "swift",
            "QIITA_API_URL": api.baseURL + "/api/v2",
            "X_USERNAME": "hanako_dev", "X_API_URL": api.baseURL + "/2",
            "SMTP_URL": smtp.url, "SMTP_USERNAME": "digest", "DIGEST_MAIL_FROM": "me@example.com",
            "DIGEST_MAIL_TO": "you@example.com",
            "DIGEST_PUBLISH_TO": published,
        ]) { $1 }
        let common = ["--output", output, "--templates", SampleRun.templates]
        var results: [(String, BinaryRunner.Result)] = []
        results.append(
            (
                "run (every API answers 401)",
                try BinaryRunner.digest(
                    ["run", "-v"] + common + ["--now", "2026-11-23T07:00:00+09:00"], environment: environment)
            ))
        let page = try String(contentsOfFile: output + "/weeks/2026-W47/index.html", encoding: .utf8)
        #expect(
            page.contains("WakaTime rejected the API key (401)")
                && page.contains("Qiita rejected QIITA_ACCESS_TOKEN (401)")
                && page.contains("X rejected X_BEARER_TOKEN (401)"), "the 401s are on the page")
        #expect(Self.leaks(in: page) == [])
        results.append(("doctor", try BinaryRunner.digest(["doctor"] + common, environment: environment)))
        results.append(
            (
                "run --sample",
                try BinaryRunner.digest(
                    ["run", "--sample", "-v"] + common + ["--now", "2026-11-23T07:00:00+09:00"],
                    environment: environment)
            ))
        results.append(
            (
                "render",
                try BinaryRunner.digest(
                    ["render", "--now", "2026-11-23T07:00:00+09:00", "-v"] + common, environment: environment)
            ))
        // publish has no --templates: it copies the site as built.
        results.append(
            (
                "publish",
                try BinaryRunner.digest(
                    ["publish", "--now", "2026-11-23T07:00:00+09:00", "-v", "--output", output],
                    environment: environment)
            ))
        results.append(
            (
                "email (wrong SMTP password)",
                try BinaryRunner.digest(
                    ["email", "--now", "2026-11-23T07:00:00+09:00", "-v"] + common, environment: environment)
            ))
        results.append(
            (
                "email --dry-run",
                try BinaryRunner.digest(
                    ["email", "--now", "2026-11-23T07:00:00+09:00", "--dry-run"] + common, environment: environment)
            ))
        environment["SMTP_URL"] = "smtp://digest:\(Self.secrets["SMTP_PASSWORD"] ?? "")@127.0.0.1:25"
        results.append(
            (
                "email with a password in SMTP_URL",
                try BinaryRunner.digest(
                    ["email", "--now", "2026-11-23T07:00:00+09:00"] + common, environment: environment)
            ))

        #expect(results[0].1.status == 3, "the run fails its sources but writes the page: \(results[0].1.stderr)")
        #expect(
            results[5].1.status == 1 && results[5].1.stderr.contains("535"),
            "the failed login is reported: \(results[5].1.stderr)")
        #expect(results[7].1.status == 64)
        for (command, result) in results {
            #expect(
                Self.leaks(in: result.stdout + result.stderr) == [],
                "\(command) printed a secret: \(result.stdout)\(result.stderr)")
        }
        for folder in [output, state, published] {
            #expect(Self.leakingFiles(under: folder) == [], "a secret in \(folder)")
        }
        #expect(!BinaryRunner.files(under: output).isEmpty && !BinaryRunner.files(under: state).isEmpty)
    }

    @Test func theCronHookLogsNoSecret() throws {
        let api = try LoopbackHTTPServer { request in
            .json(401, #"{"error":"bad key \#(request.header("authorization") ?? "")"}"#)
        }
        let smtp = try SMTPTestServer(login: "digest:the-right-password")
        defer {
            api.stop()
            smtp.stop()
        }
        let root = try BinaryRunner.temporaryFolder()
        let settings = Self.secrets.merging([
            "WEEKLY_DIGEST": BinaryRunner.binary, "DIGEST_TEMPLATES": SampleRun.templates,
            "DIGEST_OUTPUT": root + "/site",
            "DIGEST_STATE": root + "/state", "DIGEST_TIMEZONE": "Asia/Tokyo",
            "DIGEST_RUN_OPTIONS": "--now 2026-11-23T07:00:00+09:00 -v",
            "WAKATIME_API_URL": api.baseURL + "/api/v1", "X_USERNAME": "hanako_dev", "X_API_URL": api.baseURL + "/2",
            "SMTP_URL": smtp.url, "SMTP_USERNAME": "digest",
            "DIGEST_MAIL_FROM": "me@example.com", "DIGEST_MAIL_TO": "you@example.com",
            "DIGEST_PUBLISH_TO": root + "/www",
        ]) { $1 }
        let text = settings.sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)'" }.joined(separator: "\n") + "\n"
        try text.write(toFile: root + "/digest.env", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: root + "/digest.env")
        let result = try BinaryRunner.run("/bin/bash", [CronHookTests.hook, root + "/digest.env"])
        #expect(result.status == 1, "the email's login fails: \(result.stderr)")
        #expect(Self.leaks(in: result.stdout + result.stderr) == [])
        let log = try String(contentsOfFile: root + "/state/weekly-digest.log", encoding: .utf8)
        #expect(
            log.contains("the digest is partial") && log.contains("535"),
            "the 401s made a partial week; the login failed")
        #expect(Self.leaks(in: log) == [], "\(log)")
        for folder in [root + "/site", root + "/state", root + "/www"] {
            #expect(Self.leakingFiles(under: folder) == [], "a secret in \(folder)")
        }
    }
}
