/// Quoted-printable (RFC 2045) for UTF-8 bodies: lines of at most 76 characters, CRLF line ends.
enum QuotedPrintable {
    /// `text` encoded; its line breaks (LF or CRLF) become CRLF.
    ///
    /// A line's trailing space, a leading
    /// `.` (SMTP) and a leading `From ` (mbox) are encoded so no relay changes them.
    static func encode(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count * 11 / 10)
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            if index > 0 { output += "\r\n" }
            encode(line: Array(line.utf8), into: &output)
        }
        return output
    }

    static func encode(line bytes: [UInt8], into output: inout String) {
        var length = 0
        for (index, byte) in bytes.enumerated() {
            let isLast = index == bytes.count - 1
            let literal = (byte >= 33 && byte <= 126 && byte != 61) || ((byte == 32 || byte == 9) && !isLast)
            let fromLine = index == 0 && byte == 70 && bytes.starts(with: Array("From ".utf8))
            var token = literal && !fromLine ? String(UnicodeScalar(byte)) : hex(byte)
            // A soft break keeps every line at 76 characters or fewer, counting its `=`.
            let reserve = isLast ? 0 : 1
            if length + token.count + reserve > 76 {
                output += "=\r\n"
                length = 0
            }
            if length == 0 && byte == 46 { token = hex(byte) }
            output += token
            length += token.count
        }
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "=" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }
}
