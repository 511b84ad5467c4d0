/// Makes text safe inside XML 1.0 (the feed and the sitemap), text and attribute values alike.
enum XMLEscaping {
    /// `text` with markup characters replaced by entities and every character XML 1.0 does not
    /// allow (C0 controls other than tab and line feed, U+FFFE, U+FFFF) removed; CR becomes LF.
    static func escape(_ text: String) -> String {
        // Most values need nothing: one look at the bytes, and the text itself back.
        let bytes = text.utf8.span
        return isPlain(bytes) ? text : escape(bytes)
    }

    /// Whether `bytes` (valid UTF-8) hold nothing `escape` changes.
    static func isPlain(_ bytes: Span<UInt8>) -> Bool {
        for index in bytes.indices where needsWork(bytes, at: index) { return false }
        return true
    }

    /// Whether the character starting at `index` is one `escape` replaces or removes; false for
    /// the bytes inside a character.
    static func needsWork(_ bytes: Span<UInt8>, at index: Int) -> Bool {
        let byte = bytes[index]
        func next(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
        switch byte {
        case 0x09, 0x0A: return false
        case 0x26, 0x3C, 0x3E, 0x22, 0x27, 0x00...0x1F, 0x7F: return true
        case 0xC2: return next(1) <= 0x9F  // U+0080–U+009F
        case 0xEF: return next(1) == 0xBF && next(2) >= 0xBE  // U+FFFE, U+FFFF
        default: return false
        }
    }

    /// `bytes` escaped, byte by byte: the feed escapes whole pages of HTML, where going scalar
    /// by scalar was a tenth of a weekly run.
    static func escape(_ bytes: Span<UInt8>) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 4)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x26: result += "&amp;".utf8
            case 0x3C: result += "&lt;".utf8
            case 0x3E: result += "&gt;".utf8
            case 0x22: result += "&quot;".utf8
            case 0x27: result += "&#39;".utf8
            case 0x09, 0x0A: result.append(byte)
            case 0x0D: result.append(0x0A)
            case 0x00...0x1F, 0x7F: break
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] <= 0x9F:
                index += 1  // a C1 control: both its bytes go
            case 0xEF where needsWork(bytes, at: index):
                index += 2  // U+FFFE or U+FFFF: all three go
            default: result.append(byte)
            }
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
