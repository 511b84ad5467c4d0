/// Markup this program produced itself (cmark's safe output, charts): the only value a template
/// may insert unescaped, with `{{{name}}}`.
struct TrustedMarkup: Sendable, Equatable, CustomStringConvertible, Encodable {
    /// The markup's UTF-8 bytes, as a page holds them: cmark and the charts write bytes, and a
    /// page copies them in without making a String of them first.
    let bytes: [UInt8]

    /// The markup as text.
    var markup: String { String(decoding: bytes, as: UTF8.self) }

    /// Wraps markup made by the renderer.
    ///
    /// Never pass text that came from outside through this:
    /// only DigestRender (cmark's output, the charts) can make one.
    init(_ markup: String) {
        self.bytes = Array(markup.utf8)
    }

    /// Wraps markup the renderer made as whole UTF-8 (``MarkupWriter``, cmark's output).
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    package var description: String { markup }

    /// In a template, markup stays markup (and so may go in with `{{{name}}}`); elsewhere it is its text.
    func encode(to encoder: any Encoder) throws {
        if let templates = encoder as? TemplateDataEncoder {
            templates.store(.markup(self))
            return
        }
        var container = encoder.singleValueContainer()
        try container.encode(markup)
    }
}
