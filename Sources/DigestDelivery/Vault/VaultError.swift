import DigestCore

/// Why notes cannot be written to a vault, as a sentence that says what to do.
package enum VaultError: Error, Equatable, CustomStringConvertible {
    /// `DIGEST_VAULT_PATTERN` cannot name a note: the pattern, and why.
    case badPattern(String, String)
    /// Two weeks would be one note: the weeks and the note's name.
    case sameName(ISOWeek, ISOWeek, String)

    package var description: String {
        switch self {
        case .badPattern(let pattern, let why):
            "DIGEST_VAULT_PATTERN is '\(SingleLine.quotable(pattern))', which cannot name a week's note: \(why). The default is \(VaultPattern.standard) (2026-W47.md)."
        case .sameName(let first, let second, let name):
            "DIGEST_VAULT_PATTERN names both \(first) and \(second) \(name): give each week its own note (with GGGG and WW, as in \(VaultPattern.standard)). No note was written."
        }
    }
}
