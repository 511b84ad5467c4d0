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
    /// white space is trimmed, so it cannot become code either.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        var leadingDigits = true
        var isFirst = true
        for character in text.trimmingCharacters(in: .whitespacesAndNewlines) {
            if character.isNewline || character == "\t" || isControl(character) {
                result.append(" ")
                leadingDigits = false
                isFirst = false
                continue
            }
            if character.unicodeScalars.contains(where: HTMLEscaping.isNoncharacter) {
                // U+FFFE, U+FFFF and the like are forbidden in HTML; cmark would pass them through.
                result.append("\u{FFFD}")
                leadingDigits = false
                isFirst = false
                continue
            }
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

    static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
        }
    }
}
