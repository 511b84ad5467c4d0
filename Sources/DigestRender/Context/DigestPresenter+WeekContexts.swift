import DigestCore

/// A text in both forms a week's Markdown takes: plain, for `digest.md`, and with its figures
/// kept on one line (``Unbroken``), for the page.
typealias BothForms = (plain: String, page: String)

/// The two contexts of `week.md` a week needs, made together: they come from the same digest and
/// differ only in how figures break, so everything else (dates, shares, tags, reasons' words) is
/// worked out once for both.
extension DigestPresenter {
    /// `digest.md`'s context (plain figures, no cards) and the page's (figures kept on one line,
    /// `cardsShown` when the page has cards).
    func weekContexts() -> (plain: MarkdownContext, page: MarkdownContext) {
        let codingNotice = notices(digest.coding.status, digest.coding.notes)
        // Closures rather than the methods themselves: a method passed as a function copies the
        // whole presenter (a retain of each of its references) every time.
        let stats = digest.coding.value.map { figures($0) }
        let readingNotice = notices(digest.readingList.status, digest.readingList.notes)
        let articles = rows(digest.readingList.value ?? [], addresses: facts.articles)
        let linksNotice = notices(digest.sharedLinks.status, digest.sharedLinks.notes)
        let links = zip(digest.sharedLinks.value ?? [], facts.links).compactMap { row($0, url: $1) }
        let week = digest.week.description, range = dates.range(digest.week)
        let commits = (plain: commitsSection(unbroken: false), page: commitsSection(unbroken: true))
        let showsCoding: Bool
        if case .skipped = digest.coding.status, digest.commits != nil {
            showsCoding = false
        } else {
            showsCoding = true
        }
        func context(page: Bool) -> MarkdownContext {
            var context = MarkdownContext(
                week: week, range: range, timeZone: digest.timeZone, cardsShown: page && hasGlance,
                coding: CodingSection(
                    notice: page ? codingNotice.page : codingNotice.plain, stats: page ? stats?.page : stats?.plain),
                reading: ReadingSection(
                    notice: page ? readingNotice.page : readingNotice.plain,
                    articles: page ? articles.page : articles.plain),
                links: LinksSection(
                    notice: page ? linksNotice.page : linksNotice.plain,
                    items: page ? links.map(\.page) : links.map(\.plain)))
            context.showsCoding = showsCoding
            context.commits = page ? commits.page : commits.plain
            return context
        }
        return (context(page: false), context(page: true))
    }

    func notices(_ status: SourceStatus, _ notes: [String]) -> (plain: SectionNotice, page: SectionNotice) {
        (SectionNotice(status: status, notes: notes), SectionNotice(status: status, notes: notes, unbroken: true))
    }

    /// `seconds` as a duration in both forms.
    func duration(_ seconds: Int) -> BothForms {
        let plain = durations.plain(seconds: seconds)
        return (plain, Unbroken.text(plain))
    }

    /// A change in time in both forms: `+1 h 20 m`.
    func change(_ seconds: Int) -> BothForms {
        let forms = durations.changeForms(seconds: seconds)
        return (forms.plain, forms.unbroken)
    }

    /// A figure in both forms.
    func forms(_ figure: String) -> BothForms { (figure, Unbroken.text(figure)) }

