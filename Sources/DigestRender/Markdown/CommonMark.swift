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
        var source = markdown
        return source.withUTF8(html)
    }

    /// ``html(fromMarkdown:)`` of Markdown already in UTF-8 bytes (a rendered template's).
    static func html(fromMarkdown markdown: [UInt8]) -> String {
        markdown.withUnsafeBufferPointer(html)
    }

    /// The HTML of valid UTF-8 Markdown.
    static func html(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: htmlBytes(bytes), as: UTF8.self)
    }

    /// ``html(fromMarkdown:)`` as the UTF-8 bytes a page holds.
    static func htmlBytes(fromMarkdown markdown: [UInt8]) -> [UInt8] {
        markdown.withUnsafeBufferPointer(htmlBytes)
    }

    /// The HTML of valid UTF-8 Markdown, as bytes.
    ///
    /// From valid UTF-8, cmark writes valid UTF-8: it copies the text's bytes, cutting only at
    /// ASCII, and adds ASCII markup and percent escapes (`CommonMarkTests` holds it to that on
    /// hostile input). So the bytes go to the page as they are, without the check a String
    /// would make of them, which cost as much again as copying them.
    ///
    static func htmlBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        // No CMARK_OPT_VALIDATE_UTF8: the bytes come from Swift strings, which are always valid
        // UTF-8, and checking them again cost a tenth of cmark's time. NULs become U+FFFD either way.
        guard let base = bytes.baseAddress, bytes.count > 0 else { return [] }
        // The C edge: cmark reads `bytes.count` bytes from the buffer and returns a NUL-terminated
        // string it allocated, which is freed here once copied.
        let rendered = base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
            cmark_markdown_to_html(chars, bytes.count, CMARK_OPT_DEFAULT)
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
