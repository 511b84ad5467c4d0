import CCmark
import Foundation

/// Converts Markdown to an HTML fragment with cmark, in its safe mode.
///
/// This is the only file that imports cmark. Safe mode replaces raw HTML with a comment and
/// empties `javascript:`, `vbscript:`, `file:` and most `data:` links; it is never turned off,
/// because the digest's Markdown always carries text from the internet.
enum CommonMark {
    /// The HTML for `markdown`.
    ///
    /// Embedded NULs are kept (cmark replaces them with U+FFFD).
    package static func html(fromMarkdown markdown: String) -> String {
        String(decoding: htmlBytes(fromMarkdown: Array(markdown.utf8)), as: UTF8.self)
    }

    /// ``html(fromMarkdown:)`` of Markdown in UTF-8 bytes (a rendered template's), as the UTF-8
    /// bytes a page holds.
    ///
    /// From valid UTF-8, cmark writes valid UTF-8: it copies the text's bytes, cutting only at
    /// ASCII, and adds ASCII markup and percent escapes (`CommonMarkTests` holds it to that on
    /// hostile input). So the bytes go to the page as they are, without the check a String
    /// would make of them.
    static func htmlBytes(fromMarkdown markdown: [UInt8]) -> [UInt8] {
        guard !markdown.isEmpty else { return [] }
        // No CMARK_OPT_VALIDATE_UTF8: the bytes come from Swift strings, which are always valid
        // UTF-8, and checking them again cost a tenth of cmark's time. NULs become U+FFFD either way.
        // The C edge: cmark reads `markdown.count` bytes from the array's buffer, borrowed for the
        // call, and returns a NUL-terminated string it allocated, copied here and then freed.
        let rendered: UnsafeMutablePointer<CChar>? = markdown.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return nil }
            return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
                cmark_markdown_to_html(chars, bytes.count, CMARK_OPT_DEFAULT)
            }
        }
        guard let rendered else { return [] }
        defer { free(rendered) }
        return Array(UnsafeRawBufferPointer(start: rendered, count: strlen(rendered)))
    }

    /// The version of the linked cmark library, for example `0.30.2`.
    static var libraryVersion: String {
        guard let version = cmark_version_string() else { return "unknown" }
        return String(cString: version)
    }
}
