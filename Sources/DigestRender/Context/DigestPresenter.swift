import DigestCore
import Foundation

/// Turns a `Digest` into the typed contexts the templates render.
public struct DigestPresenter: Sendable {
    /// The digest shown.
    public let digest: Digest
    /// This week against the week before, when that week's coding data is known.
    public let comparison: CodingComparison?
    let zone: TimeZone

    /// Creates a presenter for `digest`, formatting times in the digest's own zone. `previous` is
    /// the week before's snapshot, if any; it is used only when it really is the week before.
    public init(_ digest: Digest, previous: Digest? = nil) {
        self.digest = digest
        self.zone = TimeZone(identifier: digest.timeZone) ?? TimeZone(secondsFromGMT: 0) ?? .current
        if let previous, previous.week == digest.week.previous, let before = previous.coding.value,
           let now = digest.coding.value {
            comparison = CodingComparison(current: now, previous: before)
        } else {
            comparison = nil
        }
    }

    /// The context of `week.md`.
    public var markdownContext: MarkdownContext {
        MarkdownContext(
            week: digest.week.description,
            range: DateFormat.range(digest.week),
            timeZone: digest.timeZone,
            coding: CodingSection(
                notice: SectionNotice(status: digest.coding.status, notes: digest.coding.notes),
                stats: digest.coding.value.map(figures)),
            reading: ReadingSection(
                notice: SectionNotice(status: digest.readingList.status, notes: digest.readingList.notes),
                articles: (digest.readingList.value ?? []).map(row)),
            links: LinksSection(
                notice: SectionNotice(status: digest.sharedLinks.status, notes: digest.sharedLinks.notes),
                items: (digest.sharedLinks.value ?? []).compactMap(row)))
    }

    /// The headline figures and charts, or nil without coding data.
    public var glance: Glance? {
        guard let stats = digest.coding.value, stats.totalSeconds > 0 else { return nil }
        return Glance(
            total: DurationFormat.text(seconds: stats.totalSeconds),
            totalChange: comparison.map { DurationFormat.change(seconds: $0.totalChange) },
            dailyAverage: DurationFormat.text(seconds: stats.dailyAverageSeconds),
            bestDay: stats.bestDay.map { DateFormat.shortDay($0.date) },
            bestDayTime: stats.bestDay.map { DurationFormat.text(seconds: $0.seconds) },
            languageChart: LanguageChart().markup(for: stats.languages, change: languageChange),
            dayChart: DailyChart().markup(for: stats.days))
    }

    /// When the digest was made, in its own zone: `2026-11-23 07:00`.
    public var generated: String { DateFormat.timestamp(digest.generatedAt, in: zone) }

    /// One sentence for the description meta tag and previews.
    public var summary: String {
        var parts: [String] = []
        if let stats = digest.coding.value { parts.append("\(DurationFormat.text(seconds: stats.totalSeconds)) coding") }
        if let articles = digest.readingList.value { parts.append(count(articles.count, "read", "reads")) }
        if let links = digest.sharedLinks.value { parts.append(count(links.count, "link", "links")) }
        let tail = parts.isEmpty ? "" : ": " + parts.joined(separator: ", ")
        return "Weekly digest \(digest.week) (\(DateFormat.range(digest.week)))\(tail)."
    }

    func figures(_ stats: CodingStats) -> CodingFigures {
        CodingFigures(
            total: DurationFormat.text(seconds: stats.totalSeconds),
            totalChange: comparison.map { DurationFormat.change(seconds: $0.totalChange) },
            dailyAverage: DurationFormat.text(seconds: stats.dailyAverageSeconds),
            activeDays: stats.activeDays,
            bestDay: stats.bestDay.map { "\(DateFormat.shortDay($0.date)) (\(DurationFormat.text(seconds: $0.seconds)))" },
            languages: rows(stats.languages, change: languageChange), projects: rows(stats.projects),
            editors: rows(stats.editors))
    }

    /// `+1 h 20 m` or `new` for `language`, when last week is known.
    func languageChange(_ language: String) -> String? {
        guard let comparison else { return nil }
        return comparison.change(forLanguage: language).map { DurationFormat.change(seconds: $0) } ?? "new"
    }

    func rows(_ shares: [TimeShare], change: (String) -> String? = { _ in nil }) -> [ShareRow] {
        zip(shares, TimeShare.percentages(of: shares)).enumerated().map { index, pair in
            ShareRow(name: pair.0.name, time: DurationFormat.text(seconds: pair.0.seconds), percent: pair.1,
                     change: change(pair.0.name), isLast: index == shares.count - 1)
        }
    }

    func row(_ article: Article) -> ArticleRow {
        ArticleRow(
            title: article.title.isEmpty ? "(untitled)" : article.title,
            url: WebURL(article.url),
            author: article.author, tags: article.tags.joined(separator: ", "),
            likes: article.likes, stocks: article.stocks,
            published: DateFormat.shortDay(LocalDate(article.createdAt, in: zone)),
            readingTime: "\(article.readingMinutes) min", reason: Self.reason(article))
    }

    /// Why `article` is on the list: the language that lifted it, else the followed tags it came from.
    static func reason(_ article: Article) -> String? {
        let followed = article.followedTags.isEmpty ? nil
            : "\(article.followedTags.count == 1 ? "your tag" : "your tags") \(listed(article.followedTags))"
        guard let match = article.languageMatch else { return followed.map { "From " + $0 } }
        let coded = "\(match.tag): you coded \(DurationFormat.text(seconds: match.seconds)) in \(match.language)"
        return article.followedTags.count > 1 ? "\(coded); from \(followed ?? "")" : coded
    }

    /// `a`, `a and b`, `a, b and c`.
    static func listed(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    func row(_ link: SharedLink) -> LinkRow? {
        guard let url = WebURL(link.url) else { return nil }
        return LinkRow(
            title: link.title ?? url.displayHost, url: url, domain: url.displayHost,
            shared: link.sharedAt.map { DateFormat.shortDay(LocalDate($0, in: zone)) }.joined(separator: ", "),
            text: link.postText, summary: link.summary)
    }

    func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
}
