/// Makes text safe inside XML 1.0 (the feed and the sitemap), text and attribute values alike.
public enum XMLEscaping {
    /// `text` with markup characters replaced by entities and every character XML 1.0 does not
    /// allow (C0 controls other than tab and line feed, U+FFFE, U+FFFF) removed; CR becomes LF.
    public static func escape(_ text: String) -> String {
        // Most values need nothing: one pass to check, and the text itself back.
        guard text.unicodeScalars.contains(where: needsWork) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: result += "&amp;"
            case 0x3C: result += "&lt;"
            case 0x3E: result += "&gt;"
            case 0x22: result += "&quot;"
            case 0x27: result += "&#39;"
            case 0x09, 0x0A: result.unicodeScalars.append(scalar)
            case 0x0D: result += "\n"
            case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `escape` changes `scalar`.
    static func needsWork(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: return false
        case 0x26, 0x3C, 0x3E, 0x22, 0x27, 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }
}
