import DigestCore

extension WeekNotification {
    /// The notification of a team's week (`notify --team`), from its `team.json`, in `words`:
    /// the team's title, its totals and its goals; no reading list.
    package init(team: TeamData, words: Words) {
        let text = words.team, durations = DurationFormat(words.durations)
        func line(_ value: String) -> String { SingleLine.squeezed(value, formatCharacters: true, limit: 400) }
        let read = team.members.filter(\.read).count
        week = team.week.description
        title = line(text.title.filled(["week": week]))
        range = line(DateFormat(words.dates).range(team.week))
        numbers = line(
            text.numbers.filled([
                "members": text.members(read), "time": durations.text(seconds: team.codingSeconds ?? 0),
                "commits": String(team.commits ?? 0), "reviews": String(team.reviews ?? 0),
            ]))
        goal =
            team.goalsSet == 0
            ? nil : line(text.goalsLine.filled(["met": String(team.goalsMet), "set": String(team.goalsSet)]))
        goalMet = nil
        readingHeading = line(words.digest.reading)
        reading = []
        pageURL = nil
        readOnline = line(words.email.readOnline)
        summary = WeekSummary(
            week: team.week, generatedAt: team.week.window(in: .gmt).end, codingSeconds: team.codingSeconds,
            topLanguage: team.languages.first?.name, articles: nil, links: nil, isPartial: read < team.members.count,
            commits: team.commits)
        summary.reviews = team.reviews
    }
}
