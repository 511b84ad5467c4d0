import Testing

@testable import DigestRender

/// Issue 57: the HTML escaper against the text it must give, on each of its ways (the string, and
/// onto a page's bytes), not only its fast path against its slow one.
struct HTMLEscapingTests {
    static let cases: [(String, String)] = [
        ("plain words 123", "plain words 123"),
        ("Tom & \"Jerry\" <b>'s", "Tom &amp; &quot;Jerry&quot; &lt;b&gt;&#39;s"),
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("\" onmouseover=\"x", "&quot; onmouseover=&quot;x"),
        ("javascript:alert('x')", "javascript:alert(&#39;x&#39;)"),
        ("日本語 <記事> & 🚀", "日本語 &lt;記事&gt; &amp; 🚀"),
        ("a\r\nb\tc", "a\n\nb\tc"),
        ("nul\u{0}esc\u{1B}del\u{7F}c1\u{85}", "nulescdelc1"),
        ("non\u{FFFE}char", "non\u{FFFD}char"),
        ("&amp;", "&amp;amp;"),
        ("", ""),
    ]

    @Test(arguments: cases)
    func escapesToTheExpectedText(text: String, expected: String) {
        #expect(HTMLEscaping.escape(text) == expected)
        var page: [UInt8] = Array("<p>".utf8)
        HTMLEscaping.escape(text, into: &page)
        #expect(page == Array("<p>".utf8) + Array(expected.utf8))
    }
}
