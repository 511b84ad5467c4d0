import DigestCore
import Foundation

/// Renders the team's page, `index.html` of the team site (`weekly-digest team`): the team's
/// totals, each member's week side by side, the languages across the team, the last 12 weeks, and
/// the leaderboard when one is asked for.
package struct TeamPage: Sendable {
    /// The `team.html` template.
    let template: Template
    /// The locale's words (and `shared`, the same as templates see them).
    let words: Words
    let shared: TemplateData

    /// The page's renderer, with `templates`' words.
    package init(templates: TemplateSet) {
        template = templates.team
        words = templates.words
        shared = templates.shared
    }

    /// The page of `team`, ranked by `ranking` when one is set, as the bytes of the file.
    package func bytes(_ team: TeamWeek, ranking: TeamRanking?) throws(TemplateError) -> [UInt8] {
        try template.bytes(context(team, ranking: ranking), shared: shared)
    }

    func context(_ team: TeamWeek, ranking: TeamRanking?) -> TeamContext {
        let text = words.team, durations = DurationFormat(words.durations, unbroken: true)
        let time = { (seconds: Int?) in seconds.map { durations.text(seconds: $0) } ?? text.none }
        let number = { (value: Int?) in value.map(String.init) ?? text.none }
        let totals = team.totals
        let range = DateFormat(words.dates).range(team.week)
        let members = text.members(team.members.count)
        let problems = team.members.compactMap { outcome in
            outcome.problem.map {
                TeamContext.Problem(
                    name: outcome.member.name, site: outcome.member.site.address, reason: text.problems.sentence($0))
            }
        }
        return TeamContext(
            lang: words.code, title: text.pageTitle.filled(["week": team.week.description]),
            description: text.description.filled([
                "members": text.members(team.answered.count), "range": range,
                "time": DurationFormat(words.durations).text(seconds: totals.codingSeconds ?? 0),
                "commits": String(totals.commits ?? 0),
            ]),
            // The week kept on one line: no break after its hyphen (U+2060, a word joiner).
            heading: text.title.filled(["week": team.week.description.replacingOccurrences(of: "-", with: "-\u{2060}")]
            ), range: range, memberCount: members,
            problems: problems.isEmpty ? nil : TeamContext.Problems(items: problems),
            totals: TeamContext.Totals(
                coding: time(totals.codingSeconds), commits: number(totals.commits), reviews: number(totals.reviews),
                goals: totals.goalsSet == 0
                    ? text.noGoals
                    : text.goalsMet.filled(["met": String(totals.goalsMet), "set": String(totals.goalsSet)])),
            rows: team.members.map { row($0, time: time, number: number) },
            ranking: ranking.map { self.ranking(team, by: $0, time: time) },
            languages: languages(team), recent: recent(team, time: time, number: number))
    }

    func row(_ outcome: TeamWeek.Member, time: (Int?) -> String, number: (Int?) -> String) -> TeamContext.Row {
        let text = words.team
        guard let week = outcome.week else {
            return TeamContext.Row(
                name: outcome.member.name, marks: [text.notRead], coding: text.none, days: text.none,
                commits: text.none, reviews: text.none, goal: text.none, languages: text.none)
        }
        let marks = (week.backfilled ? [text.madeLater] : []) + (week.partial ? [text.partial] : [])
        let languages = (week.coding?.languages ?? []).prefix(3).map(\.name)
        return TeamContext.Row(
            name: outcome.member.name, marks: marks, coding: time(week.coding?.seconds),
            days: number(week.coding?.daysCoded), commits: number(week.commits),
            reviews: number(week.reviews?.headline),
            goal: week.goalMet.map { $0 ? text.met : text.missed } ?? text.none,
            languages: languages.isEmpty ? text.none : words.lists.joined(languages))
    }

    func ranking(_ team: TeamWeek, by ranking: TeamRanking, time: (Int?) -> String) -> TeamContext.Ranking {
        let (ranked, leftOut) = ranking.rank(team)
        return TeamContext.Ranking(
            how: ranking == .hours ? words.team.rankingHours : words.team.rankingCommits,
            places: ranked.map { place in
                TeamContext.Place(
                    place: place.place, name: place.member.name,
                    value: ranking == .hours ? time(place.value) : String(place.value), madeLater: place.backfilled)
            },
            leftOut: leftOut.isEmpty
                ? nil : words.team.leftOut.filled(["names": words.lists.joined(leftOut.map(\.name))]))
    }

    func languages(_ team: TeamWeek) -> TeamContext.Languages? {
        let languages = team.languages
        let total = languages.reduce(0) { $0 + $1.seconds }
        guard total > 0 else { return nil }
        let durations = DurationFormat(words.durations, unbroken: true)
        return TeamContext.Languages(
            items: languages.prefix(10).enumerated().map { index, share in
                TeamContext.Language(
                    name: share.name, time: durations.text(seconds: share.seconds),
                    share: words.team.share.filled([
                        "share": String(Int((Double(share.seconds) * 100 / Double(total)).rounded()))
                    ]),
                    colour: "s\(index)")
            })
    }

    func recent(_ team: TeamWeek, time: (Int?) -> String, number: (Int?) -> String) -> [TeamContext.Recent] {
        team.recent.reversed().map { week in
            TeamContext.Recent(
                week: week.week.description, coding: time(week.codingSeconds), commits: number(week.commits),
                members: String(week.members))
        }
    }
}
