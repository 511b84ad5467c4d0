import DigestSystem
import Foundation
import TestSupport
import Testing

@testable import DigestCore
@testable import DigestDelivery

/// Addresses, SMTP URLs and the ledger: what is accepted, what is refused and how it says so.
struct MailSettingsTests {
    @Test(
        arguments: [
            ("me@example.com", "me@example.com", nil),
            ("  Me <me@example.com> ", "me@example.com", "Me"),
            ("\"Weekly, digest\" <me@example.com>", "me@example.com", "Weekly, digest"),
            ("週報 <me@example.jp>", "me@example.jp", "週報"),
        ] as [(String, String, String?)])
    func addressesParse(text: String, address: String, name: String?) throws {
        let parsed = try MailAddress(parsing: text, setting: "DIGEST_MAIL_FROM")
        #expect(parsed.address == address)
        #expect(parsed.name == name)
    }

    @Test(arguments: [
        "", "me", "me@", "@example.com", "me@localhost", "me@example.com\r\nBcc: x@y.z", "a b@example.com",
        "<me@example.com", "me@example.com>", "Me <me@exa mple.com>", "me@@example.com", "\"x\" <me@.com>",
        "Evil\r\n <me@example.com>",
    ])
    func badAddressesAreRefusedNamingTheSetting(text: String) {
        #expect(throws: MailError.self) { try MailAddress(parsing: text, setting: "DIGEST_MAIL_TO") }
        do { _ = try MailAddress(parsing: text, setting: "DIGEST_MAIL_TO") } catch {
            #expect(error.kind == .setting)
            #expect(error.message.hasPrefix("DIGEST_MAIL_TO has '"))
            #expect(!error.message.contains("\r") && !error.message.contains("\n"))
        }
    }

    @Test func aListHoldsEachAddressOnce() throws {
        let list = try MailAddress.list("a@example.com, B <b@example.com>,,A@EXAMPLE.COM ", setting: "DIGEST_MAIL_TO")
        #expect(list.map(\.address) == ["a@example.com", "b@example.com"])
        #expect(throws: MailError.self) { try MailAddress.list(" , ", setting: "DIGEST_MAIL_TO") }
    }

    @Test(arguments: [
        ("smtp://mail.example.com", "smtp://mail.example.com:587", SMTPServer.Security.startTLS),
        ("smtp://mail.example.com:2525", "smtp://mail.example.com:2525", .startTLS),
        ("smtps://mail.example.com", "smtps://mail.example.com:465", .implicitTLS),
        ("SMTP://127.0.0.1:2525", "smtp://127.0.0.1:2525", .plainLoopback),
        ("smtp://localhost:25", "smtp://localhost:25", .plainLoopback),
        ("smtp://[::1]:25", "smtp://[::1]:25", .plainLoopback),
        ("smtp://127.0.0.2:25", "smtp://127.0.0.2:25", .startTLS),
    ])
    func smtpURLsChooseTheirSecurity(value: String, url: String, security: SMTPServer.Security) throws {
        let server = try SMTPServer(url: value, username: nil, password: nil, fileSystem: LocalFileSystem())
        #expect(server.url == url)
        #expect(server.security == security)
    }

    @Test(arguments: [
        "http://mail.example.com", "mail.example.com:587", "smtp://", "smtp://user:hunter2@mail.example.com",
        "smtp://mail.example.com/path", "smtp://mail.example.com?x=1", "smtp://mail.example.com:0",
    ])
    func badSMTPURLsAreRefusedWithoutEchoingAPassword(value: String) {
        do {
            _ = try SMTPServer(url: value, username: nil, password: nil, fileSystem: LocalFileSystem())
            Issue.record("accepted \(value)")
        } catch {
            #expect(error.kind == .setting)
            #expect(error.message.contains("SMTP_URL"))
            #expect(!error.message.contains("hunter2"))
        }
    }

    @Test func aLoginNeedsBothHalves() {
        #expect(throws: MailError.self) {
            try SMTPServer(
                url: "smtps://mail.example.com", username: "me", password: nil, fileSystem: LocalFileSystem())
        }
    }

    static func folder() throws -> String {
        TestFolder.path("ledger") + "/state"
    }

    @Test func theLedgerRemembersWhoGotWhichWeekAndIsPrivate() throws {
        let ledger = MailLedger(folder: try Self.folder(), fileSystem: LocalFileSystem())
        let week = try ISOWeek(parsing: "2026-W47")
        #expect(try ledger.alreadySent(week, to: ["a@example.com"]).isEmpty)
        try ledger.record([
            MailLedger.Entry(
                week: week, to: "a@example.com", sentAt: Date(timeIntervalSince1970: 0), messageID: "<1@x>")
        ])
        try ledger.record([
            MailLedger.Entry(
                week: week.previous, to: "b@example.com", sentAt: Date(timeIntervalSince1970: 0), messageID: "<2@x>")
        ])
        #expect(try ledger.alreadySent(week, to: ["A@example.com", "b@example.com"]).map(\.to) == ["a@example.com"])
        #expect(try ledger.entries().count == 2)
        let attributes = try FileManager.default.attributesOfItem(atPath: ledger.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let folder = try FileManager.default.attributesOfItem(
            atPath: NSString(string: ledger.path).deletingLastPathComponent)
        #expect((folder[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    }

    @Test func aBrokenLedgerIsNamedNotOverwritten() throws {
        let folder = try Self.folder()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let ledger = MailLedger(folder: folder, fileSystem: LocalFileSystem())
        try Data("{not json".utf8).write(to: URL(fileURLWithPath: ledger.path))
        do {
            _ = try ledger.entries()
            Issue.record("read a broken ledger")
        } catch {
            #expect(error.kind == .ledger)
            #expect(error.message.contains(ledger.path))
        }
        #expect(throws: MailError.self) { try ledger.record([]) }
        #expect(try String(contentsOfFile: ledger.path, encoding: .utf8) == "{not json")
    }
}
