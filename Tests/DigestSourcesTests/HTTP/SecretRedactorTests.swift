import Testing

@testable import DigestSources

/// What an API echoes of a secret never reaches a message, whole or cut short by a preview.
struct SecretRedactorTests {
    static let token = "mastodon-secret-token-0050"

    /// (text, what is left of it).
    static let table: [(String, String)] = [
        ("invalid token mastodon-secret-token-0050 here", "invalid token [redacted] here"),
        ("cut short mastodon-secr…", "cut short [redacted]…"),
        ("\"quoted and cut mastod…\"", "\"quoted and cut [redacted]…\""),
        ("ends mast", "ends [redacted]"),
        ("ends mas", "ends mas"),
        ("nothing secret", "nothing secret"),
        ("", ""),
    ]

    @Test(arguments: table)
    func aSecretWholeOrCutShortIsBlanked(text: String, redacted: String) {
        #expect(SecretRedactor([Self.token]).redact(text) == redacted)
    }

    @Test func aVeryShortSecretBlanksNothing() {
        #expect(SecretRedactor(["abc"]).redact("abc abc") == "abc abc")
    }
}
