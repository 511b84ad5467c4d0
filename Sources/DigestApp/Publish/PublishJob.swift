import DigestCore
import DigestDelivery
import DigestRender
import DigestSite
import DigestSystem
import Foundation
import Logging

/// `publish`'s work: the built site, checked, copied to a folder, a git branch or rsync.
package struct PublishJob: Sendable, ReportingJob {
    /// `--to`, else DIGEST_PUBLISH_TO.
    var target: String?
    /// `--orphan`: a git branch replaced by one commit of the site.
    var orphan: Bool
    /// The options.
    var inputs: CommandInputs
    /// What the job talks to the world through.
    var services: AppServices

    /// The job of these options.
    package init(target: String?, orphan: Bool = false, inputs: CommandInputs, services: AppServices = .live) {
        self.target = target
        self.orphan = orphan
        self.inputs = inputs
        self.services = services
    }

    /// Publishes with `environment` at `clockNow` (unless `--now` pins it); `report` says where to
    /// and what changed.
    package func run(
        environment: [String: String], clockNow: Date, report: inout JobReport
    ) async throws(RunError) -> ExitStatus {
        let config = try Configuration(environment: environment, fileSystem: services.fileSystem)
        let log = AppLog.logger(inputs.level, format: config.logFormat)
        guard let text = target ?? Configuration.value("DIGEST_PUBLISH_TO", in: environment) else {
            throw .usage(
                "Say where to publish: --to TARGET or DIGEST_PUBLISH_TO (a folder, git+<url>#<branch>, rsync:<destination> or vault:<folder>)."
            )
        }
        let vault: String?
        do { vault = try VaultPublisher.folder(of: text) } catch { throw .usage(error.description) }
        if let vault {
            return try publishVault(vault, config: config, clockNow: clockNow, report: &report, log: log)
        }
        let destination: PublishTarget
        do { destination = try PublishTarget(parsing: text) } catch { throw .usage(error.description) }
        if config.profileReadme != nil, config.site.root == nil { throw .usage(Self.profileNeedsSite) }
        guard !orphan || destination.isGit else {
            throw .usage(
                "--orphan replaces a git branch's history, and \(destination) is not a git target; publish without it.")
        }
        let folders = try SiteFolders(output: inputs.folder(config), config: config, fileSystem: services.fileSystem)
        let output = folders.output
        if let problem = FolderCheck.readProblem(output) {
            throw .failure("Cannot read the output folder \(output): \(problem). Nothing was published.")
        }
        // Read the site whole, never while a run or render is writing it.
        let lock =
            services.fileSystem.names(in: output).isEmpty
            ? nil : try folders.lock(command: "publish", config: config, log: log)
        if !inputs.quiet { report.say(lock?.moved) }
        defer { withExtendedLifetime(lock) {} }
        let clock = try inputs.clock(timeZone: config.timeZone, systemNow: clockNow)
        let store = folders.store(clock, log: log)
        if lock != nil, !folders.pagesMade(with: config.names.site), store.hasWeeks() {
            try remake(store, folders: folders, config: config, log: log)
        }
        try refuseWithoutHistory(store, folders: folders, environment: environment)
        let problems = SiteCheck(fileSystem: services.fileSystem).problems(
            in: output, history: folders.history, endedBy: clock.lastEnded)
        guard problems.isEmpty else {
            throw .failure(PublishError.brokenSite(folder: output, problems: problems).description)
        }
        // The stored history never leaves the machine, whatever the output folder holds.
        let files = Self.publicFiles(under: output, fileSystem: services.fileSystem)
        let latest = store.weeks().last.map(\.description) ?? "site"
        let published: PublishReport
        let runner = services.commandRunner(Double(config.commandTimeout), log)
        var record = PublishRecord.load(folders.history, fileSystem: services.fileSystem)
        let previous = record.targets[destination.description]
        // A git branch's history is looked through once, the first time this version publishes to it.
        let lookBack = destination.isGit && !orphan && previous?.lookedBack != true
        SignalCleanup.install()
        do {
            published = try await destination.publisher(
                runner: runner, fileSystem: services.fileSystem, message: "weekly-digest \(latest)",
                remoteShell: environment["RSYNC_RSH"],
                orphan: orphan, lookBack: lookBack
            )
            .publish(output, files: files)
        } catch let error as PublishError {
            if case .badTarget = error { throw .usage(error.description) }
            throw .failure("Not published to \(destination): \(error.description)")
        } catch {
            throw .failure("Not published to \(destination): \(error)")
        }
        if !inputs.quiet {
            let counts =
                "\(published.changed) \(published.changed == 1 ? "file" : "files") changed, \(published.removed) removed"
            report.say(
                "Published \(output) (\(latest)) to \(destination): \(counts)\(published.detail.map { "; \($0)" } ?? "")."
            )
            if orphan {
                report.say("Its earlier commits are no longer part of the branch. \(PublishRecord.orphanLimits)")
            }
        }
        record.targets[destination.description] = noted(
            previous, report: published, target: destination, rules: config.names.site.summary, log: log)
        do { try record.save(folders.history, fileSystem: services.fileSystem) } catch {
            log.warning("Cannot record the publish in \(folders.history)/\(PublishRecord.fileName): \(error)")
        }
        if let profile = config.profileReadme,
            let update = try await updateProfile(profile, store: store, config: config, runner: runner, log: log),
            !inputs.quiet
        {
            report.say(
                update.changed > 0
                    ? "Updated the profile README \(profile): \(update.detail ?? "")"
                    : "The profile README \(profile) is as it was: \(update.detail ?? "")")
        }
        let unreadable = store.unreadable()
        guard unreadable.isEmpty else {
            unreadable.forEach { log.warning("\($0)") }
            log.error("\(UnreadableSnapshots(unreadable))")
            return .partial
        }
        return .complete
    }

    /// Stops a publish whose output folder has week pages but whose history has no stored week:
    /// the state folder changed (`DIGEST_STATE`), and the history is in the other one, where the
    /// sentence points when it is the default's.
    func refuseWithoutHistory(_ store: SnapshotStore, folders: SiteFolders, environment: [String: String])
        throws(RunError)
    {
        let pages = store.listing().pageFolders
        guard !pages.isEmpty, store.weeks().isEmpty else { return }
        var elsewhere = ""
        var others = environment
        others["DIGEST_STATE"] = nil
        if let state = try? Configuration.stateFolder(others) {
            let other = HistoryFolder.path(forOutput: folders.output, state: state)
            if other != folders.history, services.fileSystem.exists(at: other + "/" + SitePath.weeks) {
                elsewhere = " The default state folder holds it: \(other)."
            }
        }
        throw .failure(
            "\(folders.output) has the pages of \(pages.count) \(pages.count == 1 ? "week" : "weeks"), but its history folder \(folders.history) holds no stored week: if DIGEST_STATE changed, set it back to the state folder that holds sites/\(NSString(string: folders.history).lastPathComponent), or move that folder under the new one.\(elsewhere) Nothing was published."
        )
    }

    /// The files under `output` a publish sends: every one but stored history (``SitePath/isStored``),
    /// whatever put it there, so no target ever receives a stored week.
    static func publicFiles(under output: String, fileSystem: any FileSystem) -> [String] {
        fileSystem.files(under: output).filter { SitePath(file: $0)?.isStored != true }
    }

    /// The record of a target after this publish, and what it still holds said once: stored
    /// history found in its earlier commits, or earlier commits made under other public rules.
    func noted(
        _ previous: PublishRecord.Target?, report: PublishReport, target: PublishTarget, rules: String, log: Logger
    ) -> PublishRecord.Target {
        var entry = previous ?? PublishRecord.Target()
        let before = entry
        if orphan { return PublishRecord.Target(rules: rules, lookedBack: true) }
        if let found = report.earlierStored {
            entry.lookedBack = true
            entry.storedCommits = found
        }
        if target.isGit, let earlier = entry.rules, earlier != rules { entry.otherRules = true }
        entry.rules = rules
        let newly = entry.storedCommits.count > before.storedCommits.count || entry.otherRules != before.otherRules
        if newly, let warning = PublishRecord.warning(target.description, entry) { log.warning("\(warning)") }
        return entry
    }

    /// Makes every page again with the public rules before publishing pages made under others.
    func remake(_ store: SnapshotStore, folders: SiteFolders, config: Configuration, log: Logger) throws(RunError) {
        log.warning("\(StalePages.reason); making every page again before publishing.")
        do {
            _ = try SiteBuilder(
                templates: try inputs.loadTemplates(config, fileSystem: services.fileSystem), store: store,
                site: config.site, names: config.names.site
            )
            .rebuildAndWrite(warn: { log.warning("\($0)") })
        } catch let error as RunError {
            throw error
        } catch {
            throw .failure("Cannot make the pages again before publishing, so nothing was published: \(error)")
        }
        folders.recordPages(madeWith: config.names.site, log: log)
    }
}
