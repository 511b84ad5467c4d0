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
    /// Whether figures are kept on one line (``Unbroken``): for HTML, not for plain text.
    let unbroken: Bool
    /// The articles' and links' addresses, parsed, and the comparison with the week before.
    let facts: WeekFacts

    /// Creates a presenter for `digest` in the locale of `words`, formatting times in the digest's
    /// own zone.
    ///
    /// `previous` is the week before's snapshot, if any; it is used only when it really is
    /// the week before. `unbroken` keeps durations, counts and dates on one line, for HTML.
    /// `facts`, when given, are the digest's and `previous`'s, worked out for another presenter
    /// of the same week.
    package init(
        _ digest: Digest, previous: Digest? = nil, words: Words, unbroken: Bool = false, facts: WeekFacts? = nil
    ) {
        let facts = facts ?? WeekFacts(digest, previous: previous)
        self.digest = digest
        self.words = words
        self.unbroken = unbroken
        self.facts = facts
        self.comparison = facts.comparison
        self.dates = DateFormat(words.dates)
        self.durations = DurationFormat(words.durations, unbroken: unbroken)
        self.zone = TimeZone(identifier: digest.timeZone) ?? TimeZone(secondsFromGMT: 0) ?? .current
    }

    /// The context of `week.md`: for `digest.md` on its own, or (`inPage`) for the page, where
    /// the cards and charts already show the totals and the chart's languages.
    func markdownContext(inPage: Bool = false) -> MarkdownContext {
        MarkdownContext(
            week: digest.week.description,
            range: dates.range(digest.week),
            timeZone: digest.timeZone,
            cardsShown: inPage && hasGlance,
            coding: CodingSection(
                notice: SectionNotice(status: digest.coding.status, notes: digest.coding.notes, unbroken: unbroken),
                stats: digest.coding.value.map(figures)),
            reading: ReadingSection(
                notice: SectionNotice(
                    status: digest.readingList.status, notes: digest.readingList.notes, unbroken: unbroken),
                articles: rows(digest.readingList.value ?? [], addresses: facts.articles)),
            links: LinksSection(
                notice: SectionNotice(
                    status: digest.sharedLinks.status, notes: digest.sharedLinks.notes, unbroken: unbroken),
                items: zip(digest.sharedLinks.value ?? [], facts.links).compactMap(row)))
    }

    /// Whether the page shows cards and charts: there is coding time (without drawing the charts).
    var hasGlance: Bool { (digest.coding.value?.totalSeconds ?? 0) > 0 }

    /// The headline figures and charts, or nil without coding data (``hasGlance``).
    var glance: Glance? {
        guard hasGlance, let stats = digest.coding.value else { return nil }
        return Glance(
            total: durations.text(seconds: stats.totalSeconds),
            totalChange: totalChange,
            dailyAverage: durations.text(seconds: stats.dailyAverageSeconds),
            daysCoded: figure(words.digest.daysCoded(stats.activeDays)),
            bestDay: stats.bestDay.map { figure(dates.day($0.date)) },
            bestDayTime: stats.bestDay.map { durations.text(seconds: $0.seconds) },
            languageChart: LanguageChart(words: words).markup(for: stats.languages, change: languageChange),
            dayChart: DailyChart(words: words).markup(for: stats.days))
    }

    /// When the digest was made, in its own zone: `2026-11-23 07:00`.
    var generated: String { DateFormat.timestamp(digest.generatedAt, in: zone) }

    /// The colophon, such as `Generated 2026-11-23 07:00 (Asia/Tokyo) by weekly-digest.`.
    var colophon: String { words.page.generated.filled(["time": generated, "timeZone": digest.timeZone]) }

    /// One sentence for the description meta tag and previews.
    package var summary: String { WeekHeadline(words).description(WeekSummary(headlineOf: digest)) }

    /// `+1 h 20 m on last week`, when last week is known.
    var totalChange: String? {
        comparison.map { words.digest.change.filled(["change": durations.change(seconds: $0.totalChange)]) }
    }

    func figures(_ stats: CodingStats) -> CodingFigures {
        // Each made once: a rebuild makes the figures of every week.
        let languages = rows(stats.languages, change: languageChange)
        let charted = self.charted
        return CodingFigures(
            total: durations.text(seconds: stats.totalSeconds),
            totalChange: totalChange,
            dailyAverage: durations.text(seconds: stats.dailyAverageSeconds),
            activeDays: stats.activeDays,
            daysCoded: figure(words.digest.daysCoded(stats.activeDays)),
            bestDay: stats.bestDay.map {
                words.digest.dayAndTime.filled([
                    "day": figure(dates.day($0.date)), "time": durations.text(seconds: $0.seconds),
                ])
            },
            languages: languages,
            otherLanguages: ShareRow.relinked(languages.filter { !charted.contains($0.name) }),
            projects: rows(stats.projects), editors: rows(stats.editors))
    }

    /// The languages the page's chart names on its own (seven at most: looked through, not hashed).
    var charted: [String] {
        LanguageChart(words: words).slices(of: digest.coding.value?.languages ?? []).map(\.name).filter {
            $0 != LanguageChart.other
        }
    }

    /// `text` kept on one line when this presenter writes for HTML.
    func figure(_ text: String) -> String { unbroken ? Unbroken.text(text) : text }

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
                change: change(pair.0.name), isFirst: index == 0, isLast: index == shares.count - 1)
        }
    }

    /// The reading list's rows; a reason is shown once, under the first article it explains.
    func rows(_ articles: [Article], addresses: [WebURL?]) -> [ArticleRow] {
        // A list of a few reasons: looked through, not hashed.
        var told: [String] = []
        return zip(articles, addresses).map { article, url in
            var row = row(article, url: url)
            if let reason = row.reason {
                if told.contains(reason) { row.reason = nil } else { told.append(reason) }
            }
            return row
        }
    }

    func row(_ article: Article, url: WebURL?) -> ArticleRow {
        // Joined by hand: an array of two, compacted and joined, cost as much as the rest of the row.
        var counts = article.likes.map { figure("\($0) \(words.digest.likes)") }
        if let stocks = article.stocks.map({ figure("\($0) \(words.digest.stocks)") }) {
            counts = counts.map { $0 + " · " + stocks } ?? stocks
        }
        return ArticleRow(
            title: article.title.isEmpty ? words.digest.untitled : article.title,
            url: url,
            author: article.author, tags: article.tags.joined(separator: words.lists.separator),
            likes: article.likes, stocks: article.stocks,
            counts: counts,
            published: figure(dates.day(LocalDate(article.createdAt, in: zone))),
            readingTime: figure(words.digest.readingTime.filled(["minutes": String(article.readingMinutes)])),
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

    /// A shared link: an untitled one is shown by its host and path, without the domain again;
    /// each day it was shared is named once.
    func row(_ link: SharedLink, url: WebURL?) -> LinkRow? {
        guard let url else { return nil }
        var days: [String] = []
        for instant in link.sharedAt.sorted() {
            let day = figure(dates.day(LocalDate(instant, in: zone)))
            if !days.contains(day) { days.append(day) }
        }
        let title = link.title.flatMap { $0.isEmpty ? nil : $0 }
        return LinkRow(
            title: title ?? url.displayForm, url: url, domain: title == nil ? nil : url.displayHost,
            shared: words.lists.joined(days), text: link.postText, summary: link.summary)
    }
}
