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
    /// branch with one commit and `lookBack` names its earlier commits that hold stored history;
    /// files are read and written through `fileSystem`.
    package func publisher(
        runner: any CommandRunner, fileSystem: any FileSystem, message: String, remoteShell: String?,
        orphan: Bool = false, lookBack: Bool = false
    ) -> any SitePublisher {
        switch self {
        case .folder(let folder): FolderSite(folder: folder, fileSystem: fileSystem)
        case .git:
            GitSite(
                target: self, runner: runner, fileSystem: fileSystem, message: message, orphan: orphan,
                lookBack: lookBack)
        case .rsync(let destination): RsyncSite(destination: destination, runner: runner, remoteShell: remoteShell)
        }
    }
}

/// A local folder (``FolderPublisher``).
struct FolderSite: SitePublisher {
    let folder: String
    let fileSystem: any FileSystem

    func publish(_ site: String, files: [String]) async throws -> PublishReport {
        try FolderPublisher(fileSystem: fileSystem).publish(from: site, files: files, to: folder)
    }
}

/// A git branch (``GitPublisher``).
struct GitSite: SitePublisher {
    let target: PublishTarget
    let runner: any CommandRunner
    let fileSystem: any FileSystem
    let message: String
    let orphan: Bool
    let lookBack: Bool

    func publish(_ site: String, files: [String]) async throws -> PublishReport {
        try await GitPublisher(runner: runner, fileSystem: fileSystem).publish(
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
