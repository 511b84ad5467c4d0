import DigestCore
import Foundation

/// Turns a `Digest` into the typed contexts the templates render.
package struct DigestPresenter: Sendable {
    /// The digest shown.
    let digest: Digest
    /// This week against the week before, when that week's coding data is known.
    let comparison: CodingComparison?
    /// The locale's words.
    package let words: Words
    let zone: TimeZone
    let dates: DateFormat
    let durations: DurationFormat

    /// Creates a presenter for `digest` in the locale of `words`, formatting times in the digest's
    /// own zone.
    ///
    /// `previous` is the week before's snapshot, if any; it is used only when it really is
    /// the week before.
    package init(_ digest: Digest, previous: Digest? = nil, words: Words) {
        self.digest = digest
        self.words = words
        self.dates = DateFormat(words.dates)
        self.durations = DurationFormat(words.durations)
        self.zone = TimeZone(identifier: digest.timeZone) ?? TimeZone(secondsFromGMT: 0) ?? .current
        if let previous, previous.week == digest.week.previous, let before = previous.coding.value,
            let now = digest.coding.value
        {
            comparison = CodingComparison(current: now, previous: before)
        } else {
            comparison = nil
        }
    }

    /// The context of `week.md`.
    var markdownContext: MarkdownContext {
        MarkdownContext(
            week: digest.week.description,
            range: dates.range(digest.week),
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
    var glance: Glance? {
        guard let stats = digest.coding.value, stats.totalSeconds > 0 else { return nil }
        return Glance(
            total: durations.text(seconds: stats.totalSeconds),
            totalChange: totalChange,
            dailyAverage: durations.text(seconds: stats.dailyAverageSeconds),
            bestDay: stats.bestDay.map { dates.day($0.date) },
            bestDayTime: stats.bestDay.map { durations.text(seconds: $0.seconds) },
            languageChart: LanguageChart(words: words).markup(for: stats.languages, change: languageChange),
            dayChart: DailyChart(words: words).markup(for: stats.days))
    }

    /// When the digest was made, in its own zone: `2026-11-23 07:00`.
    var generated: String { DateFormat.timestamp(digest.generatedAt, in: zone) }

    /// The colophon, such as `Generated 2026-11-23 07:00 (Asia/Tokyo) by weekly-digest.`.
    var colophon: String { words.page.generated.filled(["time": generated, "timeZone": digest.timeZone]) }

    /// One sentence for the description meta tag and previews.
    package var summary: String { WeekHeadline(words).description(WeekSummary(digest)) }

    /// `+1 h 20 m on last week`, when last week is known.
    var totalChange: String? {
        comparison.map { words.digest.change.filled(["change": durations.change(seconds: $0.totalChange)]) }
    }

    func figures(_ stats: CodingStats) -> CodingFigures {
        CodingFigures(
            total: durations.text(seconds: stats.totalSeconds),
            totalChange: totalChange,
            dailyAverage: durations.text(seconds: stats.dailyAverageSeconds),
            activeDays: stats.activeDays,
            daysCoded: words.digest.daysCoded(stats.activeDays),
            bestDay: stats.bestDay.map {
                words.digest.dayAndTime.filled(["day": dates.day($0.date), "time": durations.text(seconds: $0.seconds)])
            },
            languages: rows(stats.languages, change: languageChange), projects: rows(stats.projects),
            editors: rows(stats.editors))
    }

    /// `+1 h 20 m` or `new` for `language`, when last week is known.
    func languageChange(_ language: String) -> String? {
        guard let comparison else { return nil }
        return comparison.change(forLanguage: language).map { durations.change(seconds: $0) }
            ?? words.digest.newLanguage
    }

    func rows(_ shares: [TimeShare], change: (String) -> String? = { _ in nil }) -> [ShareRow] {
        zip(shares, TimeShare.percentages(of: shares)).enumerated().map { index, pair in
            ShareRow(
                name: pair.0.name, time: durations.text(seconds: pair.0.seconds), percent: pair.1,
                change: change(pair.0.name), isLast: index == shares.count - 1)
        }
    }

    func row(_ article: Article) -> ArticleRow {
        ArticleRow(
            title: article.title.isEmpty ? words.digest.untitled : article.title,
            url: WebURL(article.url),
            author: article.author, tags: article.tags.joined(separator: words.lists.separator),
            likes: article.likes, stocks: article.stocks,
            published: dates.day(LocalDate(article.createdAt, in: zone)),
            readingTime: words.digest.readingTime.filled(["minutes": String(article.readingMinutes)]),
            reason: reason(article))
    }

    /// Why `article` is on the list: the language that lifted it, else the followed tags it came from.
    func reason(_ article: Article) -> String? {
        let tags = words.lists.joined(article.followedTags)
        guard let match = article.languageMatch else {
            return article.followedTags.isEmpty
                ? nil : words.digest.reasonTags(article.followedTags.count, ["tags": tags])
        }
        let coded = words.digest.reasonLanguage.filled([
            "tag": match.tag, "time": durations.text(seconds: match.seconds), "language": match.language,
        ])
        return article.followedTags.count > 1
            ? words.digest.reasonLanguageAndTags.filled(["reason": coded, "tags": tags]) : coded
    }

    func row(_ link: SharedLink) -> LinkRow? {
        guard let url = WebURL(link.url) else { return nil }
        return LinkRow(
            title: link.title ?? url.displayHost, url: url, domain: url.displayHost,
            shared: words.lists.joined(link.sharedAt.map { dates.day(LocalDate($0, in: zone)) }),
            text: link.postText, summary: link.summary)
    }
}
