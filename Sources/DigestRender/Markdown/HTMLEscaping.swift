import DigestCore

/// Makes untrusted text safe inside HTML text and attribute values.
enum HTMLEscaping {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities and control characters removed.
    static func escape(_ text: String) -> String {
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
            case _ where SingleLine.isControl(scalar): continue
            case _ where SingleLine.isNoncharacter(scalar): result += "\u{FFFD}"
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
        default: return SingleLine.isControl(scalar) || SingleLine.isNoncharacter(scalar)
        }
    }
}