    func figures(_ stats: CodingStats) -> (plain: CodingFigures, page: CodingFigures) {
        // Each made once: a rebuild makes the figures of every week.
        let languages = rows(stats.languages, change: { languageChanges($0) })
        let charted = self.charted
        // A week with a total but no time per day has no average to give, and says why.
        let perDay = stats.hasDailyData
        let total = duration(stats.totalSeconds)
        let average = perDay ? duration(stats.dailyAverageSeconds) : (plain: "—", page: "—")
        let totalChange = comparison.map { comparison in
            let change = change(comparison.totalChange)
            return (
                plain: words.digest.change.filled(["change": change.plain]),
                page: words.digest.change.filled(["change": change.page])
            )
        }
        let activeDays = stats.activeDays
        let noDays = words.digest.noDailyData
        let daysCoded = perDay ? forms(words.digest.daysCoded(activeDays)) : (plain: noDays, page: noDays)
        let bestDay = stats.bestDay.map { best in
            let day = forms(dates.day(best.date)), time = duration(best.seconds)
            return (
                plain: words.digest.dayAndTime.filled(["day": day.plain, "time": time.plain]),
                page: words.digest.dayAndTime.filled(["day": day.page, "time": time.page])
            )
        }
        let other =
            stats.unnamedProjectSeconds > 0
            ? [TimeShare(name: words.digest.otherProjects, seconds: stats.unnamedProjectSeconds)] : []
        let projects = rows(Self.folded(stats.projects, more: words.digest.moreRows) + other)
        let editors = rows(Self.folded(stats.editors, more: words.digest.moreRows))
        func made(page: Bool) -> CodingFigures {
            let languages = page ? languages.page : languages.plain
            return CodingFigures(
                total: page ? total.page : total.plain, totalChange: page ? totalChange?.page : totalChange?.plain,
                dailyAverage: page ? average.page : average.plain, activeDays: activeDays,
                daysCoded: page ? daysCoded.page : daysCoded.plain,
                bestDay: page ? bestDay?.page : bestDay?.plain, languages: languages,
                otherLanguages: ShareRow.relinked(languages.filter { !charted.contains($0.name) }),
                projects: page ? projects.page : projects.plain, editors: page ? editors.page : editors.plain)
        }
        return (made(page: false), made(page: true))
    }

    /// How many projects or editors a week lists by name: ten thousand projects (a hostile or
    /// broken server) would make one paragraph of hundreds of kilobytes.
    static let listedRows = 20

    /// `shares` with those past the first ``listedRows`` as one row, `more` naming their count,
    /// with their time added up (a list one longer is left whole: the row would hide one name).
    static func folded(_ shares: [TimeShare], more: CountPhrase) -> [TimeShare] {
        guard shares.count > listedRows + 1 else { return shares }
        let rest = shares[listedRows...]
        return Array(shares.prefix(listedRows)) + [
            TimeShare(name: more(rest.count), seconds: rest.reduce(0) { $0 + $1.seconds })
        ]
    }

    /// `+1 h 20 m` or `new` for `language` in both forms, when last week is known.
    func languageChanges(_ language: String) -> BothForms? {
        guard let comparison else { return nil }
        return comparison.change(forLanguage: language).map { change($0) }
            ?? (words.digest.newLanguage, words.digest.newLanguage)
    }

    func rows(_ shares: [TimeShare], change: (String) -> BothForms? = { _ in nil }) -> (
        plain: [ShareRow], page: [ShareRow]
    ) {
        var plain: [ShareRow] = [], page: [ShareRow] = []
        plain.reserveCapacity(shares.count)
        page.reserveCapacity(shares.count)
        for (index, (share, percent)) in zip(shares, TimeShare.percentages(of: shares)).enumerated() {
            let time = duration(share.seconds), change = change(share.name)
            var row = ShareRow(
                name: share.name, time: time.plain, percent: percent, change: change?.plain, isFirst: index == 0,
                isLast: index == shares.count - 1)
            plain.append(row)
            row.time = time.page
            row.change = change?.page
            page.append(row)
        }
        return (plain, page)
    }

    /// The reading list's rows; a reason is shown once, under the first article it explains.
    func rows(_ articles: [Article], addresses: [WebURL?]) -> (plain: [ArticleRow], page: [ArticleRow]) {
        var plain: [ArticleRow] = [], page: [ArticleRow] = []
        plain.reserveCapacity(articles.count)
        page.reserveCapacity(articles.count)
        // A list of a few reasons: looked through, not hashed. Each file tells its own once.
        var told: (plain: [String], page: [String]) = ([], [])
        for (article, url) in zip(articles, addresses) {
            var (one, other) = row(article, url: url)
            Self.tellOnce(&one.reason, told: &told.plain)
            Self.tellOnce(&other.reason, told: &told.page)
            plain.append(one)
            page.append(other)
        }
        return (plain, page)
    }

    static func tellOnce(_ reason: inout String?, told: inout [String]) {
        guard let said = reason else { return }
        if told.contains(said) { reason = nil } else { told.append(said) }
    }

