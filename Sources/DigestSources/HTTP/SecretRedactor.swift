/// Blanks secrets out of text an API sent back (error bodies may echo what they were sent).
struct SecretRedactor: Sendable {
    /// The secrets to blank; very short ones are ignored, so a one-letter "secret" cannot erase a message.
    let secrets: [String]

    /// A redactor for `secrets`.
    init(_ secrets: [String]) {
        self.secrets = secrets.filter { $0.count >= 4 }
    }

    /// `text` with every secret replaced by `[redacted]`.
    func redact(_ text: String) -> String {
        secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: "[redacted]") }
    }
}
