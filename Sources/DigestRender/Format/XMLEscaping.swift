/// Makes text safe inside XML 1.0 (the feed and the sitemap), text and attribute values alike.
enum XMLEscaping {
    /// `text` with markup characters replaced by entities and every character XML 1.0 does not
    /// allow (C0 controls other than tab and line feed, U+FFFE, U+FFFF) removed; CR becomes LF.
    static func escape(_ text: String) -> String {
        // Most values need nothing: one pass to check, and the text itself back.
        guard text.unicodeScalars.contains(where: needsWork) else { return text }
        // Built as bytes: the feed escapes whole pages of HTML, where a String grown by one
        // scalar at a time was a tenth of a weekly run.
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + text.utf8.count / 4)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: result += "&amp;".utf8
            case 0x3C: result += "&lt;".utf8
            case 0x3E: result += "&gt;".utf8
            case 0x22: result += "&quot;".utf8
            case 0x27: result += "&#39;".utf8
            case 0x09, 0x0A: result.append(UInt8(scalar.value))
            case 0x0D: result.append(0x0A)
            case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: continue
            case 0x20..<0x7F: result.append(UInt8(scalar.value))
            default: result += scalar.utf8
            }
        }
        return String(decoding: result, as: UTF8.self)
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
