import Foundation
import Testing

@testable import DigestCore

/// `String(assembling:)` gives exactly the pieces joined, whether they fit the buffer on the
/// stack or not, with numbers written as `zeroPadded` (and so `%0*d`) writes them.
struct TextAssemblyTests {
    static let pieceLists: [[String]] = [
        [], [""], ["a"], ["fifteen bytes!!", "+1"], ["週報", " · ", "🚀", "e\u{301}"], ["\u{0}\n\r", "<&>"],
        [String(repeating: "x", count: 256)], [String(repeating: "x", count: 255), "y"],
        [String(repeating: "x", count: 255), "yz"], [String(repeating: "長い", count: 50)],
        [String(repeating: "長い", count: 42), "い", "🚀"], [String(repeating: "語", count: 2_000), "end"],
        [String("abcdef週報".dropFirst(2)), String(Substring("sliced 日本"))],
    ]

    @Test(arguments: pieceLists) func piecesComeOutJoined(pieces: [String]) {
        var runs = 0
        let text = String(assembling: { text in
            runs += 1
            for piece in pieces { text.add(piece) }
        })
        #expect(text == pieces.joined())
        #expect(Array(text.utf8) == pieces.flatMap { Array($0.utf8) })
        // Once when the text fits on the stack, twice when it does not.
        #expect(runs == (pieces.joined().utf8.count <= 256 ? 1 : 2))
    }

    @Test(arguments: [0, 1, 2, 4, 6, 12, 30])
    func numbersArePaddedAsZeroPaddedPadsThem(width: Int) {
        let values = [
            0, 1, 7, 9, 10, 59, 99, 100, 999, 2026, 10_000, 123_456_789, -1, -5, -42, -2026, Int.max, Int.min + 1,
            Int.min,
        ]
        for value in values {
            let text = String(assembling: { $0.add(value, width: width) })
            #expect(text == value.zeroPadded(width), "\(value) to \(width)")
            #expect(text == String(format: "%0*ld", Int32(width), value), "\(value) to \(width)")
        }
    }

    /// A number or a byte that crosses the end of the buffer on the stack is written whole in
    /// the second pass, not cut.
    @Test(arguments: 240...258) func piecesAcrossTheBuffersEndAreWrittenWhole(prefix: Int) {
        let head = String(repeating: "x", count: prefix)
        let text = String(assembling: { text in
            text.add(head)
            text.add(Int.min, width: 22)
            text.add(UInt8(ascii: "!"))
            text.add(42)
        })
        #expect(text == head + Int.min.zeroPadded(22) + "!42")
    }

    @Test func bytesAreAddedAsTheyAre() {
        let bytes: [UInt8] = Array("週報 <b>".utf8)
        let text = String(assembling: { text in bytes.withUnsafeBufferPointer { text.add($0) } })
        #expect(text == "週報 <b>")
    }

    /// A text of strings, numbers and ASCII characters is made without checking its bytes again:
    /// it is the text checking makes, known to be ASCII exactly when that one is (a string
    /// wrongly marked ASCII would compare and count wrongly).
    @Test(arguments: pieceLists) func uncheckedTextsAreWhatCheckingMakes(pieces: [String]) {
        let text = String(assembling: { text in
            for piece in pieces { text.add(piece) }
            text.add(7)
            text.add(UInt8(ascii: "."))
        })
        let checked = String(decoding: Array((pieces.joined() + "7.").utf8), as: UTF8.self)
        #expect(text == checked)
        #expect(Self.isKnownASCII(text) == Self.isKnownASCII(checked))
        #expect(text.count == checked.count)
    }

    static let notUTF8: [[UInt8]] = [
        [0xFF], [0x80], [0xE6, 0x97], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        [0x41, 0x80, 0x42], Array("週報".utf8.dropLast()),
    ]

    /// Bytes that are not UTF-8, added as bytes or one by one, come out as checking makes them
    /// (each bad sequence U+FFFD), in a text on the stack and in one too long for it.
    @Test(arguments: notUTF8) func bytesThatAreNotUTF8AreRepaired(bytes: [UInt8]) {
        for head in ["", "日本 ", String(repeating: "x", count: 300)] {
            let asBytes = String(assembling: { text in
                text.add(head)
                bytes.withUnsafeBufferPointer { text.add($0) }
            })
            let oneByOne = String(assembling: { text in
                text.add(head)
                for byte in bytes { text.add(byte) }
            })
            let expected = String(decoding: Array(head.utf8) + bytes, as: UTF8.self)
            // Compared byte by byte: comparing strings would repair bad bytes on the way.
            #expect(Array(asBytes.utf8) == Array(expected.utf8))
            #expect(Array(oneByOne.utf8) == Array(expected.utf8))
            #expect(asBytes.unicodeScalars.contains("\u{FFFD}"))
            #expect(!Self.isKnownASCII(asBytes))
        }
    }

    /// Whether `text` is marked ASCII (`#expect` cannot take the span itself).
    static func isKnownASCII(_ text: String) -> Bool { text.utf8Span.isKnownASCII }
}
