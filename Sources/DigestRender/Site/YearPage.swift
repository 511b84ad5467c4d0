import DigestCore

/// Renders `archive/<year>/index.html`: a year in review, from the weeks' summaries alone.
package struct YearPage: Sendable {
    /// The `year.html` template.
    let template: Template
    /// The locale's words (and `shared`, the same as templates see them).
    let words: Words
    let shared: TemplateData
    /// Where the site is published.
    let site: SiteAddress

    /// How many languages, tags and domains a year page lists.
    static let listLimit = 10

    /// The page's renderer, with `templates`' words.
    package init(templates: TemplateSet, site: SiteAddress) {
        template = templates.year
        words = templates.words
        shared = templates.shared
        self.site = site
    }

    /// The page of `year` among `history`'s weeks.
    package func render(_ year: Int, of history: WeekHistory) throws(TemplateError) -> String {
        String(decoding: try bytes(year, of: history), as: UTF8.self)
    }

    /// ``render(_:of:)`` as the UTF-8 bytes of the file: written as they are, not made a `String`
    /// (which checks every byte again) and turned back into bytes.
    package func bytes(_ year: Int, of history: WeekHistory) throws(TemplateError) -> [UInt8] {
        try template.bytes(context(year, of: history), shared: shared)
    }

    func context(_ year: Int, of history: WeekHistory) -> YearContext {
        var context = reviewContext(year, of: history)
        context.ai = Self.aiShare(Array(history.summaries(of: year)))
        return context
    }

    /// AI's share of the lines the year's `weeks` added, `53%`, over the weeks that reported it;
    /// nil when none did.
    static func aiShare(_ weeks: [WeekSummary]) -> String? {
        let reported = weeks.filter { $0.aiLines != nil && $0.addedLines != nil }
        guard var year = reported.first else { return nil }
        // The year's lines summed, then its share (never the weeks' percentages averaged).
        year.aiLines = reported.reduce(0) { $0 + ($1.aiLines ?? 0) }
        year.addedLines = reported.reduce(0) { $0 + ($1.addedLines ?? 0) }
        return year.aiShare.map { "\($0)%" }
    }

    func reviewContext(_ year: Int, of history: WeekHistory) -> YearContext {
        let page = SitePath.year(year), clean = site.root != nil
        let text = words.history
        let durations = DurationFormat(words.durations, unbroken: true)
        let review = YearReview(year: year, history: history)
        let years = history.years
        let span =
            if let first = review.weeks.first?.week, let last = review.weeks.last?.week {
                text.span(review.weeks.count, ["first": first.description, "last": last.description])
            } else { text.noWeeks }
        let total = durations.text(seconds: review.totalSeconds)
        let days = text.days(review.codingDays)
        let yearLink = { (other: Int?) in
            other.map { YearLink(href: page.link(to: .year($0), clean: clean), label: String($0)) }
        }
        let weekLink = { (week: ISOWeek) in
            YearLink(href: page.link(to: .week(week), clean: clean), label: week.description)
        }
        let previous = years.last { $0 < year }
        let totals = Dictionary(review.counts.map { ($0.count.key, $0.total) }) { first, _ in first }
        // Of the year before, only its languages: a whole review of it cost as much as this one's.
        let languages = languages(
            review, previous: previous.map { YearReview.languages(of: Array(history.summaries(of: $0))) })
        return YearContext(
            head: PageHead(
                page, type: .article, title: text.yearTitle.filled(["year": String(year), "siteName": words.siteName]),
                description: text.yearDescription.filled([
                    "year": String(year), "time": total, "days": days, "span": span,
                ]), words: words, site: site),
            nav: HistoryNav(from: page, site: site), older: yearLink(previous),
            newer: yearLink(years.first { $0 > year }),
            heading: text.yearHeading.filled(["year": String(year)]), span: span,
            total: total, totalSeconds: review.totalSeconds, codingDays: days,
            counts: review.counts.map { CountCard(label: words.counts.label(of: $0.count), value: $0.total) },
            articles: totals["articles"] ?? 0, links: totals["links"] ?? 0, hasCommits: totals["commits"] != nil,
            commits: totals["commits"] ?? 0,
            bestWeek: review.bestWeek.map { weekLink($0.week) },
            bestWeekTime: review.bestWeek?.codingSeconds.map { durations.text(seconds: $0) },
            monthsChart: TrustedMarkup(
                BarChart(values: review.months).markup(
                    id: "months", title: text.months, description: text.monthsSummary)),
            months: zip(words.dates.months, review.months).map {
                MonthRow(month: $0, time: durations.text(seconds: $1), seconds: $1)
            },
            languages: languages, hasLanguages: !languages.isEmpty,
            against: previous.map { text.against.filled(["year": String($0)]) },
            tags: review.tags.prefix(Self.listLimit).map { CountRow(name: $0.name, count: $0.count) },
            domains: review.domains.prefix(Self.listLimit).map { CountRow(name: $0.name, count: $0.count) },
            // An index edited by hand could hold any address: only web addresses become links.
            shared: review.links.reversed().filter {
                $0.link.url.hasPrefix("https://") || $0.link.url.hasPrefix("http://")
            }
            .map { week, link in
                YearLinkRow(
                    href: link.url,
                    text: link.title.map { DirectionIsolation.isolated(SingleLine.flattened($0)) }
                        ?? displayForm(link.url),
                    host: link.host, week: weekLink(week))
            },
            colophon: words.page.madeBy)
    }

    /// The year's top languages with their share and their change from `previous` (the year
    /// before's languages, when there is a year before).
    func languages(_ review: YearReview, previous: [TimeShare]?) -> [YearLanguageRow] {
        let durations = DurationFormat(words.durations, unbroken: true)
        let top = Array(review.languages.prefix(Self.listLimit))
        let percents = TimeShare.percentages(of: review.languages).prefix(Self.listLimit)
        let before = Dictionary((previous ?? []).map { ($0.name, $0.seconds) }) { a, _ in a }
        return zip(top, percents).map { language, percent in
            let change = previous.map { _ in
                before[language.name].map { durations.change(seconds: language.seconds - $0) }
                    ?? words.history.newLanguage
            }
            return YearLanguageRow(
                colour: LanguageColor.cssClass(of: language.name),
                name: language.name == LanguageChart.other ? words.page.otherLanguages : language.name,
                time: durations.text(seconds: language.seconds), seconds: language.seconds, share: "\(percent)%",
                change: change)
        }
    }

    /// An untitled link as text: its address without the scheme.
    func displayForm(_ url: String) -> String { WebURL(url)?.displayForm ?? url }
}
