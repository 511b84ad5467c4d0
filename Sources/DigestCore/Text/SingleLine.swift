/// Text from outside made to sit on one line: the one home of the character classes every escaper
/// and message needs, and the two ways of flattening a text (keep its spacing, or squeeze it).
package enum SingleLine {
    /// Unicode's control characters (category Cc: U+0000–U+001F and U+007F–U+009F), by range:
    /// asking for the general category costs a table lookup for every character of every value.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether `scalar` ends a line: a control character, or U+2028/U+2029 (line and paragraph separators).
    package static func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// Unicode's noncharacters (U+FDD0–U+FDEF and U+xFFFE, U+xFFFF), which HTML forbids.
    package static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }

    /// Whether a UTF-8 byte can start a C1 control, a noncharacter or U+2028/U+2029 (0xC2, 0xE2,
    /// 0xEF, 0xF0–0xF4): the escapers ask the two tests below only for these, not for every byte
    /// of a Japanese title.
    @inlinable package static func mayStartOddCharacter(_ byte: UInt8) -> Bool {
        byte == 0xC2 || byte == 0xE2 || (0xEF...0xF4).contains(byte)
    }

    /// Whether the character whose UTF-8 starts at `index` of valid `bytes` is a C1 control
    /// (U+0080–U+009F) or a noncharacter, judged from its bytes alone: the escapers' quick look,
    /// which never decodes a scalar.
    @inlinable package static func isC1ControlOrNoncharacter(_ bytes: Span<UInt8>, at index: Int) -> Bool {
        func next(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
        switch bytes[index] {
        case 0xC2: return next(1) < 0xA0
        case 0xEF:  // U+FDD0–U+FDEF, U+FFFE, U+FFFF
            return (next(1) == 0xB7 && (0x90...0xAF).contains(next(2))) || (next(1) == 0xBF && next(2) >= 0xBE)
        case 0xF0...0xF4: return next(1) & 0x0F == 0x0F && next(2) == 0xBF && next(3) >= 0xBE  // U+1FFFE…U+10FFFF
        default: return false
        }
    }

    /// Whether the character whose UTF-8 starts at `index` of `bytes` is U+2028 or U+2029.
    @inlinable package static func isLineSeparator(_ bytes: Span<UInt8>, at index: Int) -> Bool {
        bytes[index] == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
            && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
    }

    /// `text` with every line-breaking scalar as a space and every noncharacter as U+FFFD,
    /// scalar for scalar (so its length and spacing stay as they were).
    package static func flattened(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { breaksLine($0) || isNoncharacter($0) }) else { return text }
        return String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    breaksLine(scalar) ? " " : isNoncharacter(scalar) ? "\u{FFFD}" : scalar
                }))
    }

    /// Whether `text` shows nothing.
    ///
    /// It is empty, or every scalar is white space, a line break or an invisible format character
    /// (U+200B, U+2060): what ``squeezed(_:formatCharacters:limit:)`` leaves of it, trimmed, is
    /// empty. Asked without making that text, it stops at the first scalar that shows (a rebuild asks
    /// it of every article of every week).
    package static func showsNothing(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            breaksLine(scalar) || scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
        }
    }

    /// What a user wrote, as a message quotes it: on one line, invisible characters as spaces, at
    /// most 40 characters.
    package static func quotable(_ text: String) -> String { squeezed(text, formatCharacters: true, limit: 40) }

    /// `text` on one line for a message or a header: line-breaking scalars (and, with
    /// `formatCharacters`, invisible format characters such as U+200B) as spaces, runs of spaces
    /// as one, the ends trimmed, and past `limit` characters an ending "…".
    package static func squeezed(_ text: String, formatCharacters: Bool = false, limit: Int? = nil) -> String {
        let spaced = String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    breaksLine(scalar) || formatCharacters && scalar.properties.generalCategory == .format
                        ? " " : scalar
                }))
        let line = spaced.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        guard let limit, line.count > limit else { return line }
        return "\(line.prefix(limit))…"
    }
}
