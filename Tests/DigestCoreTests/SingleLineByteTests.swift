import Testing

@testable import DigestCore

/// The escapers judge text by its UTF-8 bytes and ask the byte tests only at bytes that
/// `mayStartOddCharacter` lets through; over every Unicode scalar, that filter must never hide a
/// C1 control, a noncharacter or a line separator, and each test must agree with its scalar twin.
struct SingleLineByteTests {
    @Test func theLeadByteFilterLetsThroughEveryOddCharacter() {
        var odd = 0
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            let bytes = Array(String(Character(scalar)).utf8)
            let (control, separator) = (
                SingleLine.isC1ControlOrNoncharacter(bytes.span, at: 0), SingleLine.isLineSeparator(bytes.span, at: 0)
            )
            #expect(control == (SingleLine.isControl(scalar) || SingleLine.isNoncharacter(scalar)), "U+\(value)")
            #expect(separator == (value == 0x2028 || value == 0x2029), "U+\(value)")
            if control || separator {
                odd += 1
                #expect(SingleLine.mayStartOddCharacter(bytes[0]), "U+\(value) starts with \(bytes[0])")
            }
        }
        // 32 C1 controls, 66 noncharacters, 2 separators.
        #expect(odd == 100)
    }

    @Test(arguments: [UInt8(0x41), 0x80, 0xBF, 0xC3, 0xE3, 0xE9, 0xEE])
    func plainLeadAndContinuationBytesAreSkipped(byte: UInt8) {
        #expect(!SingleLine.mayStartOddCharacter(byte))
    }
}
