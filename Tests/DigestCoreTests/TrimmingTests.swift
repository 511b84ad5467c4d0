import Foundation
import Testing

@testable import DigestCore

/// `trimmingWhitespace()` takes a shortcut when both ends are visible ASCII; every other text
/// must come out exactly as Foundation's `.whitespaces` trimming leaves it.
struct TrimmingTests {
    @Test(arguments: [
        ("", ""),
        (" ", ""),
        ("\t \t", ""),
        ("a", "a"),
        ("  Swift  ", "Swift"),
        ("\tname\t", "name"),
        ("\u{3000}名前\u{3000}", "名前"),
        ("\u{A0}x\u{A0}", "x"),
        ("x\u{2003}", "x"),
        ("\nline\n", "\nline\n"),
        ("\r\nx", "\r\nx"),
        ("é", "é"),
        (" é ", "é"),
        ("\u{7F}x", "\u{7F}x"),
        ("a b", "a b"),
        ("~", "~"),
    ])
    func trimsSpacesAndTabsLikeFoundation(text: String, expected: String) {
        #expect(text.trimmingWhitespace() == expected)
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
    }

    @Test func worksOnSubstrings() throws {
        let line = "key:  value \t"
        let value = line[line.index(after: try #require(line.firstIndex(of: ":")))...]
        #expect(value.trimmingWhitespace() == "value")
    }
}
