import Testing

@testable import DigestCore

/// Strings made from bytes known to be valid are the strings checking makes, marked ASCII exactly
/// when those are; `isASCII` finds a byte past ASCII wherever it sits among the eight-byte words.
struct ValidUTF8Tests {
    static let texts = [
        "", "a", "3h 20m", "eight!!!", "fifteen bytes!!", "sixteen bytes!!!", "2026-W47",
        "https://example.com/a?b=c&d=e#f", "週報", "é", "e\u{301}", "🚀 launch", "6\u{00A0}h\u{00A0}10\u{00A0}m",
        String(repeating: "x", count: 300), String(repeating: "語", count: 100) + "end", "\u{0}\r\n\t",
    ]

    @Test(arguments: texts) func validBytesMakeTheStringCheckingMakes(text: String) {
        let bytes = Array(text.utf8)
        let checked = String(decoding: bytes, as: UTF8.self)
        let made = bytes.withUnsafeBufferPointer { String(validUTF8: $0) }
        #expect(Array(made.utf8) == bytes)
        #expect(made == checked)
        #expect(made.count == checked.count)
        #expect(Self.isKnownASCII(made) == Self.isKnownASCII(checked))
        let ascii = bytes.withUnsafeBufferPointer { String(ascii: $0) }
        #expect((ascii != nil) == text.unicodeScalars.allSatisfy(\.isASCII))
        if let ascii { #expect(ascii == text && Self.isKnownASCII(ascii)) }
    }

    /// One byte of 0x80 or more, at each place in texts of 0 to 33 bytes.
    @Test(arguments: [0x80, 0xC2, 0xFF] as [UInt8]) func aHighByteAnywhereIsFound(high: UInt8) {
        for length in 0...33 {
            let plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            #expect(plain.withUnsafeBufferPointer { String.isASCII($0) })
            for place in 0..<length {
                var bytes = plain
                bytes[place] = high
                #expect(!bytes.withUnsafeBufferPointer { String.isASCII($0) }, "\(length) bytes, at \(place)")
                #expect(bytes.withUnsafeBufferPointer { String(ascii: $0) } == nil)
            }
        }
        // A buffer that starts part-way into an array: the words are read unaligned.
        let bytes = [UInt8](repeating: UInt8(ascii: "b"), count: 40) + [high]
        for start in 0..<8 {
            #expect(!bytes.withUnsafeBufferPointer { String.isASCII(UnsafeBufferPointer(rebasing: $0[start...])) })
            #expect(bytes.withUnsafeBufferPointer { String.isASCII(UnsafeBufferPointer(rebasing: $0[start..<40])) })
        }
    }

    /// Whether `text` is marked ASCII (`#expect` cannot take the span itself).
    static func isKnownASCII(_ text: String) -> Bool { text.utf8Span.isKnownASCII }
}
