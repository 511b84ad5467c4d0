import DigestCore

/// Renders `archive/index.html`: every week, newest first, grouped by year, with its headline numbers.
public struct ArchivePage: Sendable {
    /// The `archive.html` template.
    public let template: Template
    /// Where the site is published.
    public let site: SiteAddress

    /// Creates the page's renderer.
    public init(template: Template, site: SiteAddress) {
        self.template = template
        self.site = site
    }

    /// The page listing `summaries` (any order; each week once).
    public func render(_ summaries: [WeekSummary]) throws(TemplateError) -> String {
        try template.render(context(summaries))
    }

    func context(_ summaries: [WeekSummary]) -> ArchiveContext {
        let page = SitePage.archive
        let newestFirst = summaries.sorted { $0.week > $1.week }
        var years: [ArchiveYear] = []
        for summary in newestFirst {
            let row = ArchiveRow(
                week: summary.week.description, href: page.link(to: .week(summary.week)),
                range: DateFormat.range(summary.week), numbers: Self.numbers(summary), isPartial: summary.isPartial)
            let year = String(summary.week.year)
            if years.last?.year == year { years[years.count - 1].weeks.append(row) } else { years.append(ArchiveYear(year: year, weeks: [row])) }
        }
        let count = summaries.count == 1 ? "1 week" : "\(summaries.count) weeks"
        let span = newestFirst.last.map { oldest in
            newestFirst.count == 1 ? "\(count): \(oldest.week)" : "\(count), \(oldest.week) to \(newestFirst[0].week)"
        } ?? "No weeks yet"
        return ArchiveContext(
            lang: "en", title: "All weeks · Weekly digest", description: "Every weekly digest: \(span).",
            stylesheet: page.link(to: "assets/style.css"), siteName: "Weekly digest",
            canonical: site.absolute(page), feed: page.link(to: "feed.xml"), home: page.link(to: .home),
            span: span, years: years)
    }

    /// `12 h 30 m coding (mostly Swift) · 15 reads · 6 links`; only the sources that answered.
    public static func numbers(_ summary: WeekSummary) -> String {
        var parts: [String] = []
        if let seconds = summary.codingSeconds {
            parts.append(DurationFormat.text(seconds: seconds) + " coding" + (summary.topLanguage.map { " (mostly \($0))" } ?? ""))
        }
        if let articles = summary.articles { parts.append(articles == 1 ? "1 read" : "\(articles) reads") }
        if let links = summary.links { parts.append(links == 1 ? "1 link" : "\(links) links") }
        return parts.joined(separator: " · ")
    }
}
