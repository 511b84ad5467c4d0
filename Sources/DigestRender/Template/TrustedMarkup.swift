/// Markup this program produced itself (cmark's safe output, charts): the only value a template
/// may insert unescaped, with `{{{name}}}`.
struct TrustedMarkup: Sendable, Equatable, CustomStringConvertible, Encodable {
    /// The markup.
    let markup: String

    /// Wraps markup made by the renderer.
    ///
    /// Never pass text that came from outside through this:
    /// only DigestRender (cmark's output, the charts) can make one.
    init(_ markup: String) {
        self.markup = markup
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
