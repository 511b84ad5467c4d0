import Foundation

/// Makes untrusted text safe to place inside a Markdown document.
public enum MarkdownEscaping {
    /// Punctuation that can open or close inline Markdown anywhere on a line.
    static let alwaysEscaped: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "&", "#", "!", "|"]
    /// Punctuation that can start a block (list, heading, code fence, rule) at the start of a line.
    static let escapedFirst: Set<Character> = ["-", "+", "=", "~", ":", "(", ")", "{", "}", "."]

    /// `text` as literal Markdown text on a single line.
    ///
    /// Inline syntax (`* _ [ ] < > & # ! | \` and backticks) is always backslash-escaped; block
    /// syntax (`- + = ~` first, or a number followed by `.` or `)`) only where it could start a
    /// block. Line breaks, tabs and control characters become spaces, so inserted text can never
    /// start a new line; noncharacters (U+FFFE…) become U+FFFD, as HTML forbids them; surrounding
    /// white space (and a byte-order mark) is trimmed, so it cannot become code either.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        var leadingDigits = true
        var isFirst = true
        // Line breaks and controls become spaces before trimming, so a control character first can
        // never leave the next character (`+`, `#`, four spaces…) to start a line unescaped.
        for character in oneLine(text).trimmingCharacters(in: trimmed) {
            let afterNumber = leadingDigits && !isFirst && (character == "." || character == ")")
            if alwaysEscaped.contains(character) || (isFirst && escapedFirst.contains(character)) || afterNumber {
                result.append("\\")
            }
            result.append(character)
            if !(character.isASCII && character.isNumber) { leadingDigits = false }
            isFirst = false
        }
        return result
    }

    /// `text` with line breaks, tabs and control characters as spaces, and noncharacters (U+FFFE,
    /// U+FFFF…, which HTML forbids and cmark passes through) as U+FFFD.
    static func oneLine(_ text: String) -> String {
        // Most text has none of these: check the scalars once and return it untouched.
        let odd = text.unicodeScalars.contains { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
                || HTMLEscaping.isNoncharacter(scalar)
        }
        guard odd else { return text }
        var line = ""
        line.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isNewline || character == "\t" || isControl(character) {
                line.append(" ")
            } else if character.unicodeScalars.contains(where: HTMLEscaping.isNoncharacter) {
                line.append("\u{FFFD}")
            } else {
                line.append(character)
            }
        }
        return line
    }

    /// White space, and U+FEFF: cmark drops a byte-order mark that starts the document, which would
    /// put whatever follows it (`    code`, `~~~`, `+ item`) at the start of a line, unescaped.
    static let trimmed = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{FEFF}"))

    static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
        }
    }
}
