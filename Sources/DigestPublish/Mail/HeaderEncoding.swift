import DigestCore
import Foundation

/// Header values that can never add or break a header: RFC 2047 encoded-words for anything that
/// is not plain ASCII, control characters (CR, LF, NUL) removed, lines folded under 78 octets.
enum HeaderEncoding {
    /// The most UTF-8 bytes in one encoded-word: 52 characters of base64, a 64-character word.
    static let wordBytes = 39

    /// An unstructured value (`Subject`) after `Name: `: as it is when it is short plain ASCII, else
    /// encoded-words joined by folding white space.
    static func unstructured(_ text: String, fieldName: String) -> String {
        let clean = SingleLine.squeezed(text)
        let plain = clean.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }
        if plain, !clean.contains("=?"), fieldName.count + 2 + clean.utf8.count <= 78 { return clean }
        return encodedWords(clean).joined(separator: "\r\n ")
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
