import DigestSystem
import Foundation
import TestSupport
import Testing

@testable import DigestDelivery

/// `weekly-digest email` through the binary to a real SMTP server on loopback, the message read
/// back with Python's email package.
@Suite(.serialized)
struct EmailTests {
    struct Parsed: Decodable {
        var headers: [String], subject: String, from: String, to: String, type: String, parts: [String]
        var defects: [String], longest: Int, text: String, html: String
        /// The HTML part's element names, event-handler attributes and link schemes.
        var tags: [String], events: [String], schemes: [String]
    }

    static let parser = BinaryRunner.repository.appendingPathComponent("Tests/Support/parse_mail.py").path

    static func parse(_ eml: Data) throws -> Parsed {
        let file = try BinaryRunner.temporaryFolder() + "/message.eml"
        try eml.write(to: URL(fileURLWithPath: file))
        let result = try BinaryRunner.run(SMTPTestServer.python, [parser, file])
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode(Parsed.self, from: Data(result.stdout.utf8))
    }

    /// A site with the sample week, its snapshot changed by `edit` (the JSON as a dictionary).
    static func site(edit: ((inout [String: Any]) -> Void)? = nil) throws -> String {
        let output = try BinaryRunner.temporaryFolder()
        let run = try BinaryRunner.digest(
            ["run", "--sample", "-q", "--week", "2026-W47", "--output", output] + SampleRun.pinned,
            environment: SampleRun.tokyo)
        #expect(run.status == 0, "\(run.stderr)")
        if let edit {
            let path = StoredHistory.snapshot(output, "2026-W47")
            var json = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
            edit(&json)
            try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
        }
        return output
    }

    static func environment(_ server: SMTPTestServer, state: String, to: String = "you@example.com") -> [String: String]
    {
        [
            "DIGEST_TIMEZONE": "Asia/Tokyo", "SMTP_URL": server.url,
            "DIGEST_MAIL_FROM": "Weekly digest <me@example.com>",
            "DIGEST_MAIL_TO": to, "DIGEST_STATE": state,
        ]
    }

    /// `email` for the site in `output`; with `share`, the state folder is given the site's history first.
    static func email(_ output: String, _ environment: [String: String], _ extra: [String] = [], share: Bool = true)
        throws -> BinaryRunner.Result
    {
        if share { try StoredHistory.share(output, with: environment["DIGEST_STATE"]) }
        return try BinaryRunner.digest(
            [
                "email", "--output", output, "--templates", SampleRun.templates,
                "--now", "2026-11-23T12:05:00+09:00",
            ] + extra, environment: environment)
    }

