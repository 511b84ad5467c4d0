import Foundation

/// What comes before a feed's root element, read by the XML grammar (XML 1.0 §2.8).
///
/// An optional byte order mark and XML declaration, then comments, processing instructions and
/// white space, then the root element. A document type declaration (`<!DOCTYPE`) can stand only there, so
/// reading those productions exactly as a parser does finds it, whatever the comments and
/// processing instructions before it hold.
///
/// The scan reads bytes as ASCII, which is right only for encodings where `<`, `!`, `-` and `?`
/// are those bytes and nothing else is: a feed in UTF-16 or UTF-32, one whose declaration names
/// another encoding than UTF-8 or US-ASCII, or one that does not begin with `<` (which libxml2
/// would read as EBCDIC, say) is refused first (Zenn writes UTF-8).
enum XMLProlog {
    /// Nil when `data` starts with its root element after at most comments, processing
    /// instructions and white space; else what is wrong.
    static func problem(_ data: Data) -> FeedError? {
        let whole = [UInt8](data.prefix(1 << 20))
        let bytes = whole.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(whole.dropFirst(3)) : whole
        if let encoding = foreignEncoding(bytes) { return .notUTF8(encoding) }
        var at = 0
        while at < bytes.count {
            let rest = bytes[at...]
            if let space = rest.first, [0x20, 0x09, 0x0A, 0x0D].contains(space) {
                at += 1
            } else if rest.starts(with: Array("<!--".utf8)) {
                guard let end = find(Array("-->".utf8), in: bytes, from: at + 4) else { return nil }
                at = end + 3
            } else if rest.starts(with: Array("<?".utf8)) {
                guard let end = find(Array("?>".utf8), in: bytes, from: at + 2) else { return nil }
                at = end + 2
            } else if rest.starts(with: Array("<!".utf8)) {
                // `<!DOCTYPE`, or any other declaration, which the prolog has no place for but a DTD.
                return .declaresDTD
            } else if rest.starts(with: [UInt8(ascii: "<")]), rest.count > 1, isNameStart(rest[at + 1]) {
                return nil
            } else {
                return .malformed(line: 1, detail: "it does not begin with an XML element")
            }
        }
        return at == 0 ? .malformed(line: 1, detail: "it is empty") : nil
    }

    /// The encoding of a document that is not in an ASCII-compatible encoding this scan can read:
    /// a UTF-16 or UTF-32 byte order mark or layout, or an XML declaration naming another encoding.
    static func foreignEncoding(_ bytes: [UInt8]) -> String? {
        let head = Array(bytes.prefix(4))
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) || head.contains(0) {
            return "UTF-16 or UTF-32"
        }
        guard bytes.starts(with: Array("<?xml".utf8)), let end = find(Array("?>".utf8), in: bytes, from: 5) else {
            return nil
        }
        let declaration = String(decoding: bytes[5..<end], as: UTF8.self)
        guard let range = declaration.range(of: #"encoding\s*=\s*["']([^"']*)["']"#, options: .regularExpression)
        else { return nil }
        let name =
            declaration[range].split(whereSeparator: { $0 == "\"" || $0 == "'" }).dropFirst().first
            .map(String.init) ?? ""
        return ["utf-8", "utf8", "us-ascii", "ascii"].contains(name.lowercased()) ? nil : name
    }

    /// Whether `byte` may begin an element's name: an ASCII letter, `_`, `:`, or the first byte of
    /// a character past ASCII (UTF-8).
    static func isNameStart(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte >= 0xC2
    }

    /// The offset of the first `needle` in `bytes` at or after `start`.
    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard start <= bytes.count - needle.count else { return nil }
        return (start...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
