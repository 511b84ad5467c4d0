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

    /// The digest's Markdown; `previous` (the week before) adds week-over-week changes.
    public func markdown(for digest: Digest, previous: Digest? = nil) throws(TemplateError) -> String {
        try templates.weekMarkdown.render(DigestPresenter(digest, previous: previous).markdownContext)
    }

    /// The page for `digest` whose Markdown is `markdown`, with assets `depth` folders up.
    public func page(for digest: Digest, previous: Digest? = nil, markdown: String, depth: Int) throws(TemplateError) -> String {
        try page(from: pageContext(for: DigestPresenter(digest, previous: previous), markdown: markdown), depth: depth)
    }

    /// Everything for one week; cmark and the charts run once for both pages. `previous` is the
    /// week before's snapshot, when there is one.
    public func render(_ digest: Digest, previous: Digest? = nil) throws(TemplateError) -> RenderedWeek {
        let presenter = DigestPresenter(digest, previous: previous)
        let markdown = try templates.weekMarkdown.render(presenter.markdownContext)
        let context = pageContext(for: presenter, markdown: markdown)
        return RenderedWeek(
            markdown: markdown,
            weekPage: try page(from: context, depth: 2),
            indexPage: try page(from: context, depth: 0))
    }

    func pageContext(for presenter: DigestPresenter, markdown: String) -> PageContext {
        let digest = presenter.digest
        return PageContext(
            lang: "en",
            title: "Weekly digest \(digest.week)",
            description: presenter.summary,
            stylesheet: "assets/style.css",
            week: digest.week.description,
            range: DateFormat.range(digest.week),
            timeZone: digest.timeZone,
            generated: presenter.generated,
            glance: presenter.glance,
            content: TrustedMarkup(CommonMark.html(fromMarkdown: markdown)))
    }

    func page(from context: PageContext, depth: Int) throws(TemplateError) -> String {
        var context = context
        context.stylesheet = String(repeating: "../", count: depth) + "assets/style.css"
        return try templates.page.render(context)
    }
}