    @Test func theWeekArrivesAsTextThenHTMLAndIsNotSentTwice() throws {
        let server = try SMTPTestServer()
        defer { server.stop() }
        let output = try Self.site(), state = try BinaryRunner.temporaryFolder() + "/state"
        let first = try Self.email(output, Self.environment(server, state: state))
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Sent 2026-W47 to you@example.com by \(server.url)"))
        let mail = try Self.parse(try #require(server.messages.first).eml)
        #expect(mail.defects == [])
        #expect(mail.type == "multipart/alternative")
        #expect(mail.parts == ["text/plain", "text/html"])
        for header in ["From", "To", "Subject", "Date", "Message-ID", "MIME-Version"] {
            #expect(mail.headers.contains(header))
        }
        #expect(
            mail.subject
                == "Weekly digest 2026-W47: 13 h 5 m coding (mostly Swift), 9 commits, 10 reads, 7 links, 7 pull requests and reviews"
        )
        let raw = String(decoding: try #require(server.messages.first).eml, as: UTF8.self)
        #expect(raw.contains("Subject: Weekly digest 2026-W47: 13 h 5 m"), "plain ASCII is folded, never encoded")
        #expect(mail.text.contains("\n-- \n") || mail.text.contains("\r\n-- \r\n"), "the signature separator is '-- '")
        #expect(
            mail.html.contains("Total: 13\u{00A0}h\u{00A0}5\u{00A0}m") && mail.html.contains("Reading list: Swift 6 の"),
            "a preview line with what the subject does not say")
        #expect(!mail.html.contains(">Weekly digest</p>"), "no kicker repeating the title")
        #expect(mail.longest <= 998)
        #expect(mail.text.contains("Swift 6 の strict concurrency を段階的に有効にする 🚀"))
        #expect(mail.text.contains("https://qiita.com/hanako_dev/items/c0ffee0000000000a001"))
        #expect(
            !mail.text.contains("<p>") && !mail.text.contains("**Total") && !mail.text.contains("hanako\\_dev"),
            "written as text, not markup")
        #expect(mail.text.contains("Total: 13 h 5 m"))
        #expect(!mail.html.contains("<svg") && !mail.html.contains("<script"), "mail clients drop SVG; scripts never")
        // Inline styles carry the light look; the <style> block only adds the dark scheme and narrow screens.
        #expect(
            mail.html.contains("@media (prefers-color-scheme: dark)") && mail.html.contains("@media (max-width: 480px)")
        )
        #expect(!mail.html.contains("width=\"600\""), "no fixed width: the card is fluid up to 600 px")
        #expect(mail.html.contains("&lt;script&gt;alert(&#39;xss&#39;)&lt;/script&gt;"))
        #expect(mail.html.contains("width=\"47%\""), "the language chart as table cells")
        #expect(
            mail.html.contains(">Time per day</p>") && mail.html.contains(">3\u{00A0}h\u{00A0}5\u{00A0}m</td>"),
            "and the days'")
        #expect(mail.text.contains("3 h 5 m") && !mail.text.contains("\u{00A0}"), "plain text keeps plain spaces")
        #expect(!FileManager.default.fileExists(atPath: output + "/sent.json"), "the ledger is not in the site")

        let second = try Self.email(output, Self.environment(server, state: state))
        #expect(second.status == 0)
        #expect(second.stdout.contains("2026-W47 was already sent to you@example.com"), "\(second.stdout)")
        #expect(server.messages.count == 1)
        let forced = try Self.email(output, Self.environment(server, state: state), ["--force"])
        #expect(forced.status == 0)
        #expect(server.messages.count == 2)
    }

    @Test func japaneseAndEmojiSurviveTheSubjectAndCRLFAddsNoHeader() throws {
        let server = try SMTPTestServer()
        defer { server.stop() }
        let output = try Self.site { json in
            guard var coding = json["coding"] as? [String: Any], var value = coding["value"] as? [String: Any],
                var languages = value["languages"] as? [[String: Any]], !languages.isEmpty
            else { return }
            languages[0]["name"] = "Swift 🚀\r\nBcc: evil@example.com"
            value["languages"] = languages
            coding["value"] = value
            json["coding"] = coding
        }
        var environment = Self.environment(server, state: try BinaryRunner.temporaryFolder())
        environment["DIGEST_LOCALE"] = "ja"
        let result = try Self.email(output, environment)
        #expect(result.status == 0, "\(result.stderr)")
        let mail = try Self.parse(try #require(server.messages.first).eml)
        #expect(
            mail.subject
                == "週間ダイジェスト 2026-W47: コーディング 13時間5分(主にSwift 🚀 Bcc: evil@example.com)、コミット 9件、記事 10本、リンク 7件、プルリクエストとレビュー 7件"
        )
        #expect(!mail.headers.contains("Bcc"))
        #expect(mail.headers.filter { $0 == "Subject" }.count == 1)
        #expect(server.messages.first?.envelope.contains("evil") == false, "no extra recipient")
        #expect(mail.text.contains("コーディング時間"))
    }

    @Test func aRefusedRecipientLosesNothingAndTheNextRunSends() throws {
        let server = try SMTPTestServer()
        defer { server.stop() }
        let output = try Self.site(), state = try BinaryRunner.temporaryFolder() + "/state"
        let refused = try Self.email(
            output, Self.environment(server, state: state, to: "you@example.com, refused@example.com"))
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains("550 5.1.1 <refused@example.com>: Recipient address rejected"), "\(refused.stderr)")
        #expect(server.messages.isEmpty)
        #expect(
            try MailLedger(folder: state, fileSystem: LocalFileSystem()).entries().isEmpty,
            "a refused send is recorded neither as sent nor as being sent")
        let fixed = try Self.email(output, Self.environment(server, state: state))
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(server.messages.count == 1)
    }

    @Test func aServerThatIsDownExits1AndTheNextRunSends() throws {
        // A port that stays refused: a stopped server's port can go to another test's server.
        let down = try RefusingPort()
        let output = try Self.site(), state = try BinaryRunner.temporaryFolder() + "/state"
        let server = try SMTPTestServer()
        defer { server.stop() }
        let failed = try Self.email(
            output,
            Self.environment(server, state: state).merging([
                "SMTP_URL": "smtp://127.0.0.1:\(down.port)", "SMTP_PASSWORD": "pw-never-shown", "SMTP_USERNAME": "me",
            ]) { $1 })
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("check SMTP_URL and that the server is up"), "\(failed.stderr)")
        #expect(!failed.stderr.contains("pw-never-shown"))
        withExtendedLifetime(down) {}
        let sent = try Self.email(output, Self.environment(server, state: state))
        #expect(sent.status == 0, "\(sent.stderr)")
        #expect(server.messages.count == 1)
    }

    @Test func aWeekWhoseSendFailedGoesOutWithTheNextWeek() throws {
        let output = try Self.site(), state = try BinaryRunner.temporaryFolder() + "/state"
        // 2026-W48 is built once it has ended, and emailed on the Monday after.
        let next = try BinaryRunner.digest(
            [
                "run", "--sample", "-q", "--week", "2026-W48", "--output", output, "--templates", SampleRun.templates,
                "--now", "2026-11-30T07:00:00+09:00",
            ], environment: SampleRun.tokyo)
        #expect(next.status == 0, "\(next.stderr)")
        // The ledger of a reader who got 2026-W46, and whose 2026-W47 failed to send.
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        let ledger =
            #"{"version": 1, "sent": [{"week": "2026-W46", "to": "you@example.com", "sentAt": "2026-11-16T00:00:00Z", "messageID": "<1@x>"}]}"#
        try ledger.write(toFile: state + "/sent.json", atomically: true, encoding: .utf8)
        let server = try SMTPTestServer()
        defer { server.stop() }
        let monday = ["--now", "2026-11-30T07:05:00+09:00"]
        let result = try Self.email(output, Self.environment(server, state: state), monday)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains("Sent 2026-W47 to you@example.com")
                && result.stdout.contains("Sent 2026-W48 to you@example.com"))
        let subjects = try server.messages.map { try Self.parse($0.eml).subject }
        #expect(
            subjects.map { $0.prefix(23) } == ["Weekly digest 2026-W47:", "Weekly digest 2026-W48:"], "oldest first")
        #expect(try Self.email(output, Self.environment(server, state: state), monday).stdout.contains("already sent"))
    }

    @Test func aWeekWithoutADigestSaysHowToMakeIt() throws {
        let output = try Self.site()
        let result = try Self.email(
            output,
            [
                "DIGEST_MAIL_FROM": "me@example.com", "DIGEST_MAIL_TO": "you@example.com",
                "DIGEST_STATE": try BinaryRunner.temporaryFolder(),
            ], ["--dry-run", "--week", "2026-W40"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("There is no digest of 2026-W40 to email"), "\(result.stderr)")
        #expect(result.stderr.contains("run `weekly-digest run --week 2026-W40` first"))
    }

    @Test func aDryRunWritesTheMessageOutsideTheSiteAndSendsNothing() throws {
        let output = try Self.site(), state = try BinaryRunner.temporaryFolder() + "/state"
        try StoredHistory.share(output, with: state)
        let result = try BinaryRunner.digest(
            [
                "email", "--now", "2026-11-23T12:00:00Z", "--dry-run", "--output", output, "--templates",
                SampleRun.templates,
            ],
            environment: [
                "DIGEST_MAIL_FROM": "me@example.com", "DIGEST_MAIL_TO": "you@example.com", "DIGEST_STATE": state,
            ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == state + "/outbox/2026-W47.en.eml\n")
        let mail = try Self.parse(try Data(contentsOf: URL(fileURLWithPath: state + "/outbox/2026-W47.en.eml")))
        #expect(mail.parts == ["text/plain", "text/html"])
        #expect(!FileManager.default.fileExists(atPath: state + "/sent.json"), "a dry run is not a send")
    }

    static let usage: [([String], [String: String], String)] = [
        ([], ["DIGEST_MAIL_TO": "you@example.com", "SMTP_URL": "smtp://127.0.0.1:25"], "DIGEST_MAIL_FROM is not set"),
        (
            [], ["DIGEST_MAIL_FROM": "me@example.com", "SMTP_URL": "smtp://127.0.0.1:25"],
            "pass --to ADDR or set DIGEST_MAIL_TO"
        ),
        ([], ["DIGEST_MAIL_FROM": "me@example.com", "DIGEST_MAIL_TO": "you@example.com"], "set SMTP_URL"),
        (
            [],
            [
                "DIGEST_MAIL_FROM": "me@example.com", "DIGEST_MAIL_TO": "you@example.com",
                "SMTP_URL": "http://mail.example.com",
            ], "SMTP_URL is 'http://mail.example.com'"
        ),
        (
            ["--to", "not an address"], ["DIGEST_MAIL_FROM": "me@example.com", "SMTP_URL": "smtp://127.0.0.1:25"],
            "--to has 'not an address'"
        ),
        (
            [],
            [
                "DIGEST_MAIL_FROM": "me@example.com\r\nBcc: x@example.com", "DIGEST_MAIL_TO": "you@example.com",
                "SMTP_URL": "smtp://127.0.0.1:25",
            ], "DIGEST_MAIL_FROM has"
        ),
        (
            ["--sendmail"],
            [
                "DIGEST_MAIL_FROM": "me@example.com", "DIGEST_MAIL_TO": "you@example.com",
                "DIGEST_SENDMAIL": "/nonexistent/sendmail",
            ], "DIGEST_SENDMAIL"
        ),
        (
            ["--dry-run"],
            [
                "DIGEST_MAIL_FROM": "me@example.com", "DIGEST_MAIL_TO": "you@example.com",
                "DIGEST_LIST_UNSUBSCRIBE": "javascript:alert(1)",
            ], "DIGEST_LIST_UNSUBSCRIBE"
        ),
    ]

    @Test(arguments: usage)
    func badSettingsExit64NamingThem(arguments: [String], environment: [String: String], mentions: String) throws {
        let output = try Self.site(), state = try BinaryRunner.temporaryFolder() + "/state"
        // The state folder is left unmade, so that the test sees the command made nothing there.
        let result = try Self.email(
            output, environment.merging(["DIGEST_STATE": state]) { $1 }, arguments, share: false)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(mentions), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: state))
    }

    @Test func withoutADigestThereIsNothingToSend() throws {
        let output = try BinaryRunner.temporaryFolder()
        let result = try Self.email(
            output,
            [
                "DIGEST_MAIL_FROM": "me@example.com", "DIGEST_MAIL_TO": "you@example.com",
                "SMTP_URL": "smtp://127.0.0.1:25",
            ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("holds no digest to email: run `weekly-digest run` first"), "\(result.stderr)")
    }

    /// A `sendmail` that is real msmtp delivering to `server` (msmtp's sendmail interface, as msmtp-mta installs it).
    static func msmtpSendmail(to server: SMTPTestServer) throws -> String {
        let folder = try BinaryRunner.temporaryFolder()
        let script =
            "#!/bin/sh\nexec /usr/bin/msmtp --host=127.0.0.1 --port=\(server.port) --auth=off --tls=off \"$@\"\n"
        try script.write(toFile: folder + "/sendmail", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder + "/sendmail")
        return folder + "/sendmail"
    }

    @Test func sendmailPipesTheMessageToMsmtp() throws {
        let server = try SMTPTestServer()
        defer { server.stop() }
        #expect(FileManager.default.isExecutableFile(atPath: "/usr/bin/msmtp"), "install it: apt-get install msmtp")
        let output = try Self.site(), state = try BinaryRunner.temporaryFolder() + "/state"
        let environment = [
            "DIGEST_MAIL_FROM": "me@example.com", "DIGEST_MAIL_TO": "you@example.com, two@example.org",
            "DIGEST_STATE": state, "DIGEST_SENDMAIL": try Self.msmtpSendmail(to: server),
        ]
        let result = try Self.email(output, environment, ["--sendmail"])
        #expect(result.status == 0, "\(result.stderr)")
        let received = try #require(server.messages.first)
        #expect(received.envelope.contains("\"from\": \"me@example.com\""))
        #expect(
            received.envelope.contains("\"to\": [\"you@example.com\", \"two@example.org\"]"), "recipients read from To")
        #expect(try Self.parse(received.eml).parts == ["text/plain", "text/html"])
        #expect(try Self.email(output, environment, ["--sendmail"]).stdout.contains("already sent"))
    }

    @Test func aSendmailThatFailsIsQuotedAndNothingIsRecorded() throws {
        let folder = try BinaryRunner.temporaryFolder()
        try "#!/bin/sh\ncat >/dev/null\necho 'sendmail: cannot connect to mail.example.com, port 587' >&2\nexit 75\n"
            .write(toFile: folder + "/sendmail", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder + "/sendmail")
        let output = try Self.site(), state = folder + "/state"
        let result = try Self.email(
            output,
            [
                "DIGEST_MAIL_FROM": "me@example.com", "DIGEST_MAIL_TO": "you@example.com",
                "DIGEST_STATE": state, "DIGEST_SENDMAIL": folder + "/sendmail",
            ], ["--sendmail"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("exited with status 75: sendmail: cannot connect to mail.example.com, port 587"),
            "\(result.stderr)")
        #expect(
            try MailLedger(folder: state, fileSystem: LocalFileSystem()).entries().isEmpty,
            "a failed send is recorded neither as sent nor as being sent")
    }
}
