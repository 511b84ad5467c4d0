import DigestCore
import Foundation

/// Your commits from the repositories on your disk: every repository under the roots read with
/// `git log`, four at a time; a commit counted once however many clones hold it.
///
/// A repository git refuses (owned by another user, corrupt) is a note naming it, never a failure
/// of the week; so is one whose history is shallow, or longer than ``GitLog/maximumCommits`` in
/// the week's window.
package struct GitCommitSource: Sendable {
    let access: any GitAccess
    /// `DIGEST_GIT_ROOTS`.
    let roots: [String]
    /// `DIGEST_GIT_AUTHORS`, lowercased; nil for `git config --global user.email`.
    let authors: [String]?

    /// The source over `access`, reading the repositories under `roots` for the commits of `authors`.
    package init(access: any GitAccess, roots: [String], authors: [String]?) {
        self.access = access
        self.roots = roots
        self.authors = authors?.map { $0.lowercased() }
    }

    /// The authors' emails: the configured ones, else git's global `user.email`.
    package func emails() async -> [String]? {
        if let authors { return authors }
        return await access.globalEmail().map { [$0.lowercased()] }
    }

    /// What one repository gave: its commits, or why it gave none, and its notes.
    struct Reading: Sendable {
        var commits: [Commit] = []
        var refusal: String?
        var notes: [String] = []
    }

    /// The commits written in `window`.
    package func commits(in window: DateInterval) async -> SourceOutcome<[Commit]> {
        guard let emails = await emails(), !emails.isEmpty else {
            return .failed(
                "No author to count commits for: set DIGEST_GIT_AUTHORS to your emails, or set git's user.email (git config --global user.email you@example.com)."
            )
        }
        let (repositories, capped, unreadable) = GitRepositoryFinder(access: access).repositories(under: roots)
        guard !repositories.isEmpty else {
            return .failed(
                "No git repository was found under DIGEST_GIT_ROOTS (\(roots.joined(separator: ", ")), \(GitRepositoryFinder.maximumDepth) folders deep): check the folders it names."
                    + unreadable.prefix(3).map { " \($0) cannot be read." }.joined()
            )
        }
        let readings = await read(repositories, authors: emails, window: window)
        var commits: [Commit] = [], seen: [String: Int] = [:], notes: [String] = [], refusals: [String] = []
        for reading in readings {
            notes += reading.notes
            if let refusal = reading.refusal { refusals.append(refusal) }
            for commit in reading.commits {
                guard let index = seen[commit.hash] else {
                    seen[commit.hash] = commits.count
                    commits.append(commit)
                    continue
                }
                // A clone without git-ai's notes (they are not fetched by default) takes another's.
                if commits[index].ai == nil { commits[index].ai = commit.ai }
            }
        }
        for folder in unreadable {
            notes.append(
                "\(folder) cannot be read, so no repository under it is counted: give yourself read access to it, or leave it out of DIGEST_GIT_ROOTS."
            )
        }
        if capped {
            notes.append(
                "More than \(GitRepositoryFinder.maximumRepositories) repositories are under DIGEST_GIT_ROOTS: only the first \(GitRepositoryFinder.maximumRepositories) were read."
            )
        }
        guard refusals.count < readings.count else {
            return .failed(refusals.joined(separator: " "), partial: nil)
        }
        return .ok(commits, notes: refusals + notes)
    }

    /// Each repository read, at most four at once, in the order given.
    func read(_ repositories: [GitRepositoryFinder.Repository], authors: [String], window: DateInterval) async
        -> [Reading]
    {
        var readings = [Reading](repeating: Reading(), count: repositories.count)
        await withTaskGroup(of: (Int, Reading).self) { group in
            var next = 0
            func start() {
                guard next < repositories.count else { return }
                let index = next, repository = repositories[index]
                next += 1
                group.addTask { (index, await read(repository, authors: authors, window: window)) }
            }
            for _ in 0..<4 { start() }
            for await (index, reading) in group {
                readings[index] = reading
                start()
            }
        }
        return readings
    }

    /// One repository's commits in the window, read as git prints them.
    func read(_ repository: GitRepositoryFinder.Repository, authors: [String], window: DateInterval) async -> Reading {
        let name = Self.name(of: repository.path)
        var lines = OutputLines(GitLogReader(repository: name, authors: Set(authors)))
        let answer = await access.git(
            GitLog.arguments(authors: authors, window: window), in: repository.path, into: &lines)
        guard !answer.timedOut else {
            return Reading(refusal: "git took too long to read \(repository.path), so its commits are not counted.")
        }
        let log = lines.reader
        guard answer.status == 0 || log.stoppedAtBound else {
            // A partial clone's missing files are never fetched: its commits are read without them.
            if await isPartialClone(repository) {
                return await readPartialClone(repository, authors: authors, window: window)
            }
            return Reading(refusal: Self.refusal(answer.errors, path: repository.path))
        }
        var reading = Reading(
            commits: log.commits.filter { $0.authoredAt >= window.start && $0.authoredAt < window.end })
        if repository.isShallow {
            reading.notes.append("\(repository.path) is a shallow clone: commits before its cut are not counted.")
        }
        if log.read >= GitLog.maximumCommits {
            reading.notes.append(
                "\(repository.path) holds more than \(GitLog.maximumCommits) commits around this week: only the newest \(GitLog.maximumCommits) were read."
            )
        }
        if log.stoppedAtBound {
            reading.notes.append(
                "git printed more than \(GitLogReader.maximumBytes >> 20) MB about \(repository.path) around this week: the \(log.read) commits read first are counted (the last of them in part), the rest left out."
            )
        }
        if log.longCommits > 0 {
            reading.notes.append(
                "\(log.longCommits) \(log.longCommits == 1 ? "commit" : "commits") of \(repository.path) changed more than \(GitLogReader.maximumFilesPerCommit) files: the lines of the first \(GitLogReader.maximumFilesPerCommit) are counted, \(log.filesLeftOut) files left out."
            )
        }
        if log.skipped > 0 {
            reading.notes.append("\(log.skipped) commits of \(repository.path) could not be read and are left out.")
        }
        if log.unreadableNotes > 0 {
            reading.notes.append(
                "\(log.unreadableNotes) git-ai \(log.unreadableNotes == 1 ? "note" : "notes") of \(repository.path) (refs/notes/ai) could not be read, so \(log.unreadableNotes == 1 ? "its commit counts" : "their commits count") no AI-written line."
            )
        }
        return reading
    }

    /// `weekly-digest` for `/home/me/src/weekly-digest` and `/srv/git/weekly-digest.git`.
    static func name(of path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return last.hasSuffix(".git") && last.count > 4 ? String(last.dropLast(4)) : last
    }

    /// What git's refusal of the repository at `path` means, in a sentence naming it.
    static func refusal(_ errors: String, path: String) -> String {
        if errors.contains("dubious ownership") {
            return
                "git refuses \(path): it belongs to another user (git's safe.directory). Its commits are not counted; add it to safe.directory in your git config if you trust it."
        }
        let detail = SingleLine.squeezed(errors, formatCharacters: true, limit: 160)
        return "git could not read \(path) (\(detail.isEmpty ? "no detail" : detail)), so its commits are not counted."
    }
}

extension GitCommitSource: CommitSource {
    package func commits(for request: WeekRequest) async -> SourceOutcome<[Commit]> {
        await commits(in: request.window)
    }
}
