import DigestSystem
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Keeps the weekly-digest block of a profile README current (`DIGEST_PROFILE_README`): one commit
/// on the branch, pushed, when the block changes; none when it does not.
///
/// Works in a fresh temporary clone of that branch alone (depth 1), as ``GitPublisher`` does, and
/// changes `README.md` between its two markers only (``ReadmeBlock``): every other byte of the
/// file, and every other file, stays as it was. Git never prompts.
package struct ProfileReadmePublisher: Sendable {
    let runner: any CommandRunner
    let fileSystem: any FileSystem

    /// The file it keeps.
    package static let fileName = "README.md"

    /// A publisher running git through `runner`.
    package init(runner: any CommandRunner, fileSystem: any FileSystem) {
        self.runner = runner
        self.fileSystem = fileSystem
    }

    /// Puts `block` between the markers of `README.md` on `target`'s branch, committed with
    /// `message` and pushed when that changes the file.
    package func update(_ target: PublishTarget, block: String, message: String) async throws -> PublishReport {
        try await GitPublisher.inClone(of: target, runner: runner, fileSystem: fileSystem) {
            git, work, branch, exists in
            guard exists else {
                throw PublishError.unwritable(
                    "\(target) has no branch \(branch): name the branch of your profile README after a # (for example #main), or push one holding a \(Self.fileName) with the two lines \(ReadmeBlock.start) and \(ReadmeBlock.end)."
                )
            }
            return try await update(
                git: git, work: work, branch: branch, target: target, block: block, message: message)
        }
    }

    /// ``update(_:block:message:)`` in the clone `GitPublisher.inClone` made, on a branch that exists.
    func update(
        git: Git, work: String, branch: String, target: PublishTarget, block: String, message: String
    ) async throws -> PublishReport {
        try await git.run(
            ["fetch", "-q", "--depth", "1", "origin", "refs/heads/\(branch):refs/remotes/origin/\(branch)"],
            step: "git fetch")
        try await git.run(["checkout", "-q", "-B", branch, "refs/remotes/origin/\(branch)"], step: "git checkout")
        let path = work + "/" + Self.fileName
        guard let readme = try fileSystem.bytes(of: path) else {
            throw PublishError.unwritable(
                "\(branch) of \(target) has no \(Self.fileName): add one with the two lines \(ReadmeBlock.start) and \(ReadmeBlock.end) where the card goes."
            )
        }
        let updated: [UInt8]
        do { updated = try ReadmeBlock.replacing(in: readme, with: block) } catch {
            throw PublishError.unwritable("\(Self.fileName) on \(branch) of \(target) was not changed: \(error)")
        }
        guard updated != readme else {
            return PublishReport(
                changed: 0, removed: 0,
                detail: "\(Self.fileName) on \(branch) already shows this week; nothing was pushed",
                earlierStored: nil)
        }
        try fileSystem.writeAtomically(updated, to: path)
        try await git.run(["add", "--", Self.fileName], step: "git add")
        try await git.commit(message)
        try await git.run(["push", "-q", "origin", "HEAD:refs/heads/\(branch)"], step: "git push")
        let commit = try await git.run(["rev-parse", "--short", "HEAD"], step: "git rev-parse").output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return PublishReport(
            changed: 1, removed: 0, detail: "commit \(commit) \"\(message)\" pushed to \(branch)", earlierStored: nil)
    }
}
