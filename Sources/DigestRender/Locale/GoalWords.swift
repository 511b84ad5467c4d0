/// The words of a week against its goal (`DIGEST_GOAL_*`): the week page, the email, the card and
/// the trends page.
struct GoalWords: Sendable, Codable {
    /// `Goal met: {progress}`.
    let met: Phrase
    /// `Goal missed by {missing}: {progress}`.
    let missed: Phrase
    /// `{done} of {goal} coding`.
    let timeProgress: Phrase
    /// `{done} of {count} days`, by the goal's count.
    let daysProgress: CountPhrase
    /// `{done} of {count} commits`, by the goal's count.
    let commitsProgress: CountPhrase
    /// `{count} days`: what was missing, and a goal of days.
    let days: CountPhrase
    /// `{count} commits`: what was missing, and a goal of commits.
    let commits: CountPhrase
    /// `{time} coding`: a goal of time.
    let time: Phrase
    /// `goal met` and `goal missed`, for the email's subject.
    let subjectMet, subjectMissed: String
    /// The trends page's card: its heading.
    let trendsHeading: String
    /// `Met in {met} of the last {count} weeks`.
    let weeksMet: CountPhrase
    /// `{count} weeks in a row`.
    let inARow: CountPhrase
    /// `Goal: {goal}`.
    let goalIs: Phrase

    /// The phrases of a goal of a section's count, by its ``SectionCount/key``.
    ///
    /// `{count} commits` (a goal, and what was missing) and `{done} of {count} commits`. A new
    /// section's goal is two fields above and a line here.
    func phrases(of key: String) -> (count: CountPhrase, progress: CountPhrase)? {
        switch key {
        case "commits": (commits, commitsProgress)
        default: nil
        }
    }
}
