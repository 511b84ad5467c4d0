import DigestCore
import Foundation

/// `git log` as the commits are read: the arguments, and the output read back as it comes
/// (``GitLogReader``).
///
/// The format asks for the hash, the author date and the author's email, never the message:
/// `%x00%H%x09%aI%x09%ae`, then the commit's git-ai note (`refs/notes/ai`) between two lines of
/// ``noteMarker``, then its `--numstat` lines.
enum GitLog {
    /// The most commits read from one repository for one week.
    static let maximumCommits = 10_000

    /// The line before and after a commit's note: a control character and a value made anew
    /// each run, which no note can know, so a note's text is never read as a commit or a file.
    static let noteMarker = "\u{1}" + UUID().uuidString

    /// `noteMarker` as `--format` writes it.
    static var noteMarkerFormat: String { "%x01" + noteMarker.dropFirst() }

    /// The arguments of `git log` for the commits of `authors` around `window`, with each
    /// commit's lines (`--numstat`) unless `lines` is false.
    ///
    /// Each commit's git-ai note comes with it (`--notes=refs/notes/ai`; a repository without
    /// that ref prints none, and git warns of it on its standard error alone).
    /// `--since` and `--until` are committer dates, so the window is widened by a week each way
    /// and the author dates are cut to the week after reading; `--all` without the stash is every
    /// branch, tag and remote branch. No signature is checked (`log.showSignature` would run the
    /// program `gpg.program` names), and no diff program or text conversion a repository names runs.
    static func arguments(authors: [String], window: DateInterval, lines: Bool = true) -> [String] {
        let slack: TimeInterval = 7 * 24 * 3600
        return [
            "log", "--exclude=refs/stash", "--all", "--no-merges", "--no-renames", "--fixed-strings",
            "--regexp-ignore-case", "--no-show-signature", "--no-ext-diff", "--no-textconv",
            "--since=" + ISOTimestamp.string(window.start.addingTimeInterval(-slack)),
            "--until=" + ISOTimestamp.string(window.end.addingTimeInterval(slack)),
            "--max-count=\(maximumCommits)", "--notes=refs/notes/ai",
            "--format=%x00%H%x09%aI%x09%ae%n\(noteMarkerFormat)%n%N\(noteMarkerFormat)",
        ] + (lines ? ["--numstat"] : []) + authors.map { "--author=" + $0 }
    }

    /// The arguments of `git diff-tree` for one commit's lines, as `--numstat` gives them in `git log`.
    static func lineArguments(of hash: String) -> [String] {
        [
            "diff-tree", "--no-commit-id", "--root", "-r", "--no-renames", "--no-ext-diff", "--no-textconv",
            "--numstat", hash,
        ]
    }

    /// The commits in `output` (as a whole, as git would stream it) written by one of `authors` (their emails, without regard to case),
    /// as `repository`'s; a record that cannot be read is counted in `skipped`.
    static func commits(_ output: String, repository: String, authors: Set<String>) -> (
        commits: [Commit], read: Int, skipped: Int
    ) {
        var lines = OutputLines(GitLogReader(repository: repository, authors: authors))
        _ = lines.take(output.utf8)
        lines.finish()
        return (lines.reader.commits, lines.reader.read, lines.reader.skipped)
    }
}
