import DigestSystem
import Foundation
import TestSupport
import Testing

@testable import DigestDelivery

/// SMTP through libcurl against a real SMTP server on loopback (python3-aiosmtpd).
@Suite(.serialized)
struct CurlSMTPTransportTests {
    static func transport(_ url: String, login: (String, String)? = nil, caFile: String? = nil) throws
        -> CurlSMTPTransport
    {
        CurlSMTPTransport(
            server: try SMTPServer(
                url: url, username: login?.0, password: login?.1, caFile: caFile, fileSystem: LocalFileSystem()),
            connectTimeout: 5, timeout: 20)
    }

    /// The error of sending the standard test message through `transport` to `recipients`, or nil when it was sent.
    static func failure(_ transport: CurlSMTPTransport, to recipients: [String]) throws -> MailError? {
        let message = try MailMessageTests.message()
        do {
            try transport.send(message, from: "me@example.com", to: recipients)
            return nil
        } catch { return error }
    }

    @Test func aMessageArrivesByteForByteWithItsEnvelopeAndLogin() throws {
        let server = try SMTPTestServer(login: "digest:s3cret-pass")
        defer { server.stop() }
        let message = try MailMessageTests.message(
            text: ".a dot first\nand a line with only a dot:\n.\nend", html: "<p>✓</p>")
        try Self.transport(server.url, login: ("digest", "s3cret-pass")).send(
            message, from: "me@example.com", to: ["you@example.com", "two@example.org"])
        let received = try #require(server.messages.first)
        #expect(server.messages.count == 1)
        #expect(received.eml == message.encoded, "what arrives is what was built")
        #expect(received.envelope.contains("\"from\": \"me@example.com\""))
        #expect(received.envelope.contains("\"to\": [\"you@example.com\", \"two@example.org\"]"))
        #expect(received.envelope.contains("\"authenticated\": true"))
    }

    @Test func aRefusedRecipientSendsNothingAndQuotesTheServer() throws {
        let server = try SMTPTestServer()
        defer { server.stop() }
        let error = try #require(
            try Self.failure(try Self.transport(server.url), to: ["you@example.com", "refused@example.com"]))
        #expect(error.kind == .delivery)
        #expect(error.message.contains("550 5.1.1 <refused@example.com>: Recipient address rejected"), "\(error)")
        #expect(error.message.contains("Nothing is recorded as sent, so the next run sends it."))
        #expect(server.messages.isEmpty)
    }

    @Test func aWrongPasswordIsNamedButNeverPrinted() throws {
        let server = try SMTPTestServer(login: "digest:right-password")
        defer { server.stop() }
        let transport = try Self.transport(server.url, login: ("digest", "wrong-password-123"))
        let error = try #require(try Self.failure(transport, to: ["you@example.com"]))
        #expect(error.message.contains("535"), "\(error)")
        #expect(error.message.contains("check SMTP_USERNAME and SMTP_PASSWORD"))
        #expect(!error.message.contains("wrong-password-123"))
        #expect(
            !error.message.contains(Data("\u{0}digest\u{0}wrong-password-123".utf8).base64EncodedString()),
            "not even as AUTH PLAIN")
        #expect(server.messages.isEmpty)
    }

    @Test func aServerThatIsDownSaysWhatToCheck() throws {
        // A port that stays refused: a stopped server's port can go to another test's server.
        let refusing = try RefusingPort()
        let url = "smtp://127.0.0.1:\(refusing.port)"
        let error = try #require(try Self.failure(try Self.transport(url), to: ["you@example.com"]))
        withExtendedLifetime(refusing) {}
        #expect(error.kind == .delivery)
        #expect(error.message.contains("SMTP \(url) did not take the message"), "\(error)")
        #expect(error.message.contains("check SMTP_URL and that the server is up"))
    }

    @Test func withoutSTARTTLSNothingGoesOutToANonLoopbackAddress() throws {
        // 127.0.0.2 is not one of the names allowed plain SMTP, so STARTTLS is required; this
        // server does not offer it, and the message must not be sent in the clear.
        let server = try SMTPTestServer(host: "127.0.0.2")
        defer { server.stop() }
        let error = try #require(try Self.failure(try Self.transport(server.url), to: ["you@example.com"]))
        #expect(error.message.contains("does not offer STARTTLS"), "\(error)")
        #expect(server.messages.isEmpty)
    }

    @Test(arguments: [false, true])
    func overTLSWithATrustedCertificateTheMessageArrivesEncrypted(implicit: Bool) throws {
        let certificate = try TestCertificate()
        let server = try SMTPTestServer(
            host: "127.0.0.2", login: "digest:s3cret", tls: (certificate.certificate, certificate.key),
            implicit: implicit)
        defer { server.stop() }
        let message = try MailMessageTests.message()
        try Self.transport(server.url, login: ("digest", "s3cret"), caFile: certificate.certificate)
            .send(message, from: "me@example.com", to: ["you@example.com"])
        let received = try #require(server.messages.first)
        #expect(received.eml == message.encoded)
        #expect(received.envelope.contains("\"tls\": true"), "\(received.envelope)")
        #expect(received.envelope.contains("\"authenticated\": true"))
    }

    @Test(arguments: [false, true])
    func anUntrustedCertificateStopsTheSend(implicit: Bool) throws {
        let certificate = try TestCertificate()
        let server = try SMTPTestServer(
            host: "127.0.0.2", tls: (certificate.certificate, certificate.key), implicit: implicit)
        defer { server.stop() }
        let error = try #require(try Self.failure(try Self.transport(server.url), to: ["you@example.com"]))
        #expect(error.message.contains("set SMTP_CA_FILE"), "\(error)")
        #expect(server.messages.isEmpty)
    }

    @Test func aCAFileThatIsNotThereIsASettingError() {
        #expect(
            throws: MailError(
                .setting,
                "SMTP_CA_FILE is '/nonexistent/ca.pem', which is not a readable file: point it at a PEM file of certificate authorities, or unset it to trust the system's."
            )
        ) {
            try SMTPServer(
                url: "smtps://mail.example.com", username: nil, password: nil, caFile: "/nonexistent/ca.pem",
                fileSystem: LocalFileSystem())
        }
    }
}
