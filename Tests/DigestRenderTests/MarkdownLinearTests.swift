import Foundation
import Testing

@testable import DigestRender

/// Issue 66: untrusted text is escaped for Markdown in one pass: a megabyte of each kind of mark.
struct MarkdownLinearTests {
    @Test(arguments: ["*", "\\", "`", "1.", "\n", " ", "\u{FFFE}", "#", "<", "&", "日本語"])
    func aMegabyteOfOneMarkIsEscapedOnce(unit: String) {
        let text = String(repeating: unit, count: (1 << 20) / unit.utf8.count) + "x"
        let started = ContinuousClock.now
        let escaped = MarkdownEscaping.escape(text)
        print(
            "linear-parsers: Markdown escaping, a megabyte of \(unit.debugDescription): \(ContinuousClock.now - started)"
        )
        #expect(escaped.utf8.count <= 3 * text.utf8.count)
        #expect(!escaped.contains("\n"))
    }
}
