import DigestCore
import Foundation

/// A partial clone (`git clone --filter=blob:none`) lacks the files it has not needed yet, and git
/// would fetch each from its remote to count its lines, running whatever the repository's config
/// names for that (`remote.<name>.uploadpack`, `core.sshCommand`, an `ext::` remote). Nothing is
/// fetched: its commits are read without their lines, then each commit's lines where its files
/// are on the disk, and a note says how many commits' lines were not counted.
extension GitCommitSource {
    /// The most commits of a partial clone whose lines are read one at a time.
    static let maximumPartialCloneCommits = 200

    /// Whether the repository is a partial clone: a remote of its config is its promisor
    /// (`remote.<name>.promisor`), or `extensions.partialClone` names one.
    func isPartialClone(_ repository: GitRepositoryFinder.Repository) async -> Bool {
        let answer = await access.git(
            ["config", "--get-regexp", "^(extensions\\.partialclone|remote\\..*\\.promisor)$"], in: repository.path)
        return answer.status == 0
            && answer.output.split(separator: "\n").contains { line in
                let value = line.split(separator: " ", maxSplits: 1).last ?? ""
                return !value.isEmpty && value.lowercased() != "false"
            }
    }

    /// The partial clone's commits in the window, each with its lines where git has its files.
    func readPartialClone(_ repository: GitRepositoryFinder.Repository, authors: [String], window: DateInterval)
        async -> Reading
    {
        var lines = OutputLines(GitLogReader(repository: Self.name(of: repository.path), authors: Set(authors)))
        let answer = await access.git(
            GitLog.arguments(authors: authors, window: window, lines: false), in: repository.path, into: &lines)
        guard answer.status == 0, !answer.timedOut else {
            return Reading(refusal: Self.refusal(answer.errors, path: repository.path))
        }
        var commits = lines.reader.commits.filter { $0.authoredAt >= window.start && $0.authoredAt < window.end }
        var uncounted = 0
        for index in commits.indices {
            guard index < Self.maximumPartialCloneCommits else {
                uncounted += 1
                continue
            }
            let numbers = await access.git(GitLog.lineArguments(of: commits[index].hash), in: repository.path)
            guard numbers.status == 0, !numbers.timedOut else {
                uncounted += 1
                continue
            }
            for case let (added, removed)? in numbers.output.split(separator: "\n").map(GitLogReader.numbers) {
                commits[index].added += added
                commits[index].removed += removed
            }
        }
        var reading = Reading(commits: commits)
        if uncounted > 0 {
            reading.notes.append(
                "\(repository.path) is a partial clone: the lines of \(uncounted) of its \(commits.count) commits this week are not counted, as their files are not on this disk and are never fetched."
            )
        }
        return reading
    }
}
