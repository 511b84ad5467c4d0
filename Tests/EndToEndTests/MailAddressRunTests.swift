import Foundation
import TestSupport
import Testing

/// Issue 57: DIGEST_MAIL_TO with a quoted name holding a comma and a domain in another script
/// reaches a real SMTP server as two recipients, the domain in its ASCII form.
@Suite(.serialized)
struct MailAddressRunTests {
    @Test func aQuotedNameWithACommaAndAnInternationalDomainAreMailed() throws {
        let server = try SMTPTestServer()
        defer { server.stop() }
        let output = try EmailTests.site(), state = try BinaryRunner.temporaryFolder() + "/state"
        let environment = EmailTests.environment(
            server, state: state, to: "\"Doe, Jane\" <jane@例え.jp>, b@example.com")
        let email = try EmailTests.email(output, environment)
        #expect(email.status == 0, "\(email.stderr)")
        let message = try #require(server.messages.first)
        #expect(message.envelope.contains("\"jane@xn--r8jz45g.jp\"") && message.envelope.contains("\"b@example.com\""))
        let to =
            String(decoding: message.eml, as: UTF8.self).replacingOccurrences(of: "\r\n ", with: " ")
            .components(separatedBy: "\r\n").first { $0.hasPrefix("To: ") }
        #expect(to == "To: \"Doe, Jane\" <jane@xn--r8jz45g.jp>, b@example.com", "\(to ?? "")")
    }
}
