import Dispatch
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import DigestRender

struct CommonMarkTests {
    @Test func rendersPlainMarkdown() {
        #expect(
            CommonMark.html(fromMarkdown: "# Hi\n\n*a* and **b**")
                == "<h1>Hi</h1>\n<p><em>a</em> and <strong>b</strong></p>\n")
    }

    static let rawHTML = [
        "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "<iframe src=https://evil.example></iframe>",
        "<div onclick=alert(1)>x</div>", "a <b onmouseover=alert(1)>b</b> c", "<svg onload=alert(1)>", "<!-- c -->x",
    ]

    @Test(arguments: rawHTML)
    func safeModeDropsRawHTML(markdown: String) {
        let html = CommonMark.html(fromMarkdown: markdown)
        #expect(html.contains("raw HTML omitted"))
        for bad in ["<script", "<img", "<iframe", "onclick", "onmouseover", "onload", "<svg", "<div"] {
            #expect(!html.contains(bad), "\(markdown) became \(html)")
        }
    }

    static let unsafeLinks = [
        "[x](javascript:alert(1))", "[x](JAVASCRIPT:alert(1))", "[x](vbscript:msgbox(1))",
        "[x](data:text/html;base64,PHNjcmlwdD4=)", "[x](file:///etc/passwd)", "<javascript:alert(1)>",
        "![x](javascript:alert(1))",
    ]

    @Test(arguments: unsafeLinks)
    func safeModeEmptiesDangerousLinks(markdown: String) {
        let html = CommonMark.html(fromMarkdown: markdown).lowercased()
        #expect(!html.contains("javascript:") || !html.contains("href=\"javascript"))
        #expect(
            !html.contains("href=\"javascript") && !html.contains("href=\"vbscript") && !html.contains("href=\"data:")
                && !html.contains("href=\"file:") && !html.contains("src=\"javascript"), "\(markdown) became \(html)")
    }

    @Test func passesTheByteCountSoNULAndJapaneseSurvive() {
        let html = CommonMark.html(fromMarkdown: "前\u{0}後 🚀")
        #expect(html == "<p>前\u{FFFD}後 🚀</p>\n")
    }

    @Test func emptyAndHugeInput() {
        #expect(CommonMark.html(fromMarkdown: "") == "")
        let big = String(repeating: "- 項目 **item** [link](https://example.com)\n", count: 50_000)
        let html = CommonMark.html(fromMarkdown: big)
        #expect(occurrences(of: "<li>", in: html) == 50_000)
    }

    /// Pieces of hostile Markdown: syntax of every kind, entities, links that get percent
    /// escapes, NUL, and characters of one to four bytes, next to syntax that cmark cuts at.
    static let pieces: [String] = [
        "*", "_", "**", "`", "```\n", "[", "](", ")", "<", ">", "&", "&amp;", "&#x1F680;", "&#0;", "&bogus;", "\\",
        "#", "- ", "1. ", "> ", "\n", "\r\n", "    ", "|", "![", "<https://例え.jp/パス?q=日本 語>",
        "[l](https://example.com/ä ö?x=\"y\")", "<javascript:x>", "\u{0}", "é", "e\u{301}", "日本語", "🚀", "\u{FEFF}",
        "\u{2028}", "\u{FFFD}", "\u{10FFFF}", "a", " ", "---\n", "<!-- x -->", "<b>",
    ]

    /// cmark's output goes to the page as bytes without a check (``CommonMark/htmlBytes(fromMarkdown:)``):
    /// from valid UTF-8 it must write valid UTF-8, the same bytes the String form has.
    @Test(arguments: 0..<25) func htmlFromValidUTF8IsValidUTF8(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<40 {
            let markdown = (0..<Int.random(in: 0...60, using: &random)).map { _ in
                Self.pieces.randomElement(using: &random) ?? ""
            }.joined()
            let bytes = CommonMark.htmlBytes(fromMarkdown: Array(markdown.utf8))
            #expect(String(validating: bytes, as: UTF8.self) != nil, "\(markdown.debugDescription)")
            #expect(bytes == Array(CommonMark.html(fromMarkdown: markdown).utf8))
        }
    }

    /// Markdown of many sizes and shapes: empty, one byte, a NUL, a week's page, one line of a
    /// megabyte, a list of 40 000 items, nesting 5 000 deep, tables, references, and doubling runs.
    static let sized: [String] =
        [
            "", "a", "\u{0}", String(repeating: "- *x* [l](https://e.example/?q=1&r=2)\n", count: 40),
            String(repeating: "x", count: 1_000_000), String(repeating: "> ", count: 5_000) + "deep",
            String(repeating: "- 項目 **item** [link](https://example.com/パス)\n", count: 40_000),
            String(repeating: "| a | b |\n", count: 3_000) + String(repeating: "`c` ", count: 30_000),
            String(repeating: "[r]: https://example.com/ref\n[r]\n\n", count: 2_000),
        ]
        + (1...12).map { String(repeating: "w ", count: 1 << $0) + "\n\n" + String(repeating: "*e* ", count: 1 << $0) }

    /// Every size converts, to valid UTF-8 that holds its text, and the bytes path and the
    /// String path agree.
    @Test(arguments: sized)
    func everySizeConverts(markdown: String) {
        let bytes = CommonMark.htmlBytes(fromMarkdown: Array(markdown.utf8))
        #expect(String(validating: bytes, as: UTF8.self) != nil)
        #expect(markdown.isEmpty == bytes.isEmpty)
        #expect(bytes == Array(CommonMark.html(fromMarkdown: markdown).utf8))
    }

    /// Many conversions at once, on every core, each give what the same conversion gives alone.
    @Test func conversionsOnManyThreadsAtOnceEachGiveWhatOneGivesAlone() {
        var random = SeededRandom(seed: 2_311)
        let inputs = (0..<64).map { _ in
            Array(
                (0..<Int.random(in: 0...4_000, using: &random)).map { _ in
                    Self.pieces.randomElement(using: &random) ?? ""
                }.joined().utf8)
        }
        let expected = inputs.map { CommonMark.htmlBytes(fromMarkdown: $0) }
        let results = Mutex([[[UInt8]]](repeating: [], count: inputs.count))
        DispatchQueue.concurrentPerform(iterations: inputs.count * 4) { index in
            let html = CommonMark.htmlBytes(fromMarkdown: inputs[index % inputs.count])
            results.withLock { $0[index % inputs.count].append(html) }
        }
        let made = results.withLock { $0 }
        for index in inputs.indices {
            #expect(made[index].count == 4)
            #expect(made[index].allSatisfy { $0 == expected[index] }, "input \(index) of \(inputs[index].count) bytes")
        }
    }

    @Test func reportsTheLinkedVersion() {
        #expect(CommonMark.libraryVersion.split(separator: ".").count == 3)
    }
}
