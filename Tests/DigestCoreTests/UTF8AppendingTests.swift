import TestSupport
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

    /// `append(bytes:)` gives what `append(contentsOf:)` gives, run after run: empty runs, runs
    /// that fill the room exactly, runs that make the array grow, into an empty array or a shared
    /// one (which must be copied, not written through).
    @Test(arguments: 1...20)
    func byteRunsAreAppendedAsAppendContentsOfAppendsThem(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var fast: [UInt8] = []
        var plain: [UInt8] = []
        if Bool.random(using: &random) { fast.reserveCapacity(Int.random(in: 0...64, using: &random)) }
        var shared: [UInt8] = []
        for _ in 0..<200 {
            let count = [0, 1, 7, 16, 31, 200, 5000].randomElement(using: &random) ?? 0
            let run = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            if Int.random(in: 0..<20, using: &random) == 0 { shared = fast }
            let before = shared
            run.withUnsafeBufferPointer { fast.append(bytes: $0) }
            plain.append(contentsOf: run)
            #expect(fast == plain)
            #expect(shared == before, "a copy sharing the array's storage changed")
        }
        #expect(plain.count > 10_000)
    }
}
