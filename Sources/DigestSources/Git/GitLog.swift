import DigestCore
import Foundation

/// `git log` as the commits are read: the arguments, and the output read back.
///
/// The format asks for the hash, the author date and the author's email, never the message:
/// `%x00%H%x09%aI%x09%ae`, each commit's `--numstat` lines after it.
enum GitLog {
    /// The most commits read from one repository for one week.
    static let maximumCommits = 10_000

    /// The arguments of `git log` for the commits of `authors` around `window`.
    ///
    /// `--since` and `--until` are committer dates, so the window is widened by a week each way
    /// and the author dates are cut to the week after reading; `--all` without the stash is every
    /// branch, tag and remote branch.
    static func arguments(authors: [String], window: DateInterval) -> [String] {
        let slack: TimeInterval = 7 * 24 * 3600
        return [
            "log", "--exclude=refs/stash", "--all", "--no-merges", "--no-renames", "--fixed-strings",
            "--regexp-ignore-case",
            "--since=" + ISOTimestamp.string(window.start.addingTimeInterval(-slack)),
            "--until=" + ISOTimestamp.string(window.end.addingTimeInterval(slack)),
            "--max-count=\(maximumCommits)", "--format=%x00%H%x09%aI%x09%ae", "--numstat",
        ] + authors.map { "--author=" + $0 }
    }

    /// The commits in `output` written by one of `authors` (their emails, without regard to case),
    /// as `repository`'s; a record that cannot be read is counted in `skipped`.
    static func commits(_ output: String, repository: String, authors: Set<String>) -> (
        commits: [Commit], read: Int, skipped: Int
    ) {
        var commits: [Commit] = [], read = 0, skipped = 0
        for record in output.split(separator: "\u{0}", omittingEmptySubsequences: true) {
            let lines = record.split(whereSeparator: \.isNewline)
            guard let head = lines.first else { continue }
            read += 1
            let fields = head.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, fields[0].count >= 40, fields[0].allSatisfy(\.isHexDigit),
                let date = ISOTimestamp.parse(String(fields[1]))
            else {
                skipped += 1
                continue
            }
            // --author matches the name and the email anywhere: only an exact email counts.
            guard authors.contains(fields[2].lowercased()) else { continue }
            var added = 0, removed = 0
            for line in lines.dropFirst() {
                let numbers = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
                // A binary file says `-` for both: it changed no line.
                guard numbers.count == 3 else { continue }
                added += Int(numbers[0]) ?? 0
                removed += Int(numbers[1]) ?? 0
            }
            commits.append(
                Commit(
                    hash: String(fields[0]), repository: repository, authoredAt: date, added: added, removed: removed))
        }
        return (commits, read, skipped)
    }
}
