import Foundation
import TestSupport
import Testing

@testable import DigestRender

/// The Markdown escaper against random text built from everything Markdown and HTML treat as
/// syntax: cmark must turn the escaped text into one paragraph of exactly that text, never markup.
struct EscaperFuzzTests {
    static let inputs = 20_000

    static let pieces: [String] =
        Array("\\`*_{}[]()<>#+-.!|~=:&;\"'/?% \t\n\r0123456789abcXYZ日本語🚀").map(String.init) + [
            "javascript:", "http://x.example", "<script>", "</p>", "<!--", "-->", "<![CDATA[", "]]>", "&amp;", "&#x3C;",
            "&#60;",
            "```", "~~~", "---", "***", "___", "1.", "1)", "- ", "* ", "+ ", "> ", "# ", "    ", "[x]", "(y)", "[x](y)",
            "![a](b)",
            "<a href=x>", "\\\\", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{2028}", "\u{200B}", "\u{202E}", "\u{FEFF}",
            "\u{FFFE}", "\r\n",
        ]

    /// What the reader should see: each line break (CR LF is one), tab or control character as a
    /// space, noncharacters as U+FFFD, the ends trimmed of white space and byte-order marks.
    static func visible(_ text: String) -> String {
        var result = ""
        let ends = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{FEFF}"))
        for character in text.trimmingCharacters(in: ends) {
            let scalars = character.unicodeScalars
            if character.isNewline || character == "\t"
                || scalars.contains(where: {
                    $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}"
                })
            {
                result.append(" ")
            } else if scalars.contains(where: { $0.value & 0xFFFE == 0xFFFE || (0xFDD0...0xFDEF).contains($0.value) }) {
                result.append("\u{FFFD}")
            } else {
                result.append(character)
            }
        }
        return result.trimmingCharacters(in: ends)
    }

    @Test func escapedTextNeverBecomesMarkup() async {
        var random = SeededRandom(seed: 0x5EED)
        var checked = 0
        for index in 0..<Self.inputs {
            if index % 100 == 0 { await Task.yield() }  // leave the shared threads to other suites now and then
            let length = Int.random(in: 0...40, using: &random)
            let text = (0..<length).map { _ in Self.pieces.randomElement(using: &random) ?? "" }.joined()
            let html = CommonMark.html(fromMarkdown: MarkdownEscaping.escape(text) + "\n")
            let expected = Self.visible(text)
            if expected.isEmpty {
                #expect(html.isEmpty || html == "<p></p>\n", "\(text.debugDescription) → \(html)")
                continue
            }
            let tags = html.matches(of: /<[^>]*>/).map { String($0.output) }
            #expect(tags == ["<p>", "</p>"], "\(text.debugDescription) became markup: \(html)")
            #expect(textContent(ofHTML: html) == expected, "\(text.debugDescription) shows as \(html)")
            checked += 1
        }
        print("escaper: \(Self.inputs) random inputs, \(checked) non-blank ones compared with cmark's output")
        #expect(checked > Self.inputs / 2)
    }
}
