import Foundation

/// The numbers of one week, enough for the archive, the feed, the sitemap, the trends page and the
/// year pages without reading the week's whole snapshot.
///
/// Numbers only: the words are the locale's, added when rendered.
package struct WeekSummary: Sendable, Codable, Equatable {
    /// The week.
    package var week: ISOWeek
    /// When its digest was assembled.
    package var generatedAt: Date
    /// The week's coding time, when the coding source answered (WakaTime, or the sample).
    package var codingSeconds: Int?
    /// The language coded most, when there was coding time.
    package var topLanguage: String?
    /// The week's commits, when repositories are configured and were read.
    package var commits: Int?
    /// The pull requests you opened and the reviews you gave, when a forge answered.
    package var reviews: Int?
    /// The articles on the reading list, when a reading source answered (Qiita, Zenn).
    package var articles: Int?
    /// The links shared, when a network answered (X, Bluesky, Mastodon, Misskey, Hatena).
    package var links: Int?
    /// Whether a configured source failed that week.
    package var isPartial: Bool
    /// The IANA zone the week was cut in; nil in indexes written before it was kept (read as UTC).
    package var timeZone: String?
    /// Coding seconds per day, Monday first (seven), when the coding source answered.
    package var days: [Int]?
    /// The languages coded, most first: the first ``languageLimit``; the rest count as Other.
    package var languages: [TimeShare]?
    /// The tags of the reading list's articles, each counted once an article, most first.
    package var tags: [NameCount]?
    /// The links shared, oldest first, when a network answered.
    package var shared: [LinkMention]?
    /// The lines you added that AI wrote, and all the lines you added, when WakaTime reported
    /// them (``CodingAI``): the trends' and the year's share of AI.
    package var aiLines: Int?
    package var addedLines: Int?
    /// True for a week `backfill` made after it had passed (the feed leaves it out); nil otherwise.
    package var backfilled: Bool?
    /// Commits and lines per day, Monday first (seven), when repositories were read.
    package var commitDays: [CommitStats.Count]?
    /// The reading list's articles per day they were published, Monday first (seven).
    package var articleDays: [Int]?
    /// The links shared per day they were first shared, Monday first (seven).
    package var linkDays: [Int]?

    /// AI's share of the lines added, in whole percent (``CodingAI/aiShare``), when reported.
    package var aiShare: Int? {
        guard let aiLines, let addedLines else { return nil }
        return CodingAI(
            aiAdditions: aiLines, humanAdditions: addedLines - aiLines, aiDeletions: 0, humanDeletions: 0,
            reportedDays: 1
        ).aiShare
    }

    /// How many languages a week keeps: enough for the top six of any period.
    package static let languageLimit = 12

    /// A summary of these numbers.
    package init(
        week: ISOWeek, generatedAt: Date, codingSeconds: Int?, topLanguage: String?, articles: Int?, links: Int?,
        isPartial: Bool, timeZone: String? = nil, days: [Int]? = nil, languages: [TimeShare]? = nil,
        tags: [NameCount]? = nil, shared: [LinkMention]? = nil, commits: Int? = nil
    ) {
        self.commits = commits
        self.week = week
        self.generatedAt = generatedAt
        self.codingSeconds = codingSeconds
        self.topLanguage = topLanguage
        self.articles = articles
        self.links = links
        self.isPartial = isPartial
        self.timeZone = timeZone
        self.days = days
        self.languages = languages
        self.tags = tags
        self.shared = shared
    }

    /// Whether the numbers can be what a snapshot gives: seven days, nothing negative (an index
    /// edited by hand may say otherwise; it is then rebuilt from the snapshots).
    package var isWellFormed: Bool {
        let daily = (commitDays ?? []).flatMap { [$0.commits, $0.added, $0.removed] }
        let counts =
            [codingSeconds, articles, links, commits, reviews, aiLines, addedLines].compactMap { $0 } + (days ?? [])
            + (languages ?? []).map(\.seconds) + (tags ?? []).map(\.count) + daily + (articleDays ?? [])
            + (linkDays ?? [])
        let weeks = [days?.count, commitDays?.count, articleDays?.count, linkDays?.count].compactMap { $0 }
        return weeks.allSatisfy { $0 == 7 } && counts.allSatisfy { $0 >= 0 }
            && (aiLines ?? 0) <= (addedLines ?? aiLines ?? 0)
    }

    /// The instant the week ended in its own zone: the feed's `published`.
    package var end: Date {
        week.window(in: timeZone.flatMap(TimeZone.init(identifier:)) ?? .gmt).end
    }

    /// The summary of `digest`: each section's numbers (``WeekSection/summarize(_:into:headline:)``).
    package init(_ digest: Digest) {
        self.init(digest, headline: false)
    }

    /// The headline numbers of `digest` alone (no days, languages, tags or links): what a title,
    /// a description or a subject says, without reading every link's address.
    package init(headlineOf digest: Digest) {
        self.init(digest, headline: true)
    }

    /// The numbers of `digest`, the headline's alone when `headline`.
    init(_ digest: Digest, headline: Bool) {
        self.init(
            week: digest.week, generatedAt: digest.generatedAt, codingSeconds: nil, topLanguage: nil, articles: nil,
            links: nil, isPartial: digest.hasFailedSource, timeZone: digest.timeZone)
        backfilled = digest.backfill == nil ? nil : true
        for section in WeekSections.all { section.summarize(digest, into: &self, headline: headline) }
    }

    /// Seconds per day of `week`, Monday first; a day the stats lack is 0.
    static func days(of stats: CodingStats, in week: ISOWeek) -> [Int] {
        var seconds = [Int](repeating: 0, count: 7)
        let monday = week.monday.dayNumber
        for day in stats.days {
            let index = day.date.dayNumber - monday
            if seconds.indices.contains(index) { seconds[index] += max(0, day.seconds) }
        }
        return seconds
    }

    /// The tags of `articles`, each counted once per article, without regard to case (Qiita's
    /// `Swift` and Zenn's `swift` are one tag, named by ``NameCount/shown(_:over:)``).
    static func tags(of articles: [Article]) -> [NameCount] {
        // A week has a few dozen tags: counted in a list looked through, rather than a dictionary
        // and a set for each article (most of making a week's summary). Past that, hashed.
        guard articles.reduce(0, { $0 + $1.tags.count }) <= 64 else {
            var counts: [String: Int] = [:], names: [String: String] = [:]
            for article in articles {
                for tag in Set(article.tags.map { $0.lowercased() }) { counts[tag, default: 0] += 1 }
                for tag in article.tags {
                    names[tag.lowercased()] = names[tag.lowercased()].map { NameCount.shown(tag, over: $0) } ?? tag
                }
            }
            return NameCount.ranked(
                Dictionary(uniqueKeysWithValues: counts.map { (names[$0.key] ?? $0.key, $0.value) }))
        }
        var counted: [NameCount] = [], keys: [String] = []
        for article in articles {
            let lowered = article.tags.map { $0.lowercased() }
            for (index, tag) in article.tags.enumerated() {
                if let known = keys.firstIndex(of: lowered[index]) {
                    // Once an article, however many times it names the tag.
                    if !lowered[..<index].contains(lowered[index]) { counted[known].count += 1 }
                    counted[known].name = NameCount.shown(tag, over: counted[known].name)
                } else {
                    counted.append(NameCount(name: tag, count: 1))
                    keys.append(lowered[index])
                }
            }
        }
        return NameCount.ranked(counted)
    }
}
