/// Makes untrusted text safe inside HTML text and attribute values.
public enum HTMLEscaping {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities and control characters removed.
    public static func escape(_ text: String) -> String {
        // Most values need nothing: one pass to check, and the text itself back.
        guard text.unicodeScalars.contains(where: needsWork) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            case "\r": result += "\n"
            case _ where isControl(scalar): continue
            case _ where isNoncharacter(scalar): result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `escape` changes `scalar`.
    static func needsWork(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"", "'", "\r": return true
        case "\n", "\t": return false
        default: return isControl(scalar) || isNoncharacter(scalar)
        }
    }

    /// Unicode's control characters (category Cc: U+0000–U+001F and U+007F–U+009F), by range:
    /// asking for the general category costs a table lookup for every character of every value.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }
}
