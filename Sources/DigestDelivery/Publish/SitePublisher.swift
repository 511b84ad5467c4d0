import DigestSystem

/// Copies a built site to where it is served: every kind of target behind one call, so the
/// publish command never asks which kind it has.
package protocol SitePublisher: Sendable {
    /// Publishes `files` (paths relative to the folder `site`) and says what changed.
    func publish(_ site: String, files: [String]) async throws -> PublishReport
}

extension PublishTarget {
    /// The publisher for this target: `runner` runs git and rsync (with its deadline), `message`
    /// names the git commit, `remoteShell` is `RSYNC_RSH`; for a git target, `orphan` replaces the
    /// branch with one commit and `lookBack` names its earlier commits that hold stored history.
    package func publisher(
        runner: any CommandRunner, message: String, remoteShell: String?, orphan: Bool = false, lookBack: Bool = false
    ) -> any SitePublisher {
        switch self {
        case .folder(let folder): FolderSite(folder: folder)
        case .git: GitSite(target: self, runner: runner, message: message, orphan: orphan, lookBack: lookBack)
        case .rsync(let destination): RsyncSite(destination: destination, runner: runner, remoteShell: remoteShell)
        }
    }
}

/// A local folder (``FolderPublisher``).
struct FolderSite: SitePublisher {
    let folder: String

    func publish(_ site: String, files: [String]) async throws -> PublishReport {
        try FolderPublisher().publish(from: site, files: files, to: folder)
    }
}

/// A git branch (``GitPublisher``).
struct GitSite: SitePublisher {
    let target: PublishTarget
    let runner: any CommandRunner
    let message: String
    let orphan: Bool
    let lookBack: Bool

    func publish(_ site: String, files: [String]) async throws -> PublishReport {
        try await GitPublisher(runner: runner).publish(
            from: site, files: files, to: target, message: message, orphan: orphan, lookBack: lookBack)
    }
}

/// An rsync destination (``RsyncPublisher``), which takes the whole folder.
struct RsyncSite: SitePublisher {
    let destination: String
    let runner: any CommandRunner
    let remoteShell: String?

    func publish(_ site: String, files: [String]) async throws -> PublishReport {
        try await RsyncPublisher(runner: runner).publish(from: site, to: destination, remoteShell: remoteShell)
    }
}
