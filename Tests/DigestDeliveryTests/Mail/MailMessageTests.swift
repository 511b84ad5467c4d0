import Foundation
import Testing

@testable import DigestDelivery

/// The message as bytes: headers that cannot be broken, bodies within line limits.
struct MailMessageTests {
    static let zone = TimeZone(identifier: "Asia/Tokyo") ?? .current
    static let date = Date(timeIntervalSince1970: 1_795_384_800)  // 2026-11-23T07:00:00+09:00

    static func message(
        subject: String = "Weekly digest 2026-W47", text: String = "text", html: String = "<p>html</p>",
        unsubscribe: String? = nil
    ) throws -> MailMessage {
        MailMessage(
            from: try MailAddress(parsing: "Weekly digest <me@example.com>", setting: "FROM"),
            to: [
                try MailAddress(parsing: "you@example.com", setting: "TO"),
                try MailAddress(parsing: "二人目 <two@example.org>", setting: "TO"),
            ],
            subject: subject, date: date, timeZone: zone, token: "0123abcd-EF", text: text, html: html,
            unsubscribe: unsubscribe)
    }

    static func lines(_ message: MailMessage) -> [String] {
        String(decoding: message.encoded, as: UTF8.self).components(separatedBy: "\r\n")
    }

    /// The header block: the lines before the first empty one.
    static func headerLines(_ message: MailMessage) -> [String] {
        Array(lines(message).prefix { !$0.isEmpty })
    }

