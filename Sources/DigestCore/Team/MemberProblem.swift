/// Why a member's week was not read: the page says it in its words, the command's log in English.
package enum MemberProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The site did not answer, with what went wrong (a transport's sentence).
    case noAnswer(String)
    /// The site, or the folder, has no `file` for `week` (404, or no file).
    case noWeek(file: String, week: ISOWeek)
    /// The site answered `status` for `file`.
    case status(Int, file: String)
    /// `file` cannot be read, and why (without a path on this machine).
    case unreadable(file: String, reason: String)
    /// `file` is not JSON.
    case notJSON(file: String)
    /// `file` has a `schema_version` this version does not read.
    case version(file: String, found: String)
    /// `file` does not validate against the schema: the first problems.
    case invalid(file: String, problems: [String])
    /// `file` holds another week.
    case otherWeek(file: String, found: ISOWeek)

    package var description: String {
        switch self {
        case .noAnswer(let detail): "its site does not answer: \(detail)"
        case .noWeek(let file, let week): "it has no \(file): has it published \(week)?"
        case .status(let status, let file): "its site answered \(status) for \(file)"
        case .unreadable(let file, let reason): "its \(file) cannot be read (\(reason))"
        case .notJSON(let file): "its \(file) is not JSON"
        case .version(let file, let found):
            "its \(file) has schema_version \(found), which this version of weekly-digest does not know (it reads \(MemberWeek.schemaVersion)); the newer of the two should be updated"
        case .invalid(let file, let problems):
            "its \(file) does not validate against week.schema.json: \(problems.joined(separator: "; "))"
        case .otherWeek(let file, let found): "its \(file) is the week \(found)"
        }
    }
}
