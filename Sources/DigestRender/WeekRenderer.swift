import DigestCore
import Foundation

/// One week rendered: its Markdown and its HTML pages, as the UTF-8 bytes the files hold.
///
/// The bytes go to the files as they are; the text forms are made only when asked for (the
/// feed's entries, tests).
package struct RenderedWeek: Sendable, Equatable {
    /// `weeks/<W>/digest.md`.
    package var markdownBytes: [UInt8]
    /// `weeks/<W>/index.html`.
    package var weekPageBytes: [UInt8]
    /// `index.html` (the same week, linked from the site's root), when asked for: only the latest week has one.
    package var indexPageBytes: [UInt8]?
    /// `weeks/<W>/week.json`: the week's numbers as data (``WeekData``).
    package var dataBytes: [UInt8] = []

    /// `weeks/<W>/digest.md` as text.
    package var markdown: String { String(decoding: markdownBytes, as: UTF8.self) }
    /// `weeks/<W>/index.html` as text.
    package var weekPage: String { String(decoding: weekPageBytes, as: UTF8.self) }
    /// `index.html` as text, when there is one.
    package var indexPage: String? { indexPageBytes.map { String(decoding: $0, as: UTF8.self) } }
}

/// Renders a digest: Markdown through `week.md`, cmark, then the `page.html` layout.
package struct WeekRenderer: Sendable {
    /// The templates.
    let templates: TemplateSet

    /// Creates a renderer.
    package init(templates: TemplateSet) {
        self.templates = templates
    }

    /// Everything for one week; cmark and the charts run once for both pages.
    ///
    /// `previous` is the
    /// week before's snapshot, when there is one; `place` gives the links to the rest of the site;
    /// `home` asks for `index.html` too (the latest week's); `history` (the site's weeks) adds the
    /// line comparing the week with the weeks before.
    package func render(
        _ digest: Digest, previous: Digest? = nil, place: WeekPlace = WeekPlace(), home: Bool = true,
        history: WeekHistory? = nil
    ) throws(TemplateError) -> RenderedWeek {
        let facts = WeekFacts(digest, previous: previous)
        // The page's text: figures kept on one line, and only what the cards and charts do not
        // show; `digest.md` has everything, as plain text.
        let presenter = DigestPresenter(
            digest, previous: previous, words: templates.words, unbroken: true, facts: facts)
        let contexts = presenter.weekContexts()
        let markdown = try markdownBytes(digest, previous: previous, facts: facts, context: contexts.plain)
        let inPage = try templates.weekMarkdown.bytes(
            contexts.page, below: templates.sectionLayer { presenter }, shared: templates.shared)
        let content = TrustedMarkup(bytes: CommonMark.htmlBytes(fromMarkdown: inPage))
        var glance = presenter.glance
        if glance != nil, let history {
            let line = WeekContextLine(history: history, week: digest.week, words: templates.words)
            if let sentence = line.sentence(unbroken: true) {
                glance?.context = sentence
                glance?.spark = line.sparkMarkup()
            }
        }
        let goal = templates.goal.isSet ? templates.goal.outcome(of: WeekSummary(digest)) : nil
        return RenderedWeek(
            markdownBytes: markdown,
            weekPageBytes: try templates.page.bytes(
                pageContext(for: presenter, glance: glance, content: content, at: .week(digest.week), place: place),
                shared: templates.shared),
            indexPageBytes: home
                ? try templates.page.bytes(
                    pageContext(for: presenter, glance: glance, content: content, at: .home, place: place),
                    shared: templates.shared)
                : nil,
            dataBytes: try Self.data(digest, goal: goal))
    }

    /// `digest.md` alone, without the pages: a week's note in a vault (`publish --to vault:`).
    package func markdown(_ digest: Digest, previous: Digest? = nil) throws(TemplateError) -> String {
        let facts = WeekFacts(digest, previous: previous)
        let context = DigestPresenter(
            digest, previous: previous, words: templates.words, unbroken: true, facts: facts
        ).weekContexts().plain
        return String(
            decoding: try markdownBytes(digest, previous: previous, facts: facts, context: context), as: UTF8.self)
    }

    /// `digest.md`'s bytes from its context: the added sections from a presenter of plain figures.
    func markdownBytes(_ digest: Digest, previous: Digest?, facts: WeekFacts, context: MarkdownContext)
        throws(TemplateError) -> [UInt8]
    {
        let plain = try templates.sectionLayer {
            DigestPresenter(digest, previous: previous, words: templates.words, facts: facts)
        }
        return try templates.weekMarkdown.bytes(context, below: plain, shared: templates.shared)
    }

    /// `week.json`'s bytes: encoding plain numbers and strings does not fail, but were it to, the
    /// week's render stops with a sentence rather than writing a file that lies.
    static func data(_ digest: Digest, goal: GoalOutcome?) throws(TemplateError) -> [UInt8] {
        do { return try WeekData(digest, goal: goal).json() } catch {
            throw TemplateError(
                file: SitePath.data(digest.week).file, line: 1, column: 1, problem: "cannot be encoded: \(error)")
        }
    }

    func pageContext(
        for presenter: DigestPresenter, glance: Glance?, content: TrustedMarkup, at page: SitePath, place: WeekPlace
    ) -> PageContext {
        let digest = presenter.digest
        let clean = place.site.root != nil
        let neighbour = { (week: ISOWeek?) in
            week.map { NavLink(href: page.link(to: .week($0), clean: clean), week: $0.description) }
        }
        let words = presenter.words
        return PageContext(
            head: PageHead(
                page, type: .article, title: WeekHeadline(words).title(digest.week), description: presenter.summary,
                words: words,
                site: place.site),
            nav: PageNav(
                home: page.link(to: .home, clean: clean), archive: page.link(to: .archive, clean: clean),
                trends: page.link(to: .trends, clean: clean),
                older: neighbour(place.older), newer: neighbour(place.newer)),
            week: digest.week.description,
            range: DateFormat(words.dates).range(digest.week),
            timeZone: digest.timeZone,
            backfill: presenter.backfillLine,
            generated: presenter.generated,
            colophon: presenter.colophon,
            glance: glance,
            goal: templates.goal.isSet
                ? templates.goal.outcome(of: WeekSummary(digest)).map {
                    GoalContext($0, words: words, unbroken: true)
                } : nil,
            content: content)
    }
}
