import DigestCore

/// Writes `sitemap.xml`: the latest week, the archive, the trends page, every year's and every
/// week's page, with absolute addresses.
package enum Sitemap {
    /// The sitemap of a site at `site` holding `summaries`; nil when the site's address is not known,
    /// since a sitemap takes only absolute addresses.
    package static func xml(_ summaries: [WeekSummary], site: SiteAddress) -> String? {
        guard site.root != nil else { return nil }
        let newestFirst = summaries.sorted { $0.week > $1.week }
        let latest = newestFirst.first.map { DateFormat.rfc3339Day($0.generatedAt) }
        var xml =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        func url(_ page: SitePath, modified: String?) {
            guard let location = site.absolute(page) else { return }
            xml +=
                "<url><loc>\(XMLEscaping.escape(location))</loc>" + (modified.map { "<lastmod>\($0)</lastmod>" } ?? "")
                + "</url>\n"
        }
        url(.home, modified: latest)
        url(.archive, modified: latest)
        url(.trends, modified: latest)
        for year in Set(newestFirst.map(\.week.year)).sorted(by: >) {
            // A year page changes when one of its weeks does: its newest week's date.
            url(
                .year(year),
                modified: newestFirst.first { $0.week.year == year }.map { DateFormat.rfc3339Day($0.generatedAt) })
        }
        for summary in newestFirst { url(.week(summary.week), modified: DateFormat.rfc3339Day(summary.generatedAt)) }
        return xml + "</urlset>\n"
    }
}
