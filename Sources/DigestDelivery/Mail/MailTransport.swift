/// Delivers an encoded message; the SMTP server or the sendmail command behind it is injected.
package protocol MailTransport: Sendable {
    /// A sentence naming where mail goes, for progress lines: `smtp://mail.example.com:587`.
    var destination: String { get }
    /// Sends `message` from `sender` to `recipients` (bare addresses); throws a `.delivery` error
    /// quoting the server's reply when it is refused.
    func send(_ message: MailMessage, from sender: String, to recipients: [String]) async throws(MailError)
}
