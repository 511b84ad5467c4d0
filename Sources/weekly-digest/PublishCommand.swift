import ArgumentParser
import DigestPublish
import Foundation

/// `weekly-digest publish --to TARGET`: copy the built site to a folder, a git branch or an rsync destination.
struct PublishCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract: "Publish the output folder to a folder, a git branch (e.g. gh-pages) or an rsync destination.",
        discussion: """
            TARGET is one of:
              /srv/www/digest                        a folder: new and changed files are replaced atomically; \
            files an earlier publish put there and the site no longer has are removed; other files are left alone.
              git+file:///srv/site.git#gh-pages      a git branch (any URL git understands; \
            git@github.com:me/me.github.io.git#gh-pages works too; the branch defaults to gh-pages): \
            one commit "weekly-digest <latest week>", pushed. CNAME and .nojekyll (any name starting with .) on the branch are kept. \
            Git never prompts: use an SSH key or a credential helper.
              rsync:me@host:/var/www/digest          through rsync with --delete (a local path works too).

            Nothing is published when the site is broken: a required page missing, a week without its \
            page, or a link between pages that does not resolve.

            A snapshot that cannot be read does not stop the publish; it is named, kept where it is, \
            and the exit status is 3.

            Exit status: 0 published (or already up to date); 3 published, but a snapshot could not be \
            read; 1 not published; 64 bad usage.
            """
    )

    @Option(name: .customLong("to"), help: ArgumentHelp("Where to publish. Default: DIGEST_PUBLISH_TO.", valueName: "target"))
    var target: String?

    @OptionGroup var clock: ClockOption
    @OptionGroup var output: OutputOption
    @OptionGroup var level: LevelOptions

    func run() async throws {
        do {
            let status = try execute(environment: ProcessInfo.processInfo.environment, clockNow: Date())
            if status != .complete { throw status.exitCode }
        } catch let error as RunError {
            ProgressReporter.printError("error: \(error.message)")
            throw error.status.exitCode
        }
    }

    func execute(environment: [String: String], clockNow: Date) throws(RunError) -> ExitStatus {
        let config = try Configuration(environment: environment)
        guard let text = target ?? Configuration.value("DIGEST_PUBLISH_TO", in: environment) else {
            throw .usage("Say where to publish: --to TARGET or DIGEST_PUBLISH_TO (a folder, git+<url>#<branch> or rsync:<destination>).")
        }
        let destination: PublishTarget
        do { destination = try PublishTarget(parsing: text) } catch { throw .usage(error.description) }
        let output = self.output.folder(config)
        // Read the site whole, never while a run or render is writing it.
        let lock = LocalFileSystem().names(in: output).isEmpty ? nil : try CommandLocks.output(output, command: "publish", wait: config.lockWait)
        defer { withExtendedLifetime(lock) {} }
        let problems = SiteCheck().problems(in: output)
        guard problems.isEmpty else { throw .failure(PublishError.brokenSite(folder: output, problems: problems).description) }
        let files = LocalFileSystem().files(under: output)
        let store = try clock.clock(timeZone: config.timeZone, systemNow: clockNow).store(output)
        let latest = store.weeks().last.map(\.description) ?? "site"
        let report: PublishReport
        let runner = ProcessCommandRunner(timeout: Double(config.commandTimeout))
        SignalCleanup.install()
        do {
            switch destination {
            case .folder(let folder):
                report = try FolderPublisher().publish(from: output, files: files, to: folder)
            case .git:
                report = try GitPublisher(runner: runner).publish(from: output, files: files, to: destination, message: "weekly-digest \(latest)")
            case .rsync(let place):
                report = try RsyncPublisher(runner: runner).publish(from: output, to: place, remoteShell: environment["RSYNC_RSH"])
            }
        } catch let error as PublishError {
            if case .badTarget = error { throw .usage(error.description) }
            throw .failure("Not published to \(destination): \(error.description)")
        } catch {
            throw .failure("Not published to \(destination): \(error)")
        }
        if !level.quiet {
            let counts = "\(report.changed) \(report.changed == 1 ? "file" : "files") changed, \(report.removed) removed"
            print("Published \(output) (\(latest)) to \(destination): \(counts)\(report.detail.map { "; \($0)" } ?? "").")
        }
        let unreadable = store.unreadable()
        guard unreadable.isEmpty else {
            unreadable.forEach { ProgressReporter.printError("warning: \($0)") }
            ProgressReporter.printError("error: \(UnreadableSnapshots(unreadable))")
            return .partial
        }
        return .complete
    }
}
