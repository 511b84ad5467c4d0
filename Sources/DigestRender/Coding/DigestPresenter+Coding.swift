import DigestCore

/// The coding section's figures and rows, in both forms.
extension DigestPresenter {
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
        let ai = aiShare(stats)
        func made(page: Bool) -> CodingFigures {
            let languages = page ? languages.page : languages.plain
            var figures = CodingFigures(
                total: page ? total.page : total.plain, totalChange: page ? totalChange?.page : totalChange?.plain,
                dailyAverage: page ? average.page : average.plain, activeDays: activeDays,
                daysCoded: page ? daysCoded.page : daysCoded.plain,
                bestDay: page ? bestDay?.page : bestDay?.plain, languages: languages,
                otherLanguages: ShareRow.relinked(languages.filter { !charted.contains($0.name) }),
                projects: page ? projects.page : projects.plain, editors: page ? editors.page : editors.plain)
            figures.ai = ai.map { page ? Unbroken.numbers($0) : $0 }
            return figures
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
}
