import Testing

@testable import DigestRender

struct MarkdownEscapingTests {
    static let punctuation = (33...126).compactMap(Unicode.Scalar.init).map(Character.init)
        .filter { $0.isPunctuation || $0.isSymbol }

    static func shapes(_ p: Character) -> [String] {
        let s = String(p)
        return [
            s, "x\(s)y", s + s + s, "\(s) item", "1\(s) x", "\(s)x\(s)", "a \(s)\(s)b\(s)\(s) c",
            "\(s)\(s)\(s)\(s)", "\(s) \(s) \(s)", "10\(s)",
        ]
    }

    @Test func coversEveryASCIIPunctuationMark() {
        #expect(Self.punctuation.count == 32)
    }

    @Test(arguments: punctuation)
    func punctuationRendersLiterallyInAParagraph(mark: Character) {
        for input in Self.shapes(mark) {
            let html = CommonMark.html(fromMarkdown: MarkdownEscaping.escape(input) + "\n")
            #expect(html.hasPrefix("<p>"), "\(input) became \(html)")
            #expect(textContent(ofHTML: html) == input, "\(input) became \(html)")
        }
    }

    @Test(arguments: punctuation)
    func punctuationRendersLiterallyInListItemsLinksAndHeadings(mark: Character) {
        for input in Self.shapes(mark) {
            let escaped = MarkdownEscaping.escape(input)
            let item = CommonMark.html(fromMarkdown: "- " + escaped + "\n")
            #expect(item.hasPrefix("<ul>\n<li>") && textContent(ofHTML: item) == input, "\(input) became \(item)")
            #expect(!item.contains("<li>\n<"), "\(input) nested a block: \(item)")
            let link = CommonMark.html(fromMarkdown: "[" + escaped + "](https://example.com/)\n")
            #expect(
                link.hasPrefix("<p><a href=\"https://example.com/\">") && textContent(ofHTML: link) == input,
                "\(input) became \(link)")
            let heading = CommonMark.html(fromMarkdown: "## " + escaped + "\n")
            #expect(heading.hasPrefix("<h2>") && textContent(ofHTML: heading) == input, "\(input) became \(heading)")
            let twoLines = CommonMark.html(fromMarkdown: "Before\n" + escaped + "\n")
            #expect(twoLines.hasPrefix("<p>") && !twoLines.contains("<h"), "\(input) became \(twoLines)")
        }
    }

    static let unchanged = ["日本語のタイトル", "絵文字 🚀✨👩‍💻", "Swift 6 の strict concurrency", "מימין לשמאל", "plain words 123"]

    @Test(arguments: unchanged)
    func japaneseEmojiAndWordsStayAsTheyAre(text: String) {
        #expect(MarkdownEscaping.escape(text) == text)
        #expect(textContent(ofHTML: CommonMark.html(fromMarkdown: MarkdownEscaping.escape(text))) == text)
    }

    static let lineBreakers: [(String, String)] = [
        ("one\ntwo", "one two"), ("one\r\n# two", "one # two"), ("a\rb", "a b"), ("tab\there", "tab here"),
        ("  indented code?  ", "indented code?"), ("nul\u{0}byte", "nul byte"), ("line\u{2028}sep", "line sep"),
        ("trailing backslash\\", "trailing backslash\\"), ("\n\n- list", "- list"),
    ]

    @Test(arguments: lineBreakers)
    func textNeverLeavesItsLine(input: String, visible: String) {
        let escaped = MarkdownEscaping.escape(input)
        let breaksLine = escaped.contains { $0.isNewline }
        #expect(!breaksLine)
        let html = CommonMark.html(fromMarkdown: "- " + escaped + "\n")
        #expect(textContent(ofHTML: html) == visible, "\(input) became \(html)")
        #expect(occurrences(of: "<li>", in: html) == 1)
    }

    @Test func markdownTricksStayText() {
        let tricks = [
            "[x](javascript:alert(1))", "![img](https://evil.example/x.png)", "<https://evil.example>",
            "<script>alert(1)</script>", "&lt;b&gt;", "&#x6A;avascript:", "**bold** _em_ `code`",
            "[ref]: https://evil.example", "<img src=x onerror=alert(1)>", "---", "===", "```swift", "~~~",
        ]
        for trick in tricks {
            let html = CommonMark.html(fromMarkdown: "Title\n" + MarkdownEscaping.escape(trick) + "\n")
            #expect(
                !html.contains("<a ") && !html.contains("<img") && !html.contains("<em>") && !html.contains("<code>"),
                "\(trick) became \(html)")
            #expect(
                !html.contains("<script") && !html.contains("<h") && !html.contains("<pre"), "\(trick) became \(html)")
            #expect(textContent(ofHTML: html) == "Title\n" + trick)
        }
    }

    @Test(arguments: [0xFFFE, 0xFFFF, 0xFDD0, 0x1FFFE, 0x10FFFF])
    func noncharactersBecomeTheReplacementCharacter(value: UInt32) throws {
        let text = "a" + String(Character(try #require(Unicode.Scalar(value)))) + "b"
        let html = CommonMark.html(fromMarkdown: MarkdownEscaping.escape(text))
        #expect(
            !html.unicodeScalars.contains(where: {
                ($0.value & 0xFFFE) == 0xFFFE || (0xFDD0...0xFDEF).contains($0.value)
            }))
        #expect(html.contains("\u{FFFD}"))
    }

    /// Found by `EscaperFuzzTests`: a control character or a byte-order mark first used to leave the
    /// next character to start a block.
    @Test(arguments: [
        "\u{0}+ item", "\u{1B}    code", "\u{7}# heading", "\u{FEFF}~~~fence", "\u{FEFF}- item", "\r\n1. list",
        "\u{FEFF}    code", "\u{0}\u{FEFF}> quote", "\t---",
    ])
    func nothingBeforeBlockSyntaxLetsItThrough(text: String) {
        let html = CommonMark.html(fromMarkdown: MarkdownEscaping.escape(text) + "\n")
        #expect(html.hasPrefix("<p>") && html.hasSuffix("</p>\n"), "\(text.debugDescription) became \(html)")
        #expect(html.components(separatedBy: "<").count == 3, "one paragraph, nothing else: \(html)")
    }
}
