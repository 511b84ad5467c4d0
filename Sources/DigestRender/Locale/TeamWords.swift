import DigestCore

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
    /// Why a member's week was not read, one phrase a reason (``MemberProblem``).
    let problems: TeamProblemWords
    /// The footer's line.
    let colophon: String
}

/// Why a member's week was not read: `{file}`, `{week}`, `{status}`, `{reason}`, `{found}`,
/// `{known}`, `{problems}` and `{detail}` are filled in.
struct TeamProblemWords: Sendable, Codable {
    let noAnswer, noWeek, status, unreadable, notJSON, version, invalid, otherWeek: Phrase

    /// `problem` in these words.
    func sentence(_ problem: MemberProblem) -> String {
        switch problem {
        case .noAnswer(let detail): noAnswer.filled(["detail": detail])
        case .noWeek(let file, let week): noWeek.filled(["file": file, "week": week.description])
        case .status(let code, let file): status.filled(["status": String(code), "file": file])
        case .unreadable(let file, let reason): unreadable.filled(["file": file, "reason": reason])
        case .notJSON(let file): notJSON.filled(["file": file])
        case .version(let file, let found):
            version.filled(["file": file, "found": found, "known": String(MemberWeek.schemaVersion)])
        case .invalid(let file, let problems):
            invalid.filled(["file": file, "problems": problems.joined(separator: "; ")])
        case .otherWeek(let file, let found): otherWeek.filled(["file": file, "found": found.description])
        }
    }
}
