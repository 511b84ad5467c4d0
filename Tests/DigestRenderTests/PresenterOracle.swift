import Foundation

@testable import DigestCore
@testable import DigestRender

/// The presenter as it made one context at a time, kept as the oracle that
/// `DigestPresenter.weekContexts()` (both of a week's contexts made together) is held to.
extension DigestPresenter {
    func oneFormContext(inPage: Bool) -> MarkdownContext {
        MarkdownContext(
            week: digest.week.description,
            range: dates.range(digest.week),
            timeZone: digest.timeZone,
            cardsShown: inPage && hasGlance,
            coding: CodingSection(
                notice: SectionNotice(status: digest.coding.status, notes: digest.coding.notes, unbroken: unbroken),
                stats: digest.coding.value.map(oneFormFigures)),
            reading: ReadingSection(
                notice: SectionNotice(
                    status: digest.readingList.status, notes: digest.readingList.notes, unbroken: unbroken),
                articles: oneFormRows(digest.readingList.value ?? [], addresses: facts.articles)),
            links: LinksSection(
                notice: SectionNotice(
                    status: digest.sharedLinks.status, notes: digest.sharedLinks.notes, unbroken: unbroken),
                items: zip(digest.sharedLinks.value ?? [], facts.links).compactMap(oneFormRow)))
    }

    func oneFormFigures(_ stats: CodingStats) -> CodingFigures {
        // Each made once: a rebuild makes the figures of every week.
        let languages = oneFormRows(stats.languages, change: languageChange)
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
            projects: oneFormRows(stats.projects), editors: oneFormRows(stats.editors))
    }

    func oneFormRows(_ shares: [TimeShare], change: (String) -> String? = { _ in nil }) -> [ShareRow] {
        zip(shares, TimeShare.percentages(of: shares)).enumerated().map { index, pair in
            ShareRow(
                name: pair.0.name, time: durations.text(seconds: pair.0.seconds), percent: pair.1,
                change: change(pair.0.name), isFirst: index == 0, isLast: index == shares.count - 1)
        }
    }

    /// The reading list's rows; a reason is shown once, under the first article it explains.
    func oneFormRows(_ articles: [Article], addresses: [WebURL?]) -> [ArticleRow] {
        // A list of a few reasons: looked through, not hashed.
        var told: [String] = []
        return zip(articles, addresses).map { article, url in
            var row = oneFormRow(article, url: url)
            if let reason = row.reason {
                if told.contains(reason) { row.reason = nil } else { told.append(reason) }
            }
            return row
        }
    }

    func oneFormRow(_ article: Article, url: WebURL?) -> ArticleRow {
        // Joined by hand: an array of two, compacted and joined, cost as much as the rest of the row.
        var counts = article.likes.map { figure("\($0) \(words.digest.likes)") }
        if let stocks = article.stocks.map({ figure("\($0) \(words.digest.stocks)") }) {
            counts = counts.map { $0 + " · " + stocks } ?? stocks
        }
        return ArticleRow(
            title: article.isUntitled ? words.digest.untitled : DirectionIsolation.isolated(article.title),
            url: url,
            author: DirectionIsolation.isolated(article.author), source: article.source.name,
            tags: article.tags.joined(separator: words.lists.separator),
            likes: article.likes, stocks: article.stocks,
            counts: counts,
            published: figure(dates.day(LocalDate(article.createdAt, in: zone))),
            readingTime: article.readingMinutes.map {
                figure(words.digest.readingTime.filled(["minutes": String($0)]))
            },
            reason: oneFormReason(article))
    }

    /// Why `article` is on the list: the language that lifted it, else the followed tags it came from.
    func oneFormReason(_ article: Article) -> String? {
        let tags = words.lists.joined(article.followedTags)
        // A Zenn article was found under topics, a Qiita one under tags.
        let found = article.source.follows == .topics ? words.digest.reasonTopics : words.digest.reasonTags
        let foundWith =
            article.source.follows == .topics
            ? words.digest.reasonLanguageAndTopics : words.digest.reasonLanguageAndTags
        guard let match = article.languageMatch else {
            return article.followedTags.isEmpty ? nil : found(article.followedTags.count, ["tags": tags])
        }
        let coded = words.digest.reasonLanguage.filled([
            "tag": match.tag, "time": durations.text(seconds: match.seconds), "language": match.language,
        ])
        return article.followedTags.count > 1 ? foundWith.filled(["reason": coded, "tags": tags]) : coded
    }

    /// A shared link: an untitled one is shown by its host and path, without the domain again;
    /// each day it was shared is named once, and each network with its own days, networks in
    /// the order of their first share.
    func oneFormRow(_ link: SharedLink, url: WebURL?) -> LinkRow? {
        guard let url else { return nil }
        func days(_ shares: [LinkShare]) -> [String] {
            var days: [String] = []
            for share in shares.sorted(by: { $0.at < $1.at }) {
                let day = figure(dates.day(LocalDate(share.at, in: zone)))
                if !days.contains(day) { days.append(day) }
            }
            return days
        }
        let byNetwork = Dictionary(grouping: link.shares, by: \.network)
        let networks = byNetwork.keys.sorted { first, second in
            (byNetwork[first]?.map(\.at).min() ?? .distantFuture, first)
                < (byNetwork[second]?.map(\.at).min() ?? .distantFuture, second)
        }
        let named = networks.map { network in
            network.name + (unbroken ? "\u{00A0}" : " ")
                + days(byNetwork[network] ?? []).joined(separator: words.digest.sharedDaysSeparator)
        }
        let title = link.title.flatMap { $0.isEmpty ? nil : DirectionIsolation.isolated($0) }
        return LinkRow(
            title: title ?? url.displayForm, url: url, domain: title == nil ? nil : url.displayHost,
            shared: words.lists.joined(days(link.shares)),
            sharedOn: words.digest.sharedOn.filled(["networks": words.lists.joined(named)]),
            text: DirectionIsolation.isolated(link.postText), summary: link.summary.map(DirectionIsolation.isolated))
    }
}