    func row(_ article: Article, url: WebURL?) -> (plain: ArticleRow, page: ArticleRow) {
        func counted(_ count: Int, _ word: String) -> BothForms {
            forms("\(count) \(word)")
        }
        let likes = article.likes.map { counted($0, words.digest.likes) }
        let stocks = article.stocks.map { counted($0, words.digest.stocks) }
        func counts(page: Bool) -> String? {
            let likes = page ? likes?.page : likes?.plain, stocks = page ? stocks?.page : stocks?.plain
            guard let stocks else { return likes }
            return likes.map { "\($0) · \(stocks)" } ?? stocks
        }
        let published = forms(dates.day(LocalDate(article.createdAt, in: zone)))
        let readingTime = article.readingMinutes.map { forms(words.digest.readingTime.filled(["minutes": String($0)])) }
        let reason = reasons(article)
        let title = article.isUntitled ? words.digest.untitled : DirectionIsolation.isolated(article.title)
        let tags = article.tags.joined(separator: words.lists.separator)
        // Each row made whole: a row copied and then changed retained every text in it, and
        // released the four it changed.
        func made(page: Bool) -> ArticleRow {
            ArticleRow(
                title: title, url: url, author: DirectionIsolation.isolated(article.author),
                source: article.source.name, tags: tags,
                likes: article.likes,
                stocks: article.stocks, counts: counts(page: page),
                published: page ? published.page : published.plain,
                readingTime: page ? readingTime?.page : readingTime?.plain, reason: page ? reason?.page : reason?.plain)
        }
        return (made(page: false), made(page: true))
    }

    /// Why `article` is on the list, in both forms: the language that lifted it, else the
    /// followed tags (Qiita) or topics (Zenn) it came from.
    func reasons(_ article: Article) -> BothForms? {
        let tags = words.lists.joined(article.followedTags)
        let topics = article.source.follows == .topics
        guard let match = article.languageMatch else {
            // Tags have no figures: the same in both forms.
            if article.followedTags.isEmpty { return nil }
            let reason = (topics ? words.digest.reasonTopics : words.digest.reasonTags)(
                article.followedTags.count, ["tags": tags])
            return (reason, reason)
        }
        let time = duration(match.seconds)
        func reason(_ time: String) -> String {
            let coded = words.digest.reasonLanguage.filled([
                "tag": match.tag, "time": time, "language": match.language,
            ])
            let both = topics ? words.digest.reasonLanguageAndTopics : words.digest.reasonLanguageAndTags
            return article.followedTags.count > 1 ? both.filled(["reason": coded, "tags": tags]) : coded
        }
        return (reason(time.plain), reason(time.page))
    }

    /// A shared link in both forms: an untitled one is shown by its host and path, without the
    /// domain again; each day it was shared is named once, and each network with its days.
    func row(_ link: SharedLink, url: WebURL?) -> (plain: LinkRow, page: LinkRow)? {
        guard let url else { return nil }
        var days: (plain: [String], page: [String]) = ([], [])
        var byNetwork: [(network: LinkNetwork, plain: [String], page: [String])] = []
        for share in link.shares.sorted(by: LinkShare.isOlder) {
            let day = forms(dates.day(LocalDate(share.at, in: zone)))
            if !days.plain.contains(day.plain) { days.plain.append(day.plain) }
            if !days.page.contains(day.page) { days.page.append(day.page) }
            guard let index = byNetwork.firstIndex(where: { $0.network == share.network }) else {
                byNetwork.append((share.network, [day.plain], [day.page]))
                continue
            }
            if !byNetwork[index].plain.contains(day.plain) { byNetwork[index].plain.append(day.plain) }
            if !byNetwork[index].page.contains(day.page) { byNetwork[index].page.append(day.page) }
        }
        func sharedOn(page: Bool) -> String {
            let separator = words.digest.sharedDaysSeparator
            // On the page a network's name stays on the line of its first day.
            let networks = byNetwork.map {
                "\($0.network.name)\(page ? "\u{00A0}" : " ")\((page ? $0.page : $0.plain).joined(separator: separator))"
            }
            return words.digest.sharedOn.filled(["networks": words.lists.joined(networks)])
        }
        let title = link.title.flatMap { $0.isEmpty ? nil : DirectionIsolation.isolated($0) }
        var row = LinkRow(
            title: title ?? url.displayForm, url: url, domain: title == nil ? nil : url.displayHost,
            shared: words.lists.joined(days.plain), sharedOn: sharedOn(page: false),
            text: DirectionIsolation.isolated(link.postText), summary: link.summary.map(DirectionIsolation.isolated))
        let plain = row
        row.shared = words.lists.joined(days.page)
        row.sharedOn = sharedOn(page: true)
        return (plain, row)
    }
}
