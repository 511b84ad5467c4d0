/// The words of the team page (`team.html`, `weekly-digest team`).
struct TeamWords: Sendable, Codable {
    /// The kicker above the heading: `Team`.
    let kicker: String
    /// The heading: `The team's week {week}`; the document title: `Team · {week}`.
    let title, pageTitle: Phrase
    /// The description, `{members} of the team, {range}: {time} of coding and {commits} commits.`.
    let description: Phrase
    /// `{count} members`.
    let members: CountPhrase
    /// Headings and labels.
    let totals, codingTime, commits, reviews, goals: String
    /// `{met} of {set}`.
    let goalsMet: Phrase
    let noGoals, side, member, days, languages, goal, met, missed, none, madeLater, partial, notRead, across: String
    /// A language's share of the team's time: `{share}%`.
    let share: Phrase
    let recent, week, reporting, ranking, rankingHours, rankingCommits, place: String
    /// Who the leaderboard leaves out: `Not ranked (other sections): {names}.`.
    let leftOut: Phrase
    /// A notification's numbers: `{members} · {time} of coding · {commits} commits · {reviews} …`.
    let numbers: Phrase
    /// A notification's goals: `Goals met: {met} of {set}`.
    let goalsLine: Phrase
    /// The footer's line.
    let colophon: String
}
