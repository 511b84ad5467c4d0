import DigestCore
import Foundation

/// Splits template source into text and tags, and removes the lines that hold only a block tag.
struct TemplateLexer {
    enum TagKind: Equatable {
        case variable, raw, open, inverted, close, comment, partial
    }

    enum Token {
        case text(String)
        case tag(TagKind, name: String, at: SourcePosition)
    }

    let file: String

    func tokens(of source: String) throws(TemplateError) -> [Token] {
        // Read as bytes: the braces are ASCII, and walking String indices (each checked against
        // the text's characters) once cost most of loading the templates on every run.
        let bytes = Array(source.utf8)
        var tokens: [Token] = []
        var line = 1, column = 1
        var index = 0

        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

        func advance(over range: Range<Int>) {
            // ASCII text (most of a template) is counted by bytes: a CR LF is a CR, then a line feed
            // that starts the line again, the same count as one CR LF character.
            if !bytes[range].contains(where: { $0 >= 0x80 }) {
                for byte in bytes[range] {
                    if byte == UInt8(ascii: "\n") {
                        line += 1
                        column = 1
                    } else {
                        column += 1
                    }
                }
                return
            }
            for character in text(range) {
                if character == "\n" || character == "\r\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
        }

        while index < bytes.count {
            guard let open = Self.firstIndex(of: Self.opener, in: bytes, from: index) else { break }
            let before = index..<open
            advance(over: before)
            let position = SourcePosition(line: line, column: column)
            let triple = open + 2 < bytes.count && bytes[open + 2] == UInt8(ascii: "{")
            let closer = triple ? Self.tripleCloser : Self.closer
            let bodyStart = open + (triple ? 3 : 2)
            guard let close = Self.firstIndex(of: closer, in: bytes, from: bodyStart) else {
                throw TemplateError(
                    file: file, line: position.line, column: position.column,
                    problem: "this tag is never closed: add '\(String(decoding: closer, as: UTF8.self))'.")
            }
            let body = text(bodyStart..<close)
            if !body.hasPrefix("!") && Self.holdsNewline(body) {
                throw TemplateError(
                    file: file, line: position.line, column: position.column,
                    problem:
                        "a tag must stay on one line; close it with '\(String(decoding: closer, as: UTF8.self))' before the line ends."
                )
            }
            if !before.isEmpty { tokens.append(.text(text(before))) }
            tokens.append(try tag(Substring(body), triple: triple, at: position))
            advance(over: open..<(close + closer.count))
            index = close + closer.count
        }
        if index < bytes.count { tokens.append(.text(text(index..<bytes.count))) }
        return Self.removingStandaloneLines(tokens)
    }

    static let opener = Array("{{".utf8), closer = Array("}}".utf8), tripleCloser = Array("}}}".utf8)

    /// Where `pattern` (ASCII) first occurs in `bytes` at or after `start`.
    static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let head = pattern.first, pattern.count <= bytes.count else { return nil }
        var index = start
        while index <= bytes.count - pattern.count {
            if bytes[index] == head, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    /// Whether `text` holds a character that ends a line, as `Character.isNewline` has it: looked
    /// for scalar by scalar (``isNewline(_:)``), not character by character.
    static func holdsNewline(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isNewline)
    }

    func tag(_ body: Substring, triple: Bool, at position: SourcePosition) throws(TemplateError) -> Token {
        let trimmed = body.trimmingWhitespace()
        let kind: TagKind
        var name = Substring(trimmed)
        if triple {
            kind = .raw
        } else {
            switch trimmed.first {
            case "!": return .tag(.comment, name: "", at: position)
            case "#": kind = .open
            case "^": kind = .inverted
            case "/": kind = .close
            case "&": kind = .raw
            case ">": kind = .partial
            case "=", "<", "$":
                throw TemplateError(
                    file: file, line: position.line, column: position.column,
                    problem:
                        "'{{\(trimmed)}}' is not supported here: use {{name}}, {{{name}}}, {{#name}}, {{^name}}, {{/name}}, {{> partial}} or {{! comment}}."
                )
            default: kind = .variable
            }
            if kind != .variable { name = name.dropFirst() }
        }
        let cleaned = name.trimmingWhitespace()
        guard Self.isValidName(cleaned) else {
            throw TemplateError(
                file: file, line: position.line, column: position.column,
                problem:
                    "'\(cleaned)' is not a valid name: use letters, digits and '_', with '.' between parts, or '.' alone."
            )
        }
        // A partial names a file of its own (`partials/<name>.md`): no dots, so never a path.
        guard kind != .partial || !cleaned.contains(".") else {
            throw TemplateError(
                file: file, line: position.line, column: position.column,
                problem: "'{{> \(cleaned)}}' is not a partial's name: use letters, digits and '_' only.")
        }
        return .tag(kind, name: cleaned, at: position)
    }

    static func isValidName(_ name: String) -> Bool {
        if name == "." { return true }
        // Byte by byte: every allowed character is ASCII, and asking a Character whether it is a
        // letter looks up Unicode's tables (once most of the time loading the templates took).
        var afterDot = true
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "."):
                if afterDot { return false }
                afterDot = true
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                afterDot = false
            default: return false
            }
        }
        return !afterDot
    }

    /// Drops a block tag's whole line when the tag stands alone on it, as Mustache does (a
    /// partial's too; its lines are inserted as they are, not indented like the tag).
    static func removingStandaloneLines(_ tokens: [Token]) -> [Token] {
        var result = tokens
        var trimBefore: [Int] = [], trimAfter: [Int] = []
        for (i, token) in tokens.enumerated() {
            guard case .tag(let kind, _, _) = token, [.open, .inverted, .close, .comment, .partial].contains(kind)
            else {
                continue
            }
            let startsLine: Bool
            if i == 0 {
                startsLine = true
            } else if case .text(let before) = tokens[i - 1] {
                let end = Self.blanksStart(before)
                startsLine =
                    end == before.startIndex ? i == 1 : before.unicodeScalars[..<end].last.map(isNewline) == true
            } else {
                startsLine = false
            }
            let endsLine: Bool
            if i == tokens.count - 1 {
                endsLine = true
            } else if case .text(let after) = tokens[i + 1] {
                let start = Self.blanksEnd(after)
                endsLine =
                    start == after.endIndex
                    ? i + 1 == tokens.count - 1 : after.unicodeScalars[start...].first.map(isNewline) == true
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
                result[i] = .text(String(decoding: text.utf8[..<blanksStart(text)], as: UTF8.self))
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

    // Spaces and tabs are ASCII, so they are found by bytes: counting a text's characters (to see
    // whether it was all blanks) once cost more than the rest of loading a template.

    /// Whether `scalar` ends a line as `Character.isNewline` has it (LF, VT, FF, CR, NEL, LS, PS):
    /// each is a character of its own (or the end of CR LF), so a character is a newline exactly
    /// when its last scalar is.
    static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Where the spaces and tabs that end `text` start (its end when there are none).
    static func blanksStart(_ text: String) -> String.Index {
        let bytes = text.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, case let byte = bytes[bytes.index(before: end)],
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
        {
            end = bytes.index(before: end)
        }
        return end
    }

    /// Where the spaces and tabs that start `text` end (its start when there are none).
    static func blanksEnd(_ text: String) -> String.Index {
        let bytes = text.utf8
        var start = bytes.startIndex
        while start < bytes.endIndex, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") {
            start = bytes.index(after: start)
        }
        return start
    }
}
