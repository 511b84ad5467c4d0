import Foundation

/// The headline numbers of one week, enough for the archive, the feed and the sitemap without
/// reading the week's whole snapshot.
///
/// Numbers only: the words are the locale's, added when rendered.
public struct WeekSummary: Sendable, Codable, Equatable {
    /// The week.
    public var week: ISOWeek
    /// When its digest was assembled.
    public var generatedAt: Date
    /// The week's coding time, when WakaTime answered.
    public var codingSeconds: Int?
    /// The language coded most, when there was coding time.
    public var topLanguage: String?
    /// The articles on the reading list, when Qiita answered.
    public var articles: Int?
    /// The links shared, when X answered.
    public var links: Int?
    /// Whether a configured source failed that week.
    public var isPartial: Bool

    /// A summary of these numbers.
    public init(
        week: ISOWeek, generatedAt: Date, codingSeconds: Int?, topLanguage: String?, articles: Int?, links: Int?,
        isPartial: Bool
    ) {
        self.week = week
        self.generatedAt = generatedAt
        self.codingSeconds = codingSeconds
        self.topLanguage = topLanguage
        self.articles = articles
        self.links = links
        self.isPartial = isPartial
    }

    /// The summary of `digest`.
    public init(_ digest: Digest) {
        self.init(
            week: digest.week, generatedAt: digest.generatedAt, codingSeconds: digest.coding.value?.totalSeconds,
            topLanguage: digest.coding.value?.languages.first?.name, articles: digest.readingList.value?.count,
            links: digest.sharedLinks.value?.count, isPartial: digest.hasFailedSource)
    }
}
