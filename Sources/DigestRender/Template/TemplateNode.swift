import DigestCore

/// One piece of a parsed template.
indirect enum TemplateNode: Sendable {
    /// Literal text.
    case text(String)
    /// `{{name}}` (escaped) or `{{{name}}}` (trusted markup only).
    case variable(path: [String], raw: Bool, at: SourcePosition)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(path: [String], inverted: Bool, children: [TemplateNode], at: SourcePosition)
}

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

    func escape(_ text: String) -> String {
        switch self {
        case .html: return HTMLEscaping.escape(text)
        case .markdown: return MarkdownEscaping.escape(text)
        case .text: return SingleLine.flattened(text)
        case .none: return text
        }
    }
}
