import DigestCore

/// The reading list's rows and the reasons an article is on it, in both forms.
extension DigestPresenter {
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
}
