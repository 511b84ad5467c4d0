import DigestSystem
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Publishes the site as one commit on a branch of a git repository (for example `gh-pages`), then pushes it.
///
///
/// Works in a fresh temporary clone of that branch alone (depth 1), or an orphan branch when the
/// repository has none yet. The branch's tree becomes the site, except for `CNAME` and names
/// starting with `.` (`.nojekyll`, `.github/`), which stay as they were. Git never prompts: a
/// missing credential is a failure.
///
/// Asked to look back, it also fetches the branch's history (commits and trees, no file contents
/// where the server allows) and names the commits that hold stored history, which an earlier
/// version published. With `orphan`, the branch is replaced by one new commit (force-pushed), so
/// none of its earlier commits stays reachable from it.
struct GitPublisher: Sendable {
    let runner: any CommandRunner
    let fileSystem: any FileSystem

    /// Whether a top-level name on the branch stays though the site does not have it: `CNAME`, and
    /// names starting with `.` (`.nojekyll`, `.github/`, `.well-known/`), which a site never has.
    static func isKept(_ name: String) -> Bool { name == "CNAME" || name.hasPrefix(".") }

    /// Creates a publisher.
    init(runner: any CommandRunner = ProcessCommandRunner(), fileSystem: any FileSystem) {
        self.runner = runner
        self.fileSystem = fileSystem
    }

    /// How the temporary clones are named: `weekly-digest-publish-<pid>-<uuid>`.
    static let clonePrefix = "weekly-digest-publish-"

    /// Removes the clones of publishes that were killed outright (SIGKILL): those whose process is gone.
    static func removeAbandonedClones(in folder: String, fileSystem: any FileSystem) {
        for name in fileSystem.names(in: folder) where name.hasPrefix(clonePrefix) {
            let pid = name.dropFirst(clonePrefix.count).prefix { $0 != "-" }
            guard let number = pid_t(pid), number != getpid(), kill(number, 0) != 0, errno == ESRCH else { continue }
            try? fileSystem.removeTree(at: folder + "/" + name)
        }
    }

    /// The paths of stored history (``SitePath/isStored``) as a git pathspec: what an earlier
    /// version's publishes held.
    static let storedPaths = ["weeks/*/digest.json", "weeks/index.json"]

    /// Commits `files` (relative to `source`) to `branch` of `target`'s repository with `message`, and pushes.
    ///
    /// With `orphan`, the commit is the branch's only one. With `lookBack`, the report names the
    /// branch's earlier commits that hold stored history.
    package func publish(
        from source: String, files: [String], to target: PublishTarget, message: String, orphan: Bool = false,
        lookBack: Bool = false
    ) async throws -> PublishReport {
        try await Self.inClone(of: target, runner: runner, fileSystem: fileSystem) { git, work, branch, exists in
            try await publish(
                from: source, files: files, git: git, work: work, branch: branch, exists: exists, message: message,
                orphan: orphan, lookBack: lookBack)
        }
    }

    /// Runs `body` in a fresh temporary work folder whose `origin` is `target`'s repository, with
    /// the branch's name and whether the repository has it; the folder goes afterwards, or on a
    /// signal, and a killed publish's folder is cleared by the next.
    static func inClone<Value>(
        of target: PublishTarget, runner: any CommandRunner, fileSystem: any FileSystem,
        _ body: (_ git: Git, _ work: String, _ branch: String, _ exists: Bool) async throws -> Value
    ) async throws -> Value {
        guard case .git(let repository, let branch) = target else {
            throw PublishError.badTarget(target.description, "it is not a git target")
        }
        guard runner.exists("git") else { throw PublishError.missingCommand("git", package: "git") }
        let temporary = fileSystem.temporaryFolder
        removeAbandonedClones(in: temporary, fileSystem: fileSystem)
        let work = temporary + "/\(clonePrefix)\(getpid())-\(UUID().uuidString)"
        ChildProcessGroups.shared.removeOnSignal(work)
        defer {
            try? fileSystem.removeTree(at: work)
            ChildProcessGroups.shared.forget(work)
        }
        // The clone is ours alone (mode 700), and holds no login: git gets the address without
        // it, and the login from our credential helper (GitAddress).
        try FolderCheck.make(work, mode: 0o700)
        let address = GitAddress(repository)
        let git = Git(runner: runner, folder: work, address: address)
        try await git.run(["init", "-q", work], step: "git init", inside: false)
        try await git.run(["remote", "add", "origin", address.plain], step: "git remote add")
        let heads = try await git.run(
            ["ls-remote", "--heads", "origin", "refs/heads/\(branch)"], step: "git ls-remote")
        return try await body(git, work, branch, !heads.output.isEmpty)
    }

