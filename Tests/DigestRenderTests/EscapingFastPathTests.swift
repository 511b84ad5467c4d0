import Foundation
import TestSupport
import Testing

@testable import DigestRender

/// The escapers let plain text through untouched after one look at its bytes
/// (``MarkdownEscaping/isPlain(_:)``, ``HTMLEscaping/isPlain(_:)``): each must say "plain" exactly
/// when the long way would give the same bytes back, on text that is mostly plain (names,
/// figures, Japanese) with every character the long way changes mixed in now and then.
struct EscapingFastPathTests {
    static let plain: [String] =
        Array("abcXYZ019 .)-,:;'/?%=+~(){}日本語記事").map(String.init) + [
            "\u{00A0}", "\u{2060}", "\u{2013}", "\u{2026}", "🚀", "\u{E9}", "e\u{301}", "\u{1F1EF}\u{1F1F5}", "12",
            "\u{2027}", "\u{202A}", "\u{FDCF}", "\u{FDF0}", "\u{FFFD}", "\u{1FFFD}", "\u{EFBF}", "\u{3001}",
        ]
    static let changed: [String] =
        Array("\\`*_[]<>&#!|\t\n\r").map(String.init) + [
            "\u{0}", "\u{1B}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{2028}", "\u{2029}", scalar(0xFDD0),
            scalar(0xFDEF),
            "\u{FFFE}", "\u{FFFF}", "\u{1FFFE}", "\u{10FFFF}", "\u{FEFF}", "\u{3000}", "\u{200B}", "\u{2000}",
            "\u{1680}",
            "\u{205F}", "\u{202F}", "1.", "1)", "- ", "+", ".", " ",
        ]

    /// A scalar Swift's literals refuse (U+FDD0–U+FDEF).
    static func scalar(_ value: UInt32) -> String { Unicode.Scalar(value).map { String($0) } ?? "" }

    @Test func plainIsExactlyWhatTheLongWayLeavesAlone() {
        var (plain, escaped) = (0, 0)
        var (quick, long) = (0, 0)
        for text in Self.texts(Self.changed, seed: 0x9_1A1_4) {
            let unchanged = Array(MarkdownEscaping.escaped(text).utf8) == Array(text.utf8)
            #expect(MarkdownEscaping.isPlain(text) == unchanged, "\(text.debugDescription)")
            // The quick way (backslashes added in one pass over the bytes) gives the long way's bytes.
            #expect(Array(MarkdownEscaping.escape(text).utf8) == Array(MarkdownEscaping.escaped(text).utf8))
            // Onto a page: the bytes read once, first and last scalars decoded from them.
            var page: [UInt8] = Array("> ".utf8)
            MarkdownEscaping.escape(text, into: &page)
            #expect(page == Array("> ".utf8) + Array(MarkdownEscaping.escaped(text).utf8), "\(text.debugDescription)")
            let inLine = MarkdownEscaping.backslashesInLine(text.utf8.span)
            #expect(inLine == MarkdownEscaping.backslashes(in: text), "\(text.debugDescription)")
            if unchanged { plain += 1 } else { escaped += 1 }
            switch MarkdownEscaping.backslashes(in: text) {
            case nil: long += 1
            case 0: break
            default: quick += 1
            }
        }
        // Every answer is given often, so no side of the check is idle.
        #expect(plain > 2_000 && escaped > 2_000, "\(plain) plain, \(escaped) escaped")
        #expect(quick > 1_000 && long > 1_000, "\(quick) escaped the quick way, \(long) the long way")
    }

    /// Random text, mostly plain, with characters from `changed` one time in eight.
    static func texts(_ changed: [String], seed: UInt64) -> [String] {
        var random = SeededRandom(seed: seed)
        return (0..<20_000).map { _ in
            let length = Int.random(in: 0...12, using: &random)
            return (0..<length).map { _ in
                let pool = Int.random(in: 0..<8, using: &random) == 0 ? changed : Self.plain
                return pool.randomElement(using: &random) ?? ""
            }.joined()
        }
    }

