/// The X recent-search query: the default one, or `X_QUERY` with its v1.1 operators translated
/// to their v2 forms (`filter:links` → `has:links`, `min_faves:` → `min_likes:`, …).
package struct XQuery: Sendable, Equatable {
    /// One operator rewritten from its v1.1 form.
    package struct Translation: Sendable, Equatable, CustomStringConvertible {
        /// As written, for example `filter:links`.
        package var from: String
        /// As sent, for example `has:links`.
        package var to: String

        package var description: String { "\(from) → \(to)" }
    }

    /// Recent search accepts at most 512 characters on the Basic and Pro plans.
    static let maximumLength = 512
    /// The query used when `X_QUERY` is not set; `{username}` is the user's handle.
    static let defaultTemplate = "from:{username} has:links -has:images -is:retweet"

    /// The query as sent.
    package let text: String
    /// The operators that were rewritten, in order.
    package let translations: [Translation]

    /// v1.1 operators and their v2 forms (X's migration guide).
    static let translatable: [(String, String)] = [
        ("filter:links", "has:links"), ("filter:media", "has:media"), ("filter:images", "has:images"),
        ("filter:twimg", "has:images"), ("filter:videos", "has:videos"), ("filter:native_video", "has:videos"),
        ("filter:retweets", "is:retweet"), ("min_faves:", "min_likes:"), ("min_retweets:", "min_reposts:"),
    ]
    /// Prefixes of v1.1 operators that v2 has no form for.
    static let untranslatable = ["filter:", "include:", "source:", "card_name:", "card_domain:", "card_url:"]

    /// The query from `template` (nil or blank: the default) for `username`.
    package init(_ template: String?, username: String) throws(XQueryError) {
        let raw =
            template.flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
            ?? Self.defaultTemplate
        guard
            !raw.unicodeScalars.contains(where: {
                $0.properties.generalCategory == .control && !" \t\r\n".unicodeScalars.contains($0)
            })
        else {
            throw .controlCharacters
        }
        let flat = raw.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        let (text, translations, refused) = Self.translate(flat.replacingOccurrences(of: "{username}", with: username))
        guard refused.isEmpty else { throw .unsupported(refused) }
        guard text.count <= Self.maximumLength else { throw .tooLong(text.count) }
        self.text = text
        self.translations = translations
    }

    /// Rewrites operators outside double-quoted phrases, where they start a term (after a space,
    /// `(` or the `-` of a negation).
    ///
    /// Returns the text, what was rewritten and what cannot be.
    static func translate(_ query: String) -> (String, [Translation], [String]) {
        var output = ""
        var translations: [Translation] = []
        var refused: [String] = []
        var rest = Substring(query)
        var quoted = false
        var atTermStart = true
        while let character = rest.first {
            let head = rest.prefix(24).lowercased()
            if !quoted, atTermStart, let (from, to) = translatable.first(where: { head.hasPrefix($0.0) }),
                from.hasSuffix(":") || endsTerm(rest.dropFirst(from.count))
            {
                output += to
                translations.append(Translation(from: String(rest.prefix(from.count)), to: to))
                rest = rest.dropFirst(from.count)
                atTermStart = false
                continue
            }
            if !quoted, atTermStart, untranslatable.contains(where: { head.hasPrefix($0) }) {
                let term = rest.prefix { !$0.isWhitespace && $0 != ")" }
                refused.append(String(term))
                output += term
                rest = rest.dropFirst(term.count)
                atTermStart = false
                continue
            }
            if character == "\"" { quoted.toggle() }
            atTermStart = !quoted && (character == " " || character == "(" || character == "-")
            output.append(character)
            rest = rest.dropFirst()
        }
        return (output, translations, refused)
    }

    static func endsTerm(_ rest: Substring) -> Bool {
        rest.first.map { $0 == " " || $0 == ")" } ?? true
    }
}

/// An `X_QUERY` that cannot be sent.
///
/// Each description names the variable and the fix.
package enum XQueryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// v1.1 operators with no v2 form.
    case unsupported([String])
    /// Longer than recent search accepts.
    case tooLong(Int)
    /// NUL or another control character.
    case controlCharacters

    package var description: String {
        switch self {
        case .unsupported(let operators):
            return
                "X_QUERY uses \(operators.joined(separator: ", ")), which X API v2 has no form for: remove \(operators.count == 1 ? "it" : "them") (for replies, v2 has is:reply and -is:reply)."
        case .tooLong(let count):
            return
                "X_QUERY is \(count) characters once translated, but recent search accepts at most \(XQuery.maximumLength): shorten it."
        case .controlCharacters:
            return "X_QUERY contains control characters: write the query on one line of plain text."
        }
    }
}
