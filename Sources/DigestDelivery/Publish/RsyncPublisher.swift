import DigestSystem

/// Publishes through the `rsync` command, with `--delete` and a 60-second I/O timeout: the
/// destination ends up holding the site and nothing else, except names starting with `.` (a
/// server's `.htaccess`), which rsync neither sends nor deletes.
///
/// Without `-l`, a symbolic link is never sent (publish refuses a site holding one before). Folders
/// arrive 755 and files 644 whatever either side's umask, so a web server can read them. Each file arrives under a temporary name and is renamed into place;
/// `--delay-updates` renames them all at the end.
struct RsyncPublisher: Sendable {
    let runner: any CommandRunner

    /// Creates a publisher.
    init(runner: any CommandRunner = ProcessCommandRunner()) {
        self.runner = runner
    }

    /// The arguments for copying `source` to `destination`.
    static func arguments(from source: String, to destination: String, remoteShell: String?) -> [String] {
        [
            "-rt", "--perms", "--chmod=D755,F644", "--delete", "--delay-updates", "--exclude=.*", "--itemize-changes",
            "--timeout=60",
        ]
            + (remoteShell == nil ? ["-e", Git.ssh] : [])
            + ["--", source.hasSuffix("/") ? source : source + "/", destination]
    }

    /// Copies `source` to `destination`, deleting what the site no longer has.
    package func publish(from source: String, to destination: String, remoteShell: String?) async throws
        -> PublishReport
    {
        guard runner.exists("rsync") else { throw PublishError.missingCommand("rsync", package: "rsync") }
        let result = try await runner.run(
            "rsync", Self.arguments(from: source, to: destination, remoteShell: remoteShell), in: nil, environment: [:])
        if result.timedOut {
            throw PublishError.timedOut(
                step: "rsync", seconds: Int(runner.timeout), output: result.tail,
                hint:
                    "Check that the destination answers; files already sent may have arrived, and the next publish completes them."
            )
        }
        guard result.status == 0 else {
            throw PublishError.commandFailed(
                step: "rsync", status: result.status, output: result.tail,
                hint:
                    "Check the destination and that ssh to it works without a prompt (an SSH key); files already sent may have arrived, and the next publish completes them."
            )
        }
        let lines = result.output.split(separator: "\n")
        let removed = lines.filter { $0.hasPrefix("*deleting") }.count
        let changed = lines.filter { $0.hasPrefix(">f") || $0.hasPrefix("<f") }.count
        return PublishReport(changed: changed, removed: removed)
    }
}