    /// Each byte's classes in the escapers' table are what their rules say of it, spelled out
    /// here on their own.
    @Test func eachBytesClassesAreWhatTheRulesSay() {
        #expect(ByteClasses.table.count == 256)
        for value in 0...255 {
            let byte = UInt8(value), classes = ByteClasses.table[value]
            let control = byte < 0x20 || byte == 0x7F
            let htmlSpecial =
                (control && byte != 0x0A && byte != 0x09) || [0x26, 0x3C, 0x3E, 0x22, 0x27].contains(byte)
            #expect((classes & ByteClasses.control != 0) == control, "\(byte)")
            #expect((classes & ByteClasses.htmlSpecial != 0) == htmlSpecial, "\(byte)")
            #expect(
                (classes & ByteClasses.markdownMark != 0) == Array("\\`*_[]<>&#!|".utf8).contains(byte), "\(byte)")
            #expect(
                (classes & ByteClasses.oddStart != 0) == (byte == 0xC2 || byte == 0xE2 || (0xEF...0xF4).contains(byte)),
                "\(byte)")
        }
    }

    @Test func htmlPlainIsExactlyWhatTheLongWayLeavesAlone() {
        let changed =
            Array("&<>\"'\r\u{0}\u{1B}\u{7F}").map(String.init) + [
                "\u{80}", "\u{85}", "\u{9F}", Self.scalar(0xFDD0), Self.scalar(0xFDEF), "\u{FFFE}", "\u{FFFF}",
                "\u{1FFFE}", "\u{10FFFF}", "\n", "\t", "\u{2028}", "\u{FEFF}",
            ]
        var (plain, escaped) = (0, 0)
        for text in Self.texts(changed, seed: 0x4_7A1) {
            let unchanged = !text.unicodeScalars.contains(where: HTMLEscaping.needsWork)
            let fast = HTMLEscaping.isPlain(text.utf8.span)
            #expect(fast == unchanged, "\(text.debugDescription)")
            var page: [UInt8] = Array("<p>".utf8)
            HTMLEscaping.escape(text, into: &page)
            #expect(page == Array("<p>".utf8) + Array(HTMLEscaping.escape(text).utf8), "\(text.debugDescription)")
            if unchanged { plain += 1 } else { escaped += 1 }
        }
        #expect(plain > 2_000 && escaped > 2_000, "\(plain) plain, \(escaped) escaped")
    }

    /// XML 1.0's rule, scalar by scalar, as the feed needs it: the reference the byte-wise escaper must match.
    static func xmlReference(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: result += "&amp;"
            case 0x3C: result += "&lt;"
            case 0x3E: result += "&gt;"
            case 0x22: result += "&quot;"
            case 0x27: result += "&#39;"
            case 0x0D: result += "\n"
            case 0x09, 0x0A: result.unicodeScalars.append(scalar)
            case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    @Test func xmlEscapingByBytesFollowsTheScalarRule() {
        let changed =
            Array("&<>\"'\r\n\t\u{0}\u{1B}\u{7F}").map(String.init) + [
                "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{EFBF}", "\u{1FFFE}",
                "\u{2028}", "<p>", "</a>",
            ]
        var (plain, escaped) = (0, 0)
        for text in Self.texts(changed, seed: 0x3_1A1) {
            let expected = Self.xmlReference(text)
            #expect(Array(XMLEscaping.escape(text).utf8) == Array(expected.utf8), "\(text.debugDescription)")
            if Array(expected.utf8) == Array(text.utf8) { plain += 1 } else { escaped += 1 }
        }
        #expect(plain > 2_000 && escaped > 2_000, "\(plain) plain, \(escaped) escaped")
    }

    @Test(arguments: [
        ("6 h 10 m", true), ("6\u{00A0}h\u{00A0}10\u{00A0}m", true), ("16–22 November 2026", true),
        ("2時間40分", true), ("Swift", true), ("", true), ("1. x", false), ("- x", false), ("a_b", false),
        (" x", false), ("x\u{3000}", false), ("\u{FEFF}x", false), ("12)", false), ("x.)", true),
    ])
    func knownValues(text: String, isPlain: Bool) {
        #expect(MarkdownEscaping.isPlain(text) == isPlain)
    }

    /// What is trimmed around a value is Foundation's white space and new lines, and the
    /// byte-order mark, for every scalar of the Basic Multilingual Plane and beyond: the quick
    /// answer for printable ASCII must not change it.
    @Test func trimmedScalarsAreFoundationsWhiteSpaceAndTheByteOrderMark() {
        var trimmed: [UInt32] = []
        for value in UInt32(0)...0x2_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = CharacterSet.whitespacesAndNewlines.contains(scalar) || value == 0xFEFF
            #expect(MarkdownEscaping.isTrimmed(scalar) == expected, "U+\(String(value, radix: 16))")
            if expected { trimmed.append(value) }
        }
        #expect(trimmed.count == 27, "\(trimmed.map { String($0, radix: 16) })")
    }
}