    /// ``publish(from:files:to:message:orphan:lookBack:)`` in the clone `inClone` made.
    func publish(
        from source: String, files: [String], git: Git, work: String, branch: String, exists: Bool, message: String,
        orphan: Bool, lookBack: Bool
    ) async throws -> PublishReport {
        var earlier: [String]? = lookBack ? [] : nil
        if !exists {
            try await git.run(["checkout", "-q", "--orphan", branch], step: "git checkout --orphan")
        } else {
            try await git.run(
                ["fetch", "-q", "--depth", "1", "origin", "refs/heads/\(branch):refs/remotes/origin/\(branch)"],
                step: "git fetch")
            try await git.run(["checkout", "-q", "-B", branch, "refs/remotes/origin/\(branch)"], step: "git checkout")
            if lookBack { earlier = await storedCommits(git, branch: branch) }
            // The tree as it is (CNAME and the dot files kept), on a branch with no history.
            if orphan {
                try await git.run(["checkout", "-q", "--orphan", "weekly-digest-orphan"], step: "git checkout")
            }
        }
        for name in fileSystem.names(in: work) where !Self.isKept(name) {
            try fileSystem.removeTree(at: work + "/" + name)
        }
        for file in files {
            guard let data = try fileSystem.contents(of: source + "/" + file) else { continue }
            let path = work + "/" + file
            try fileSystem.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent().path)
            try fileSystem.writeAtomically(data, to: path)
        }
        try await git.run(["add", "-A", "."], step: "git add")
        let status = try await git.run(["diff", "--cached", "--name-status"], step: "git diff").output
            .split(separator: "\n").map { $0.prefix(1) }
        guard !status.isEmpty else {
            return PublishReport(
                changed: 0, removed: 0, detail: "\(branch) already holds this site; nothing was pushed",
                earlierStored: earlier)
        }
        try await git.commit(message)
        try await git.run(
            ["push", "-q"] + (orphan ? ["--force"] : []) + ["origin", "HEAD:refs/heads/\(branch)"], step: "git push")
        let commit = try await git.run(["rev-parse", "--short", "HEAD"], step: "git rev-parse").output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return PublishReport(
            changed: status.filter { $0 != "D" }.count, removed: status.filter { $0 == "D" }.count,
            detail: orphan
                ? "commit \(commit) \"\(message)\" replaced the history of \(branch), now this one commit"
                : "commit \(commit) \"\(message)\" pushed to \(branch)", earlierStored: earlier)
    }

    /// The branch's commits (short hashes, newest first) that hold stored history, read from its
    /// whole history; nil when the history could not be fetched (the publish goes on without it).
    func storedCommits(_ git: Git, branch: String) async -> [String]? {
        let remote = "refs/remotes/origin/\(branch)"
        guard
            (try? await git.run(
                ["fetch", "-q", "--unshallow", "--filter=blob:none", "origin", "refs/heads/\(branch):\(remote)"],
                step: "git fetch")) != nil,
            let log = try? await git.run(["log", "--format=%h", remote, "--"] + Self.storedPaths, step: "git log")
        else { return nil }
        return log.output.split(separator: "\n").map(String.init)
    }
}

/// Runs git in one work folder, turning failures into errors without the target's login.
struct Git {
    let runner: any CommandRunner
    let folder: String
    /// The repository's address: its login reaches git through the environment, and is blanked
    /// out of what git prints.
    var address: GitAddress? = nil

    /// Never prompt for a password or a host key: the job runs unattended.
    ///
    /// A connection that stalls
    /// is given up: over HTTP after 30 s below 1 KB/s, over ssh after 30 s to connect or a minute
    /// without an answer to keep-alives. The command's deadline stops anything else.
    static let environment = [
        "GIT_TERMINAL_PROMPT": "0", "GIT_ASKPASS": "true", "SSH_ASKPASS": "true",
        "GIT_HTTP_LOW_SPEED_LIMIT": "1000", "GIT_HTTP_LOW_SPEED_TIME": "30",
        "GIT_SSH_COMMAND": ProcessInfo.processInfo.environment["GIT_SSH_COMMAND"] ?? Git.ssh,
    ]

    /// ssh as publishing runs it: no prompt, and stalled connections given up.
    static let ssh = "ssh -o BatchMode=yes -o ConnectTimeout=30 -o ServerAliveInterval=15 -o ServerAliveCountMax=4"

    static let hint =
        "Check that `git push` to the repository works from this machine without a prompt (an SSH key or a credential helper); the target was not changed."

    /// Commits what is added with `message`, as the user git knows, or as weekly-digest when git
    /// knows none.
    func commit(_ message: String) async throws {
        let identity =
            (try? await run(["config", "user.email"], step: "")).map { _ in [String]() }
            ?? ["-c", "user.name=weekly-digest", "-c", "user.email=weekly-digest@localhost"]
        try await run(identity + ["commit", "-q", "-m", message], step: "git commit")
    }

    @discardableResult
    func run(_ arguments: [String], step: String, inside: Bool = true) async throws -> CommandResult {
        let result = try await runner.run(
            "git", (inside ? ["-C", folder] : []) + arguments, in: nil,
            environment: Self.environment.merging(address?.environment ?? [:]) { $1 })
        var tail = result.tail
        for secret in address?.secrets.sorted(by: { $0.count > $1.count }) ?? [] {
            tail = tail.replacingOccurrences(of: secret, with: "***")
        }
        if result.timedOut {
            throw PublishError.timedOut(
                step: step, seconds: Int(runner.timeout), output: tail,
                hint: "Check that the repository's server answers; the target was not changed.")
        }
        guard result.status == 0 else {
            throw PublishError.commandFailed(step: step, status: result.status, output: tail, hint: Self.hint)
        }
        return result
    }
}
