/// The words of a week against its goal (`DIGEST_GOAL_*`): the week page, the email, the card and
/// the trends page (a goal of a section's count, `goal.<key>` and `goal.<key>Progress`, is read by
/// key: ``CountWords``).
struct GoalWords: Sendable, Codable {
    /// `Goal met: {progress}`.
    let met: Phrase
    /// `Goal missed by {missing}: {progress}`.
    let missed: Phrase
    /// `{done} of {goal} coding`.
    let timeProgress: Phrase
    /// `{done} of {count} days`, by the goal's count.
    let daysProgress: CountPhrase
    /// `{count} days`: what was missing, and a goal of days.
    let days: CountPhrase
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
}
