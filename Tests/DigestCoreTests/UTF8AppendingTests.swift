import Testing

@testable import DigestCore

/// `append(utf8Of:)` copies a string's bytes from its storage: it must give exactly the bytes of
/// its UTF-8 view, whatever the string is made of and however it is stored.
struct UTF8AppendingTests {
    static let texts: [String] = [
        "", "a", "fifteen bytes!!", "sixteen bytes!!!", "週報", "e\u{301}", "🚀 launch", "\u{0}\n\r",
        String(repeating: "長い", count: 500),
        // Bridged-looking and sliced strings are stored differently from a literal.
        String("abcdef週報".dropFirst(2)), String(Substring("not contiguous? 日本")),
    ]

    @Test(arguments: texts) func aStringsBytesAreAppendedAsItsUTF8ViewHasThem(text: String) {
        var bytes: [UInt8] = [0xFF, 0x00]
        bytes.append(utf8Of: text)
        #expect(bytes == [0xFF, 0x00] + Array(text.utf8))
    }
}