    @Test func headersComeInOrderWithTheirValues() throws {
        let headers = Self.headerLines(try Self.message())
        #expect(
            headers.filter { !$0.hasPrefix(" ") }.map { String($0.prefix { $0 != ":" }) }
                == ["From", "To", "Subject", "Date", "Message-ID", "MIME-Version", "Content-Type"])
        #expect(headers.contains("Date: Mon, 23 Nov 2026 07:00:00 +0900"))
        #expect(headers.contains("Message-ID: <weekly-digest.0123abcdEF@example.com>"))
        #expect(headers.contains("Subject: Weekly digest 2026-W47"))
        #expect(headers.contains(" =?UTF-8?B?5LqM5Lq655uu?= <two@example.org>"))
    }

    static let hostileSubjects = [
        "Week\r\nBcc: evil@example.com", "Week\nX-Injected: 1", "Week\u{0}\r\n\r\n<html>", "=?UTF-8?B?SGk=?= trick",
        String(repeating: "長い件名🚀", count: 40), String(repeating: "x", count: 2000), "",
    ]

    @Test(arguments: hostileSubjects)
    func noSubjectAddsOrBreaksAHeader(subject: String) throws {
        let headers = Self.headerLines(try Self.message(subject: subject))
        #expect(headers.filter { !$0.hasPrefix(" ") }.count == 7, "\(headers)")
        #expect(!headers.contains { $0.hasPrefix("Bcc") || $0.hasPrefix("X-Injected") || $0.contains("\u{0}") })
        for line in headers { #expect(line.utf8.count <= 78, "\(line.utf8.count) octets: \(line)") }
    }

    @Test(arguments: [
        "Weekly digest 2026-W47: 13 h 5 m coding (mostly Swift), 8 reads, 4 links",
        "Weekly digest 2026-W47 (incomplete): 112 h 59 m coding (mostly Objective-C++), 15 reads, 20 links and more",
        "short",
    ])
    func aPlainASCIISubjectIsFoldedNotEncoded(subject: String) throws {
        let value = HeaderEncoding.unstructured(subject, fieldName: "Subject")
        #expect(!value.contains("=?"), "plain ASCII stays readable: \(value)")
        #expect(value.replacingOccurrences(of: "\r\n", with: "") == subject, "unfolding gives the subject back")
        let lines = ("Subject: " + value).components(separatedBy: "\r\n")
        for line in lines { #expect(line.utf8.count <= 78, "\(line.utf8.count) octets: \(line)") }
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(" ") }, "each continuation starts with white space")
    }

    @Test(arguments: ["日本語の件名 🚀", String(repeating: "あ", count: 100), String(repeating: "👨‍👩‍👧", count: 20)])
    func encodedWordsNeverSplitACharacter(subject: String) {
        let encoded = HeaderEncoding.encodedWords(subject)
        var joined = Data()
        for word in encoded {
            #expect(word.hasPrefix("=?UTF-8?B?") && word.hasSuffix("?=") && word.count <= 75)
            let payload = String(word.dropFirst(10).dropLast(2))
            let bytes = Data(base64Encoded: payload) ?? Data()
            #expect(String(data: bytes, encoding: .utf8) != nil, "each word is whole UTF-8")
            joined.append(bytes)
        }
        #expect(String(decoding: joined, as: UTF8.self) == subject)
    }

    @Test func bodiesAreQuotedPrintableInTheRightOrder() throws {
        let message = try Self.message(text: "plain ✓", html: "<p>html ✓</p>")
        let text = String(decoding: message.encoded, as: UTF8.self)
        let plain = try #require(text.range(of: "Content-Type: text/plain; charset=utf-8"))
        let html = try #require(text.range(of: "Content-Type: text/html; charset=utf-8"))
        #expect(plain.lowerBound < html.lowerBound)
        #expect(text.contains("plain =E2=9C=93"))
        #expect(text.hasSuffix("--=_weekly-digest_0123abcdEF--\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line ends in CRLF")
    }

    @Test(arguments: [
        ("trailing space ", "trailing space=20"),
        ("tab\tinside", "tab\tinside"),
        (".leading dot", "=2Eleading dot"),
        ("From here", "=46rom here"),
        ("a=b", "a=3Db"),
        ("é", "=C3=A9"),
        ("line\r\nnext", "line\r\nnext"),
        ("", ""),
    ])
    func quotedPrintableEncodesWhatRelaysWouldChange(text: String, expected: String) {
        #expect(QuotedPrintable.encode(text) == expected)
    }

    @Test(arguments: [
        String(repeating: "a", count: 500), String(repeating: "日本語", count: 200), String(repeating: "=.", count: 300),
        String(repeating: "a", count: 75) + "é", String(repeating: " ", count: 200),
    ])
    func quotedPrintableLinesStayWithin76(text: String) {
        let lines = QuotedPrintable.encode(text).components(separatedBy: "\r\n")
        for line in lines {
            #expect(line.count <= 76, "\(line.count): \(line)")
            #expect(!line.hasPrefix("."), "a line starting with a dot")
        }
        let decoded = lines.map { $0.hasSuffix("=") ? String($0.dropLast()) : $0 + "\n" }.joined()
        #expect(Self.unquote(decoded) == text + "\n")
    }

    /// Undoes `=XX` escapes (soft breaks already removed).
    static func unquote(_ text: String) -> String {
        var bytes: [UInt8] = []
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        while index < utf8.endIndex {
            if utf8[index] == 61, let end = utf8.index(index, offsetBy: 3, limitedBy: utf8.endIndex),
                let byte = UInt8(String(decoding: utf8[utf8.index(after: index)..<end], as: UTF8.self), radix: 16)
            {
                bytes.append(byte)
                index = end
            } else {
                bytes.append(utf8[index])
                index = utf8.index(after: index)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: [
        ("https://me.example/unsubscribe?w=1", true, true),
        ("mailto:me@example.com?subject=stop", true, false),
        ("javascript:alert(1)", false, false),
        ("https://me.example/a b", false, false),
        ("https://me.example/>\r\nBcc: x", false, false),
    ])
    func listUnsubscribeOnlyForSafeAddresses(value: String, listed: Bool, oneClick: Bool) throws {
        let headers = Self.headerLines(try Self.message(unsubscribe: value))
        #expect(headers.contains("List-Unsubscribe: <\(value)>") == listed)
        #expect(headers.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click") == oneClick)
    }
}
