import DigestCore

/// Makes untrusted text safe inside HTML text and attribute values.
enum HTMLEscaping {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities and control characters removed.
    static func escape(_ text: String) -> String {
        // Most values need nothing: one pass to check, and the text itself back.
        if isPlain(text.utf8.span) { return text }
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

    /// ``escape(_:)`` written onto the end of `output` (a template's page): a plain value's bytes
    /// are copied as they are.
    static func escape(_ text: String, into output: inout [UInt8]) {
        output.append(contentsOf: isPlain(text.utf8.span) ? text.utf8 : escape(text).utf8)
    }

    /// Whether `escape` leaves these bytes alone, judged without decoding a scalar.
    ///
    /// Nothing to replace, no control but line feed and tab, no noncharacter.
    /// `EscapingFastPathTests` checks it against ``needsWork(_:)`` on random text.
    static func isPlain(_ bytes: Span<UInt8>) -> Bool {
        // Each byte's classes from one table (``ByteClasses``): a switch over the special bytes
        // was more than 2% of a rebuild's instructions.
        let table = ByteClasses.table
        for index in bytes.indices {
            let classes = table[Int(bytes[index])]
            if classes != 0 {
                if classes & ByteClasses.htmlSpecial != 0 { return false }
                if classes & ByteClasses.oddStart != 0, SingleLine.isC1ControlOrNoncharacter(bytes, at: index) {
                    return false
                }
            }
        }
        return true
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
