import DigestCore

/// Renders `trends/index.html`: the last 12 and 52 weeks of coding, reading and sharing, from the
/// weeks' summaries alone.
package struct TrendsPage: Sendable {
    /// The `trends.html` template.
    let template: Template
    /// The locale's words (and `shared`, the same as templates see them).
    let words: Words
    let shared: TemplateData
    /// Where the site is published.
    let site: SiteAddress
    /// What each week is measured against.
    let goal: WeeklyGoal

    /// The page's renderer, with `templates`' words and goal.
    package init(templates: TemplateSet, site: SiteAddress) {
        template = templates.trends
        words = templates.words
        shared = templates.shared
        goal = templates.goal
        self.site = site
    }

    /// The page of `history`.
    package func render(_ history: WeekHistory) throws(TemplateError) -> String {
        String(decoding: try bytes(history), as: UTF8.self)
    }

    /// ``render(_:)`` as the UTF-8 bytes of the file, written as they are.
    package func bytes(_ history: WeekHistory) throws(TemplateError) -> [UInt8] {
        try template.bytes(context(history), shared: shared)
    }

    func context(_ history: WeekHistory) -> TrendsContext {
        let page = SitePath.trends
        let text = words.history
        let weeks = history.summaries.last.map { history.weeks(52, endingWith: $0.week) } ?? []
        let span =
            if let first = weeks.first, let last = weeks.last {
                text.span(weeks.count, ["first": first.description, "last": last.description])
            } else { text.noWeeks }
        return TrendsContext(
            head: PageHead(
                page, type: .website, title: text.trendsTitle.filled(["siteName": words.siteName]),
                description: text.trendsDescription.filled(["span": span]), words: words, site: site),
            nav: HistoryNav(from: page, site: site), span: span,
            history: weeks.isEmpty ? nil : sections(history, weeks: weeks), colophon: words.page.madeBy)
    }

    func sections(_ history: WeekHistory, weeks: [ISOWeek]) -> TrendsHistory {
        let text = words.history
        let durations = DurationFormat(words.durations, unbroken: true)
        let summaries = weeks.map { history[$0] }
        let averages = history.movingAverage(4, at: weeks)
        let seconds = weeks.map(history.seconds(of:))
        let most = zip(weeks, seconds).compactMap { week, value in value.map { (week, $0) } }.max { $0.1 < $1.1 }
        let totalsSummary = text.weeklyTotalsSummary.filled([
            "most": durations.text(seconds: most?.1 ?? 0), "week": most?.0.description ?? "—",
            "latest": seconds.last.flatMap { $0 }.map { durations.text(seconds: $0) } ?? "—",
            "average": averages.last.flatMap { $0 }.map { durations.text(seconds: $0) } ?? "—",
        ])
        let share = ShareChart(summaries)
        let shareTotals = share.totals
        let shareNames = share.languages + [words.page.otherLanguages]
        let percents = TimeShare.percentages(of: shareTotals.map { TimeShare(name: "", seconds: $0) })
        let legend = shareNames.indices.map { index in
            LegendItem(
                colour: index < share.languages.count
                    ? LanguageColor.cssClass(of: share.languages[index]) : "s\(LanguageColor.otherSlot)",
                name: shareNames[index],
                value: "\(durations.text(seconds: shareTotals[index])) · \(percents[index])%")
        }
        let shareSummary = text.languageShareSummary.filled([
            "languages": words.lists.joined(share.languages.isEmpty ? [text.noStreak] : share.languages)
        ])
        let heat = HeatMap(weeks: weeks, days: summaries.map { $0?.codingSeconds == nil ? nil : $0?.days })
        let known = heat.days.compactMap { $0 }.joined()
        let heatSummary = text.heatMapSummary.filled([
            "days": String(known.filter { $0 > 0 }.count), "known": String(known.count),
        ])
        let (current, longest) = history.streaks
        var trends = TrendsHistory(
            periods: periods(history, weeks: weeks), counted: Self.counted(summaries).map(words.counts.label(of:)),
            hasCommits: summaries.contains { $0?.commits != nil },
            currentStreak: card(current), longestStreak: card(longest),
            totalsChart: TrustedMarkup(
                BarChart(values: seconds, marked: weeks.count - 1, line: averages).markup(
                    id: "totals", title: text.weeklyTotals, description: totalsSummary)),
            totalsSummary: totalsSummary,
            shareChart: shareTotals.reduce(0, +) > 0
                ? TrustedMarkup(share.markup(id: "share", title: text.languageShare, description: shareSummary)) : nil,
            shareSummary: shareSummary, legend: legend,
            heatMap: TrustedMarkup(heat.markup(id: "heat", title: text.heatMap, description: heatSummary)),
            heatSummary: heatSummary,
            quietWeeks: heat.quietWeeks.isEmpty
                ? nil : text.quietWeeks.filled(["weeks": words.lists.joined(heat.quietWeeks.map(\.description))]),
            unknownWeeks: heat.unknownWeeks.isEmpty
                ? nil : text.unknownWeeks.filled(["weeks": words.lists.joined(heat.unknownWeeks.map(\.description))]),
            levels: text.levels.enumerated().map { LegendItem(colour: "l\($0.offset)", name: $0.element) }
                + [LegendItem(colour: "nd", name: text.noData)],
            weeks: rows(history, weeks: weeks, averages: averages, share: share).reversed(),
            tags: NameCount.ranked(NameCount.summed(summaries.compactMap { $0?.tags }), limit: 10).map {
                CountRow(name: $0.name, count: $0.count)
            },
            domains: YearReview.domains(of: summaries.compactMap { $0 }).prefix(10).map {
                CountRow(name: $0.name, count: $0.count)
            },
            goal: goalCard(summaries.compactMap { $0 }, weeks: weeks.count))
        trends.hasAI = summaries.contains { $0?.aiLines != nil }
        return trends
    }

    /// The goal's card: the weeks of the last `weeks` that met it, and the run up to the latest.
    func goalCard(_ summaries: [WeekSummary], weeks: Int) -> TrendsGoal? {
        guard goal.isSet else { return nil }
        let record = GoalRecord(summaries, goal: goal)
        guard record.measured > 0 else { return nil }
        let line = GoalLine(words, unbroken: true)
        return TrendsGoal(
            met: record.met, weeksMet: words.goal.weeksMet(weeks, ["met": String(record.met)]),
            inARow: words.goal.inARow(record.currentRun), target: line.goal(goal))
    }

    /// Coding time, weekly average, coding days and the sections' counts over the last 12 and 52 weeks.
    func periods(_ history: WeekHistory, weeks: [ISOWeek]) -> [PeriodRow] {
        let text = words.history
        let durations = DurationFormat(words.durations, unbroken: true)
        let spans = [Array(weeks.suffix(12)), weeks]
        func row(_ label: String, _ value: ([ISOWeek]) -> Int, time: Bool) -> PeriodRow {
            let values = spans.map(value)
            let shown = values.map { time ? durations.text(seconds: $0) : String($0) }
            return PeriodRow(label: label, last12: shown[0], last52: shown[1], value12: values[0], value52: values[1])
        }
        return [
            row(text.codingTime, { $0.compactMap(history.seconds(of:)).reduce(0, +) }, time: true),
            row(text.weeklyAverage, { history.average(of: $0) ?? 0 }, time: true),
            row(text.codingDays, { history.days(of: $0).filter { ($0.seconds ?? 0) > 0 }.count }, time: false),
        ]
            + Self.counted(weeks.map { history[$0] }).map { count in
                row(words.counts.label(of: count), { count.total(of: $0.compactMap { history[$0] }) ?? 0 }, time: false)
            }
    }

    /// AI's share of the lines `summary`'s week added, `53%`, or `—` when none was reported.
    static func aiShare(_ summary: WeekSummary?) -> String {
        summary?.aiShare.map { "\($0)%" } ?? "—"
    }

    /// The sections' counts that some of `summaries` counted: only those have a row and a column.
    static func counted(_ summaries: [WeekSummary?]) -> [SectionCount] {
        WeekSections.listed.filter { $0.isCounted(in: summaries.compactMap { $0 }) }
    }

    func rows(_ history: WeekHistory, weeks: [ISOWeek], averages: [Int?], share: ShareChart) -> [TrendWeekRow] {
        let durations = DurationFormat(words.durations, unbroken: true)
        let counted = Self.counted(weeks.map { history[$0] })
        let time = { (seconds: Int?) in seconds.map { durations.text(seconds: $0) } ?? "—" }
        let count = { (value: Int?) in value.map(String.init) ?? "—" }
        return weeks.enumerated().map { index, week in
            let summary = history[week]
            return TrendWeekRow(
                week: week.description,
                href: summary.map { _ in SitePath.trends.link(to: .week(week), clean: site.root != nil) },
                total: time(summary?.codingSeconds), seconds: summary?.codingSeconds.map(String.init),
                average: time(averages[index]),
                daysCoded: count(summary?.codingSeconds == nil ? nil : summary?.days?.filter { $0 > 0 }.count),
                languages: share.weeks[index].map { $0.map { durations.text(seconds: $0) } }
                    ?? Array(repeating: "—", count: share.languages.count + 1),
                counts: counted.map { count(summary.flatMap($0.value)) }, ai: Self.aiShare(summary),
                articles: count(summary?.articles), links: count(summary?.links), commits: count(summary?.commits))
        }
    }

    /// A streak's card: its length and dates.
    func card(_ streak: CodingStreak?) -> StreakCard {
        guard let streak else { return StreakCard(length: words.history.noStreak, days: 0) }
        let dates = DateFormat(words.dates)
        return StreakCard(
            length: words.history.days(streak.days), days: streak.days,
            dates: words.history.dayRange.filled(["first": dates.day(streak.first), "last": dates.day(streak.last)]))
    }
}
