/// Markup this program produced itself (cmark's safe output, charts): the only value a template
/// may insert unescaped, with `{{{name}}}`.
public struct TrustedMarkup: Sendable, Equatable, CustomStringConvertible {
    /// The markup.
    public let markup: String

    /// Wraps markup made by the renderer. Never pass text that came from outside through this.
    public init(_ markup: String) {
        self.markup = markup
    }

    public var description: String { markup }
}
