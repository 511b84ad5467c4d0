import DigestCore

/// How a template escapes the values it inserts.
enum TemplateEscaping: Sendable {
    /// For HTML: entities for `& < > " '`.
    case html
    /// For Markdown: backslash escapes, line breaks folded.
    case markdown
    /// For plain text (`.txt`): line breaks and control characters become spaces, so a value
    /// cannot break the layout (an email's text part).
    case text
    /// Inserted as is.
    case none

    /// The escaping that suits a file, chosen by its extension (`.html`, `.md`, anything else plain).
    init(forFileNamed name: String) {
        if name.hasSuffix(".html") || name.hasSuffix(".xml") || name.hasSuffix(".svg") {
            self = .html
        } else if name.hasSuffix(".md") {
            self = .markdown
        } else if name.hasSuffix(".txt") {
            self = .text
        } else {
            self = .none
        }
    }

    /// `text` escaped for the file's kind, onto the end of `output`.
    func escape(_ text: String, into output: inout [UInt8]) {
        switch self {
        case .html: HTMLEscaping.escape(text, into: &output)
        case .markdown: MarkdownEscaping.escape(text, into: &output)
        case .text: output.append(contentsOf: SingleLine.flattened(text).utf8)
        case .none: output.append(contentsOf: text.utf8)
        }
    }
}
