import DigestCore
import Foundation

/// One week rendered: its Markdown and its HTML pages.
public struct RenderedWeek: Sendable, Equatable {
    /// `weeks/<W>/digest.md`.
    public var markdown: String
    /// `weeks/<W>/index.html`.
    public var weekPage: String
    /// `index.html` (the same week, linked from the site's root).
    public var indexPage: String
}

/// Renders a digest: Markdown through `week.md`, cmark, then the `page.html` layout.
public struct WeekRenderer: Sendable {
    /// The templates.
    public let templates: TemplateSet

    /// Creates a renderer.
    public init(templates: TemplateSet) {
        self.templates = templates
    }

    /// The digest's Markdown.
    public func markdown(for digest: Digest) throws(TemplateError) -> String {
        try templates.weekMarkdown.render(DigestPresenter(digest).markdownContext)
    }

    /// The page for `digest` whose Markdown is `markdown`, with assets `depth` folders up.
    public func page(for digest: Digest, markdown: String, depth: Int) throws(TemplateError) -> String {
        let presenter = DigestPresenter(digest)
        let context = PageContext(
            lang: "en",
            title: "Weekly digest \(digest.week)",
            description: presenter.summary,
            stylesheet: String(repeating: "../", count: depth) + "assets/style.css",
            week: digest.week.description,
            range: DateFormat.range(digest.week),
            timeZone: digest.timeZone,
            generated: presenter.generated,
            glance: presenter.glance,
            content: TrustedMarkup(CommonMark.html(fromMarkdown: markdown)))
        return try templates.page.render(context)
    }

    /// Everything for one week.
    public func render(_ digest: Digest) throws(TemplateError) -> RenderedWeek {
        let markdown = try markdown(for: digest)
        return RenderedWeek(
            markdown: markdown,
            weekPage: try page(for: digest, markdown: markdown, depth: 2),
            indexPage: try page(for: digest, markdown: markdown, depth: 0))
    }
}
