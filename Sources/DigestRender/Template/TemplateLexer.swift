import DigestCore
import Foundation

/// Splits template source into text and tags, and removes the lines that hold only a block tag.
struct TemplateLexer {
    enum TagKind: Equatable {
        case variable, raw, open, inverted, close, comment
    }

    enum Token {
        case text(String)
        case tag(TagKind, name: String, at: SourcePosition)
    }

    let file: String

    func tokens(of source: String) throws(TemplateError) -> [Token] {
        var tokens: [Token] = []
        var text = ""
        var line = 1, column = 1
        var index = source.startIndex

        func advance(over part: Substring) {
            // ASCII text (most of a template) is counted by bytes: a CR LF is a CR, then a line feed
            // that starts the line again, the same count as one CR LF character.
            if part.utf8.allSatisfy({ $0 < 0x80 }) {
                for byte in part.utf8 {
                    if byte == UInt8(ascii: "\n") {
                        line += 1
                        column = 1
                    } else {
                        column += 1
                    }
                }
                return
            }
            for character in part {
                if character == "\n" || character == "\r\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
        }

        while index < source.endIndex {
            // Searched as bytes, not with Foundation's `range(of:)`: that one bridges to NSString
            // and converts every offset, once the largest cost of loading the templates.
            guard let open = Self.firstRange(of: "{{", in: source[index...]) else {
                text += source[index...]
                break
            }
            text += source[index..<open.lowerBound]
            advance(over: source[index..<open.lowerBound])
            let position = SourcePosition(line: line, column: column)
            let triple = source[open.upperBound...].hasPrefix("{")
            let closer = triple ? "}}}" : "}}"
            let bodyStart = triple ? source.index(after: open.upperBound) : open.upperBound
            guard let close = Self.firstRange(of: closer, in: source[bodyStart...]) else {
                throw TemplateError(
                    file: file, line: position.line, column: position.column,
                    problem: "this tag is never closed: add '\(closer)'.")
            }
            let body = source[bodyStart..<close.lowerBound]
            if !body.hasPrefix("!") && body.contains(where: \.isNewline) {
                throw TemplateError(
                    file: file, line: position.line, column: position.column,
                    problem: "a tag must stay on one line; close it with '\(closer)' before the line ends.")
            }
            if !text.isEmpty {
                tokens.append(.text(text))
                text = ""
            }
            tokens.append(try tag(body, triple: triple, at: position))
            advance(over: source[open.lowerBound..<close.upperBound])
            index = close.upperBound
        }
        if !text.isEmpty { tokens.append(.text(text)) }
        return Self.removingStandaloneLines(tokens)
    }

    /// Where the ASCII `pattern` first occurs in `text`, found by its bytes.
    static func firstRange(of pattern: String, in text: Substring) -> Range<String.Index>? {
        let bytes = text.utf8, wanted = Array(pattern.utf8)
        guard let head = wanted.first else { return nil }
        var start = bytes.startIndex
        while let found = bytes[start...].firstIndex(of: head) {
            let end = bytes.index(found, offsetBy: wanted.count, limitedBy: bytes.endIndex) ?? bytes.endIndex
            if bytes[found..<end].elementsEqual(wanted) { return found..<end }
            start = bytes.index(after: found)
        }
        return nil
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
            case ">", "=", "<", "$":
                throw TemplateError(
                    file: file, line: position.line, column: position.column,
                    problem:
                        "'{{\(trimmed)}}' is not supported here: use {{name}}, {{{name}}}, {{#name}}, {{^name}}, {{/name}} or {{! comment}}."
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

    /// Drops a block tag's whole line when the tag stands alone on it, as Mustache does.
    static func removingStandaloneLines(_ tokens: [Token]) -> [Token] {
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
                // By bytes from the end: spaces and tabs are ASCII, and reversing the whole text
                // character by character once cost more than the rest of loading a template.
                let bytes = text.utf8
                var end = bytes.endIndex
                while end > bytes.startIndex, case let byte = bytes[bytes.index(before: end)],
                    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
                {
                    end = bytes.index(before: end)
                }
                result[i] = .text(String(text[..<end]))
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
