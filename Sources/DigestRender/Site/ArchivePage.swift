import DigestCore

/// Renders `archive/index.html`: every week, newest first, grouped by year, with its headline numbers.
package struct ArchivePage: Sendable {
    /// The `archive.html` template.
    let template: Template
    /// The locale's words.
    package let words: Words
    /// Where the site is published.
    let site: SiteAddress

    /// Creates the page's renderer.
    package init(template: Template, words: Words, site: SiteAddress) {
        self.template = template
        self.words = words
        self.site = site
    }

    /// The page listing `summaries` (any order; each week once).
    package func render(_ summaries: [WeekSummary]) throws(TemplateError) -> String {
        String(decoding: try bytes(summaries), as: UTF8.self)
    }

    /// ``render(_:)`` as the UTF-8 bytes of the file, for a page written as it is.
    package func bytes(_ summaries: [WeekSummary]) throws(TemplateError) -> [UInt8] {
        try template.bytes(context(summaries), shared: TemplateSet.shared(words: words, file: template.file))
    }

    func context(_ summaries: [WeekSummary]) -> ArchiveContext {
        let page = SitePath.archive
        let headline = WeekHeadline(words, unbroken: true)
        let newestFirst = summaries.sorted { $0.week > $1.week }
        var years: [ArchiveYear] = []
        for summary in newestFirst {
            let row = ArchiveRow(
                week: summary.week.description, href: page.link(to: .week(summary.week), clean: site.root != nil),
                range: headline.range(summary.week), numbers: headline.numbers(summary), isPartial: summary.isPartial)
            let year = String(summary.week.year)
            if years.last?.year == year {
                years[years.count - 1].weeks.append(row)
            } else {
                years.append(
                    ArchiveYear(
                        year: year, href: page.link(to: .year(summary.week.year), clean: site.root != nil), weeks: [row]
                    ))
            }
        }
        let span: String
        if let newest = newestFirst.first, let oldest = newestFirst.last {
            span =
                newestFirst.count == 1
                ? words.archive.oneWeek.filled(["week": oldest.week.description])
                : words.archive.weeks.filled([
                    "count": String(newestFirst.count), "oldest": oldest.week.description,
                    "newest": newest.week.description,
                ])
        } else {
            span = words.archive.noWeeks
        }
        return ArchiveContext(
            head: PageHead(
                page, type: .website, title: words.archive.title.filled(["siteName": words.siteName]),
                description: words.archive.description.filled(["span": span]), words: words, site: site),
            home: page.link(to: .home, clean: site.root != nil),
            trends: page.link(to: .trends, clean: site.root != nil),
            span: span, years: years, colophon: words.page.madeBy)
    }
}
