import DigestCore
import Foundation

/// JSON's string escapes, read: shared by the readers of `weeks/index.json` and `digest.json`.
enum JSONEscapes {
    /// The text of `bytes` when they are valid UTF-8, else nil: what `String(validating:as:)`
    /// answers, at a fraction of its cost.
    ///
    /// That initialiser goes scalar by scalar (a quarter of reading a snapshot); a `UTF8Span`
    /// checks the bytes on the standard library's fast path, and the string is then copied from
    /// it without a second check.
    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        // ASCII (most of a snapshot: names, links, times) is valid as it is.
        if let ascii = String(ascii: bytes) { return ascii }
        guard let checked = try? unsafe UTF8Span(validating: bytes.span) else { return nil }
        return String(copying: checked)
    }

    /// `escaped` with its JSON escapes replaced; nil when one is not JSON.
    static func unescaped(_ escaped: ArraySlice<UInt8>) -> String? {
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        var index = escaped.startIndex
        func flush() -> Bool {
            guard !utf8.isEmpty else { return true }
            guard let text = String(validating: utf8, as: UTF8.self) else { return false }
            scalars.append(contentsOf: text.unicodeScalars)
            utf8.removeAll()
            return true
        }
        func hex(at start: Int) -> UInt32? {
            guard start + 4 <= escaped.endIndex else { return nil }
            return UInt32(String(decoding: escaped[start..<start + 4], as: UTF8.self), radix: 16)
        }
        while index < escaped.endIndex {
            let byte = escaped[index]
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                index += 1
                continue
            }
            guard flush(), index + 1 < escaped.endIndex else { return nil }
            let scalar: Unicode.Scalar?
            switch escaped[index + 1] {
            case UInt8(ascii: "\""): scalar = "\""
            case UInt8(ascii: "\\"): scalar = "\\"
            case UInt8(ascii: "/"): scalar = "/"
            case UInt8(ascii: "n"): scalar = "\n"
            case UInt8(ascii: "r"): scalar = "\r"
            case UInt8(ascii: "t"): scalar = "\t"
            case UInt8(ascii: "b"): scalar = "\u{8}"
            case UInt8(ascii: "f"): scalar = "\u{C}"
            case UInt8(ascii: "u"):
                guard let unit = hex(at: index + 2) else { return nil }
                if (0xD800..<0xDC00).contains(unit) {
                    guard escaped[index + 6..<min(index + 8, escaped.endIndex)].elementsEqual("\\u".utf8),
                        let low = hex(at: index + 8), (0xDC00..<0xE000).contains(low)
                    else { return nil }
                    scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                    index += 6
                } else {
                    scalar = Unicode.Scalar(unit)
                }
                index += 4
            default: return nil
            }
            guard let scalar else { return nil }
            scalars.append(scalar)
            index += 2
        }
        guard flush() else { return nil }
        return String(scalars)
    }
}
