import Foundation
import Testing

@testable import DigestDelivery

/// Issue 57: what RFC 5322 and internationalised domains allow in DIGEST_MAIL_TO and
/// DIGEST_MAIL_FROM is taken: a quoted name with a comma, quotes escaped in it, a domain in
/// another script (sent in IDNA's ASCII form).
struct MailAddressTests {
    @Test func aQuotedNameWithACommaIsOneAddress() throws {
        let list = try MailAddress.list(
            "\"Doe, Jane\" <jane@example.com>, b@example.com, \"Say \\\"hi\\\", \\\\ok\" <c@example.com>",
            setting: "DIGEST_MAIL_TO")
        #expect(list.map(\.address) == ["jane@example.com", "b@example.com", "c@example.com"])
        #expect(list.map(\.name) == ["Doe, Jane", nil, "Say \"hi\", \\ok"])
        #expect(list[0].header == "\"Doe, Jane\" <jane@example.com>")
        #expect(list[2].header == "\"Say \\\"hi\\\", \\\\ok\" <c@example.com>")
    }

    @Test(arguments: [
        ("me@例え.jp", "me@xn--r8jz45g.jp"), ("Me <me@ドメイン.テスト>", "me@xn--eckwd4c7c.xn--zckzah"),
        ("me@Bücher.example", "me@xn--bcher-kva.example"), ("me@EXAMPLE.com", "me@EXAMPLE.com"),
    ])
    func aDomainInAnotherScriptIsSentInItsASCIIForm(text: String, address: String) throws {
        #expect(try MailAddress(parsing: text, setting: "DIGEST_MAIL_TO").address == address)
    }

    @Test(arguments: ["めい@example.jp", "Me <josé@example.com>"])
    func aLocalPartPastASCIIIsRefusedSayingWhy(text: String) {
        #expect {
            try MailAddress(parsing: text, setting: "DIGEST_MAIL_TO")
        } throws: { error in
            (error as? MailError)?.message.contains("SMTPUTF8") == true
        }
    }

    @Test(arguments: ["\"Doe, Jane <jane@example.com>", "a@example.com, \"b@example.com", "Evil\r\n <me@例え.jp>"])
    func anUnclosedQuoteOrABrokenNameIsStillRefused(text: String) {
        #expect(throws: MailError.self) { try MailAddress.list(text, setting: "DIGEST_MAIL_TO") }
    }
}
