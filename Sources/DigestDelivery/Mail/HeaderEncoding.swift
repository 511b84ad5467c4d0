import DigestCore
import Foundation

/// Header values that can never add or break a header: RFC 2047 encoded-words for anything that
/// is not plain ASCII, control characters (CR, LF, NUL) removed, lines folded under 78 octets.
enum HeaderEncoding {
    /// The most UTF-8 bytes in one encoded-word: 52 characters of base64, a 64-character word.
    static let wordBytes = 39

    /// An unstructured value (`Subject`) after `Name: `: plain ASCII as it is, folded at spaces
    /// under 78 octets a line (RFC 5322 2.2.3); anything else (or a word too long to fold) as
    /// encoded-words joined by folding white space.
    static func unstructured(_ text: String, fieldName: String) -> String {
        let clean = SingleLine.squeezed(text)
        let plain = clean.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }
        if plain, !clean.contains("=?") {
            let lines = folded(clean, after: fieldName.count + 2).components(separatedBy: "\r\n")
            let fits = lines.enumerated().allSatisfy {
                ($0.offset == 0 ? fieldName.count + 2 : 0) + $0.element.utf8.count <= 78
            }
            if fits { return lines.joined(separator: "\r\n") }
        }
        return encodedWords(clean).joined(separator: "\r\n ")
    }

    /// `text` with CRLF put before a space wherever a line would pass 78 octets.
    ///
    /// `used` octets of the first line are taken (`Subject: `); a word longer than a line stays
    /// whole, and the caller encodes such a value instead.
    static func folded(_ text: String, after used: Int) -> String {
        var result = ""
        var width = used
        for (index, word) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if index > 0 {
                // Folding puts CRLF before the space, which stays as the next line's first octet.
                if width + 1 + word.utf8.count > 78 {
                    result += "\r\n "
                    width = 1
                } else {
                    result += " "
                    width += 1
                }
            }
            result += word
            width += word.utf8.count
        }
        return result
    }

    /// A display name: an atom or quoted string when ASCII, else encoded-words.
    static func phrase(_ text: String) -> String {
        let clean = SingleLine.squeezed(text)
        guard clean.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }), !clean.contains("=?") else {
            return encodedWords(clean).joined(separator: " ")
        }
        let atext = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: " !#$%&'*+-/=?^_`{|}~"))
        if clean.unicodeScalars.allSatisfy({ $0.isASCII && atext.contains($0) }) { return clean }
        return "\"" + clean.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }

    /// `text` as `=?UTF-8?B?…?=` words of at most ``wordBytes`` bytes each, never splitting a character.
    static func encodedWords(_ text: String) -> [String] {
        var words: [String] = []
        var chunk = Data()
        for character in text {
            let bytes = Data(String(character).utf8)
            if chunk.count + bytes.count > wordBytes, !chunk.isEmpty {
                words.append(word(chunk))
                chunk = Data()
            }
            chunk.append(bytes.prefix(wordBytes))
        }
        if !chunk.isEmpty || words.isEmpty { words.append(word(chunk)) }
        return words
    }

    static func word(_ bytes: Data) -> String { "=?UTF-8?B?\(bytes.base64EncodedString())?=" }
}
