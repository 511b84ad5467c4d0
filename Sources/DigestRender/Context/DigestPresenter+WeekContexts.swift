import DigestCore

/// A text in both forms a week's Markdown takes: plain, for `digest.md`, and with its figures
/// kept on one line (``Unbroken``), for the page.
typealias BothForms = (plain: String, page: String)

/// The two contexts of `week.md` a week needs, made together: they come from the same digest and
/// differ only in how figures break, so everything else (dates, shares, tags, reasons' words) is
/// worked out once for both.
extension DigestPresenter {
    /// `digest.md`'s context (plain figures, no cards) and the page's (figures kept on one line,
    /// `cardsShown` when the page has cards).
    func weekContexts() -> (plain: MarkdownContext, page: MarkdownContext) {
        let codingNotice = notices(digest.coding.status, digest.coding.notes)
        // Closures rather than the methods themselves: a method passed as a function copies the
        // whole presenter (a retain of each of its references) every time.
        let stats = digest.coding.value.map { figures($0) }
        let readingNotice = notices(digest.readingList.status, digest.readingList.notes)
        let articles = rows(digest.readingList.value ?? [], addresses: facts.articles)
        let linksNotice = notices(digest.sharedLinks.status, digest.sharedLinks.notes)
        let links = zip(digest.sharedLinks.value ?? [], facts.links).compactMap { row($0, url: $1) }
        let week = digest.week.description, range = dates.range(digest.week)
        let commits = (plain: commitsSection(unbroken: false), page: commitsSection(unbroken: true))
        let showsCoding: Bool
        if case .skipped = digest.coding.status, digest.commits != nil {
            showsCoding = false
        } else {
            showsCoding = true
        }
        let backfill = backfillLine
        func context(page: Bool) -> MarkdownContext {
            var context = MarkdownContext(
                week: week, range: range, timeZone: digest.timeZone, cardsShown: page && hasGlance,
                coding: CodingSection(
                    notice: page ? codingNotice.page : codingNotice.plain, stats: page ? stats?.page : stats?.plain),
                reading: ReadingSection(
                    notice: page ? readingNotice.page : readingNotice.plain,
                    articles: page ? articles.page : articles.plain),
                links: LinksSection(
                    notice: page ? linksNotice.page : linksNotice.plain,
                    items: page ? links.map(\.page) : links.map(\.plain)))
            context.showsCoding = showsCoding
            // The page says it under its dates (page.html); `digest.md`, standing alone, says it first.
            context.backfill = page ? nil : backfill
            context.commits = page ? commits.page : commits.plain
            return context
        }
        return (context(page: false), context(page: true))
    }

    func notices(_ status: SourceStatus, _ notes: [String]) -> (plain: SectionNotice, page: SectionNotice) {
        (SectionNotice(status: status, notes: notes), SectionNotice(status: status, notes: notes, unbroken: true))
    }

    /// `seconds` as a duration in both forms.
    func duration(_ seconds: Int) -> BothForms {
        let plain = durations.plain(seconds: seconds)
        return (plain, Unbroken.text(plain))
    }

    /// A change in time in both forms: `+1 h 20 m`.
    func change(_ seconds: Int) -> BothForms {
        let forms = durations.changeForms(seconds: seconds)
        return (forms.plain, forms.unbroken)
    }

    /// A figure in both forms.
    func forms(_ figure: String) -> BothForms { (figure, Unbroken.text(figure)) }
}
