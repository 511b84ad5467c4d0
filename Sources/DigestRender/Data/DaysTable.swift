import DigestCore

/// Writes `days.csv`: one row a day of every week on the site, oldest first, for a spreadsheet
/// (RFC 4180: a header, comma-separated, each line ended by CRLF).
///
/// Numbers only, from the weeks' public summaries: no name of a project, repository, machine
/// or link. A cell is empty when its section has no number that day (docs/data.md).
package enum DaysTable {
    /// The header's columns, in order.
    static let columns = ["date", "coding_seconds", "commits", "lines_added", "lines_removed", "articles", "links"]

    /// The table of `summaries` (any order): seven rows a week, the weeks that are not stored left out.
    package static func csv(_ summaries: [WeekSummary]) -> String {
        var lines = [columns.joined(separator: ",")]
        for summary in summaries.sorted(by: { $0.week < $1.week }) {
            for day in summary.dayRows {
                let cells: [Int?] = [
                    day.codingSeconds, day.commits?.commits, day.commits?.added, day.commits?.removed, day.articles,
                    day.links,
                ]
                lines.append(([day.date.description] + cells.map { $0.map(String.init) ?? "" }).joined(separator: ","))
            }
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }
}
