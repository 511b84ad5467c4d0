import TestSupport
import Testing

@testable import DigestRender

/// The lexer finds blanks and line ends by bytes; these hold it to the character-by-character way
/// it replaced, on texts built from the pieces where bytes and characters part: CR LF, the other
/// line ends, a combining mark after a blank, a prefix character before one, Japanese.
struct TemplateLexerBlanksTests {
    static let pieces = [
        " ", "\t", "  ", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{301}",
        "\u{0600}", "é", "e\u{301}", "日本語", "x", "{{#a}}", "{{/a}}", "{{^b}}", "{{/b}}", "{{! note }}", "{{x}}",
        "{{{m}}}", "🇯🇵",
    ]

    static func text(_ random: inout SeededRandom) -> String {
        (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
            .joined()
    }

    /// The lines a block tag stands alone on are removed exactly as before.
    @Test(arguments: 1...25)
    func standaloneLinesAreFoundAsCharactersWouldFindThem(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<200 {
            let tokens: [TemplateLexer.Token] = (0..<Int.random(in: 1...7, using: &random)).map { index in
                let position = SourcePosition(line: 1, column: index + 1)
                switch Int.random(in: 0...3, using: &random) {
                case 0: return .tag(.open, name: "a", at: position)
                case 1:
                    return .tag(
                        [.close, .comment, .inverted].randomElement(using: &random) ?? .close, name: "a", at: position)
                case 2: return .tag(.variable, name: "x", at: position)
                default: return .text(Self.text(&random))
                }
            }
            let new = TemplateLexer.removingStandaloneLines(tokens).map(Self.describe)
            let old = Self.characterWise(tokens).map(Self.describe)
            #expect(new == old, "\(tokens.map(Self.describe))")
        }
    }

    /// A tag holding any line end is refused, whichever its bytes.
    @Test(arguments: 1...10)
    func newlinesInATagAreFoundAsCharactersWouldFindThem(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<500 {
            let body = Self.text(&random)
            #expect(
                TemplateLexer.holdsNewline(body) == body.contains(where: \.isNewline),
                "\(body.unicodeScalars.map(\.value))")
        }
    }

    static func describe(_ token: TemplateLexer.Token) -> String {
        switch token {
        case .text(let text): return "text(\(text.unicodeScalars.map { String($0.value, radix: 16) }))"
        case let .tag(kind, name, position): return "tag(\(kind), \(name), \(position.column))"
        }
    }

    /// The way the lexer found standalone lines before, character by character.
    static func characterWise(_ tokens: [TemplateLexer.Token]) -> [TemplateLexer.Token] {
        var result = tokens
        var trimBefore: [Int] = [], trimAfter: [Int] = []
        for (i, token) in tokens.enumerated() {
            guard case .tag(let kind, _, _) = token, [.open, .inverted, .close, .comment].contains(kind) else {
                continue
            }
            let startsLine: Bool
            if i == 0 {
                startsLine = true
            } else if case .text(let before) = tokens[i - 1] {
                let tail = before.reversed().prefix { $0 == " " || $0 == "\t" }
                startsLine = tail.count == before.count ? i == 1 : before.dropLast(tail.count).last?.isNewline == true
            } else {
                startsLine = false
            }
            let endsLine: Bool
            if i == tokens.count - 1 {
                endsLine = true
            } else if case .text(let after) = tokens[i + 1] {
                let head = after.prefix { $0 == " " || $0 == "\t" }
                endsLine =
                    head.count == after.count
                    ? i + 1 == tokens.count - 1 : after.dropFirst(head.count).first?.isNewline == true
            } else {
                endsLine = false
            }
            if startsLine && endsLine {
                if i > 0 { trimBefore.append(i - 1) }
                if i < tokens.count - 1 { trimAfter.append(i + 1) }
            }
        }
        for i in trimBefore {
            if case .text(let text) = result[i] {
                let tail = text.unicodeScalars.reversed().prefix { $0 == " " || $0 == "\t" }
                result[i] = .text(String(text.unicodeScalars.dropLast(tail.count)))
            }
        }
        for i in trimAfter {
            if case .text(let text) = result[i] {
                var rest = Substring(text).drop { $0 == " " || $0 == "\t" }
                if rest.first?.isNewline == true { rest = rest.dropFirst() }
                result[i] = .text(String(rest))
            }
        }
        return result
    }
}
