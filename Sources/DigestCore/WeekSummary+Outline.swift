import Foundation

extension WeekSummary {
    /// A week's numbers without its lists of languages, tags and links: all the archive, the
    /// feed, the sitemap, the streaks and a week's line of context read of a week.
    ///
    /// A weekly run decodes the weeks outside the pages it makes as outlines (`SiteIndexLines`):
    /// the lists of objects were four fifths of decoding `weeks/index.json`, the largest part of
    /// the run (measured in `docs/performance.md`).
    package struct Outline: Sendable, Decodable {
        var week: ISOWeek
        var generatedAt: Date
        var codingSeconds: Int?
        var topLanguage: String?
        var articles: Int?
        var links: Int?
        var isPartial: Bool
        var timeZone: String?
        var days: [Int]?
        var commits: Int?
    }

    /// The summary of `outline`, with no lists.
    package init(_ outline: Outline) {
        self.init(
            week: outline.week, generatedAt: outline.generatedAt, codingSeconds: outline.codingSeconds,
            topLanguage: outline.topLanguage, articles: outline.articles, links: outline.links,
            isPartial: outline.isPartial, timeZone: outline.timeZone, days: outline.days, commits: outline.commits)
    }
}
