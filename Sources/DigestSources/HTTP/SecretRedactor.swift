import Foundation

/// Blanks secrets out of text an API sent back (error bodies may echo what they were sent).
package struct SecretRedactor: Sendable {
    /// The secrets to blank; very short ones are ignored, so a one-letter "secret" cannot erase a message.
    let secrets: [String]

    /// A redactor for `secrets`, each also in base64 (as HTTP Basic sends a key, and as an answer
    /// may echo any header it was sent, decoded or not).
    package init(_ secrets: [String]) {
        let kept = secrets.filter { $0.count >= 4 }
        self.secrets = Array(Set(kept + kept.map { Data($0.utf8).base64EncodedString() })).sorted {
            $0.count > $1.count
        }
    }

    /// `text` with every secret replaced by `[redacted]`, and the first part of one that ends a
    /// text cut short (before its closing `…` or `"`), which a preview of an answer may be.
    package func redact(_ text: String) -> String {
        var result = secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: "[redacted]") }
        for secret in secrets {
            let closing = result.reversed().prefix { $0 == "…" || $0 == "\"" }.count
            let body = result.dropLast(closing)
            for length in stride(from: min(secret.count - 1, body.count), through: 4, by: -1)
            where body.hasSuffix(secret.prefix(length)) {
                result = body.dropLast(length) + "[redacted]" + result.suffix(closing)
                break
            }
        }
        return result
    }
}
