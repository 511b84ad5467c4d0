import Foundation

/// The headline numbers of one week, enough for the archive, the feed and the sitemap without
/// reading the week's whole snapshot.
///
/// Numbers only: the words are the locale's, added when rendered.
package struct WeekSummary: Sendable, Codable, Equatable {
    /// The week.
    package var week: ISOWeek
    /// When its digest was assembled.
    package var generatedAt: Date
    /// The week's coding time, when WakaTime answered.
    package var codingSeconds: Int?
    /// The language coded most, when there was coding time.
    package var topLanguage: String?
    /// The articles on the reading list, when Qiita answered.
    package var articles: Int?
    /// The links shared, when X answered.
    package var links: Int?
    /// Whether a configured source failed that week.
    package var isPartial: Bool
    /// The IANA zone the week was cut in; nil in indexes written before it was kept (read as UTC).
    package var timeZone: String?

    /// A summary of these numbers.
    package init(
        week: ISOWeek, generatedAt: Date, codingSeconds: Int?, topLanguage: String?, articles: Int?, links: Int?,
        isPartial: Bool, timeZone: String? = nil
    ) {
        self.week = week
        self.generatedAt = generatedAt
        self.codingSeconds = codingSeconds
        self.topLanguage = topLanguage
        self.articles = articles
        self.links = links
        self.isPartial = isPartial
        self.timeZone = timeZone
    }

    /// The instant the week ended in its own zone: the feed's `published`.
    package var end: Date {
        week.window(in: timeZone.flatMap(TimeZone.init(identifier:)) ?? TimeZone(secondsFromGMT: 0) ?? .current).end
    }

    /// The summary of `digest`.
    package init(_ digest: Digest) {
        self.init(
            week: digest.week, generatedAt: digest.generatedAt, codingSeconds: digest.coding.value?.totalSeconds,
            topLanguage: digest.coding.value?.languages.first?.name, articles: digest.readingList.value?.count,
            links: digest.sharedLinks.value?.count, isPartial: digest.hasFailedSource, timeZone: digest.timeZone)
    }
}
