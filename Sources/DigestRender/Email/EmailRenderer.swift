import DigestCore

/// One week's email, rendered: the subject and both bodies.
package struct RenderedEmail: Sendable, Equatable {
    /// The subject, one line.
    package var subject: String
    /// The `text/plain` body.
    package var text: String
    /// The `text/html` body: inline CSS, tables, no scripts or SVG.
    package var html: String
}

/// Renders a digest as an email through `email.txt` and `email.html`.
package struct EmailRenderer: Sendable {
    /// The templates (and their words).
    let templates: TemplateSet
    /// Where the site is published, for the link to the week's page.
    let site: SiteAddress

    /// The bar colours: the stylesheet's light palette, indexed by ``LanguageColor`` slot.
    static let palette = [
        "#2f6fd6", "#e0793a", "#2a9d6f", "#c2417a", "#7a5bd1", "#c9a227", "#3b9bb5", "#8a8f99", "#a0522d", "#d1495b",
    ]

    /// Creates a renderer.
    package init(templates: TemplateSet, site: SiteAddress) {
        self.templates = templates
        self.site = site
    }

    /// The email of `digest`; `previous` (the week before) adds week-over-week changes;
    /// `unsubscribe` is the address shown at the bottom, when configured; `history` (the site's
    /// weeks) adds the line comparing the week with the weeks before, and their totals as bars.
    package func render(
        _ digest: Digest, previous: Digest? = nil, unsubscribe: String? = nil, history: WeekHistory? = nil
    ) throws(TemplateError) -> RenderedEmail {
        var text = context(digest, previous: previous, unsubscribe: unsubscribe, html: false)
        var html = context(digest, previous: previous, unsubscribe: unsubscribe, html: true)
        if let history {
            let line = WeekContextLine(history: history, week: digest.week, words: templates.words)
            text.context = line.sentence(unbroken: false)
            html.context = line.sentence(unbroken: true)
            if html.context != nil {
                text.charts.append(spark(line, DurationFormat(templates.words.durations)))
                html.charts.append(spark(line, DurationFormat(templates.words.durations, unbroken: true)))
            }
        }
        let words = templates.words
        let plain = try templates.sectionLayer { DigestPresenter(digest, previous: previous, words: words) }
        let unbroken = try templates.sectionLayer {
            DigestPresenter(digest, previous: previous, words: words, unbroken: true)
        }
        return RenderedEmail(
            subject: text.subject, text: try templates.emailText.render(text, below: plain, shared: templates.shared),
            html: try templates.emailHTML.render(html, below: unbroken, shared: templates.shared))
    }

    /// The subject: `Weekly digest 2026-W47: 12 h 30 m coding (mostly Swift), 15 reads, 6 links`,
    /// and `goal met` or `goal missed` when the week has a goal (`goal`, its outcome).
    package func subject(_ summary: WeekSummary, goal: GoalOutcome? = nil) -> String {
        let words = templates.words
        let title = title(summary)
        let parts = WeekHeadline(words).parts(summary) + (goal.map { [GoalLine(words).short($0)] } ?? [])
        let subject =
            parts.isEmpty
            ? title
            : words.email.subject.filled(["title": title, "numbers": parts.joined(separator: words.lists.separator)])
        let line = SingleLine.flattened(subject)
        return line.count > Self.subjectLimit ? "\(line.prefix(Self.subjectLimit - 1))…" : line
    }

    /// The most characters of a subject: a language named with 100 KB would make a header of as much.
    static let subjectLimit = 200

    /// `Weekly digest 2026-W47`, or `Weekly digest 2026-W47 (incomplete)` when a source failed.
    func title(_ summary: WeekSummary) -> String {
        let plain = WeekHeadline(templates.words).title(summary.week)
        return summary.isPartial ? templates.words.email.partialTitle.filled(["title": plain]) : plain
    }

    /// The context of both parts; `html` keeps figures on one line (``Unbroken``), which plain
    /// text does not need.
    func context(_ digest: Digest, previous: Digest?, unsubscribe: String?, html: Bool) -> EmailContext {
        let words = templates.words
        let presenter = DigestPresenter(digest, previous: previous, words: words, unbroken: html)
        let markdown = presenter.markdownContext()
        let summary = WeekSummary(headlineOf: digest)
        let goal = templates.goal.isSet ? templates.goal.outcome(of: WeekSummary(digest)) : nil
        var context = EmailContext(
            lang: words.code, subject: subject(summary, goal: goal), title: title(summary),
            range: markdown.range, timeZone: digest.timeZone, summary: presenter.summary,
            preheader: preheader(markdown, goal: goal), pageURL: site.absolute(.week(digest.week)),
            coding: markdown.coding, showsCoding: markdown.showsCoding, commits: markdown.commits,
            charts: charts(digest.coding.value, unbroken: html),
            reading: markdown.reading, links: markdown.links, colophon: presenter.colophon, unsubscribe: unsubscribe)
        context.goal = goal.map { GoalContext($0, words: words, unbroken: html) }
        // What the agents used is private: the email is the one place it is shown.
        context.coding.stats?.aiUsage = digest.coding.value.flatMap(presenter.aiUsage).map {
            html ? Unbroken.numbers($0) : $0
        }
        return context
    }

    /// The inbox's preview line: what the subject does not say.
    ///
    /// The week against its goal (`goal`) first, then last week's change, the best day and the
    /// first read, such as `Total: 13 h 5 m (+1 h on last week) · Best day: Tue 17 Nov (3 h 5 m)`.
    func preheader(_ markdown: MarkdownContext, goal: GoalOutcome? = nil) -> String {
        let words = templates.words.digest
        var parts: [String] = goal.map { [GoalLine(templates.words).sentence($0)] } ?? []
        if let stats = markdown.coding.stats {
            parts.append("\(words.total): \(stats.total)" + (stats.totalChange.map { " (\($0))" } ?? ""))
            if let best = stats.bestDay { parts.append("\(words.bestDay): \(best)") }
        } else if let commits = markdown.commits?.stats, !commits.isEmpty {
            parts.append("\(words.total): \(commits.total) (\(commits.lines))")
        }
        if let first = markdown.reading.articles.first { parts.append("\(words.reading): \(first.title)") }
        return SingleLine.flattened(parts.joined(separator: " · "))
    }

    /// Time per language (the smallest summed as one), then time per day relative to the best day,
    /// when the days say when the week's time was coded (seven "0 m" would contradict the total).
    func charts(_ stats: CodingStats?, unbroken: Bool) -> [EmailChart] {
        guard let stats, stats.totalSeconds > 0 else { return [] }
        let durations = DurationFormat(templates.words.durations, unbroken: unbroken)
        let languages = EmailChart(caption: nil, bars: languageBars(stats, durations))
        guard stats.hasDailyData else { return [languages] }
        return [languages, EmailChart(caption: templates.words.page.dayChart, bars: dayBars(stats, durations))]
    }

    func languageBars(_ stats: CodingStats, _ durations: DurationFormat) -> [EmailBar] {
        let chart = LanguageChart(words: templates.words)
        let shown = chart.slices(of: stats.languages)
        return zip(shown, TimeShare.percentages(of: shown)).enumerated().map { index, pair in
            let (share, percent) = pair
            return EmailBar(
                name: chart.name(share), time: durations.text(seconds: share.seconds), percent: percent,
                share: "\(percent)%",
                color: Self.palette[LanguageColor.slot(of: share.name, isOther: chart.isOther(index, of: shown))],
                rest: 100 - percent)
        }
    }

    /// The last 8 weeks' totals as bars, this week in the second colour.
    func spark(_ line: WeekContextLine, _ durations: DurationFormat) -> EmailChart {
        let values = line.spark.values
        let peak = max(values.compactMap { $0 }.max() ?? 0, 1)
        let bars = zip(line.sparkWeeks, values).enumerated().map { index, pair in
            let percent = (pair.1 ?? 0) * 100 / peak
            return EmailBar(
                name: pair.0.description, time: pair.1.map { durations.text(seconds: $0) } ?? "—", percent: percent,
                share: "", color: Self.palette[index == values.count - 1 ? 1 : 0], rest: 100 - percent)
        }
        return EmailChart(caption: templates.words.history.spark, bars: bars)
    }

    func dayBars(_ stats: CodingStats, _ durations: DurationFormat) -> [EmailBar] {
        let peak = max(stats.days.map(\.seconds).max() ?? 0, 1)
        let dates = DateFormat(templates.words.dates)
        return stats.days.prefix(7).map { day in
            let percent = day.seconds * 100 / peak
            return EmailBar(
                name: dates.weekday(day.date), time: durations.text(seconds: day.seconds), percent: percent,
                share: "", color: Self.palette[0], rest: 100 - percent)
        }
    }
}
