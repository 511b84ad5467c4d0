import DigestCore
import DigestRender
import DigestSite
import DigestSystem
import Foundation
import Logging

/// `render`'s work: every page again from the stored snapshots.
package struct RenderJob: Sendable {
    /// The options.
    var inputs: CommandInputs
    /// What the job talks to the world through.
    var services: AppServices

    /// The job of these options.
    package init(inputs: CommandInputs, services: AppServices = .live) {
        self.inputs = inputs
        self.services = services
    }

    /// Renders with `environment` at `clockNow` (unless `--now` pins it); the report counts the weeks
    /// and the files changed.
    package func run(environment: [String: String], clockNow: Date) throws -> JobReport {
        var report = JobReport()
        do {
            report.status = try run(environment: environment, clockNow: clockNow, report: &report)
        } catch let error as RunError { throw error.after(report) }
        return report
    }

    func run(environment: [String: String], clockNow: Date, report: inout JobReport) throws -> ExitStatus {
        let config = try Configuration(environment: environment, fileSystem: services.fileSystem)
        let log = AppLog.logger(inputs.level, format: config.logFormat)
        let folders = try SiteFolders(output: inputs.folder(config), config: config, fileSystem: services.fileSystem)
        let output = folders.output
        let templates = try inputs.loadTemplates(config, fileSystem: services.fileSystem)
        if let problem = FolderCheck.readProblem(output) {
            throw RunError.failure("Cannot read the output folder \(output): \(problem). Nothing was changed.")
        }
        let clock = try inputs.clock(timeZone: config.timeZone, systemNow: clockNow)
        let noWeeks = RunError.failure(
            "\(output) holds no snapshots to render (a site's weeks are stored in \(folders.history)): run `weekly-digest run` first."
        )
        // Looked for before the lock, which would make the folders: in the history, or still in
        // the output folder of a site written before the history moved out.
        let glanced = folders.store(clock, log: log)
        guard
            glanced.hasWeeks()
                || SiteHistoryMove(output: output, history: folders.history, fileSystem: folders.fileSystem).isNeeded()
        else { throw noWeeks }
        let lock = try folders.lock(command: "render", config: config, log: log)
        if !inputs.quiet { report.say(lock.moved) }
        defer { withExtendedLifetime(lock) {} }
        // Not remembered: the rebuild asks for the weeks once, after the lock is held (a run may
        // have added one while this command waited), and looks only for each week's snapshot; a
        // remembered listing would also look for every page, which a rebuild rewrites anyway.
        let store = SnapshotStore(
            root: output, history: folders.history, fileSystem: folders.fileSystem, endedBy: clock.lastEnded)
        guard store.hasWeeks() else { throw noWeeks }
        let (build, changed): (SiteBuild, [String])
        do {
            (build, changed) = try SiteBuilder(
                templates: templates, store: store, site: config.site, names: config.names.site
            )
            .rebuildAndWrite(warn: { log.warning("\($0)") })
        } catch let error as TemplateError {
            throw RunError.failure("Template \(error)")
        } catch {
            throw RunError.failure("Cannot write the site: \(error)")
        }
        guard !build.weeks.isEmpty else {
            throw RunError.failure(
                "No snapshot in \(folders.history) could be read, so nothing was rendered; the warnings above say why.")
        }
        folders.recordPages(madeWith: config.names.site, log: log)
        let weeks = build.weeks
        changed.forEach { log.debug("wrote \(store.place(of: $0))") }
        if !inputs.quiet {
            report.say(
                "Rendered \(weeks.count) \(weeks.count == 1 ? "week" : "weeks") in \(output): \(changed.count) \(changed.count == 1 ? "file" : "files") changed."
            )
        }
        guard build.unreadable.isEmpty else {
            log.error("\(UnreadableSnapshots(build.unreadable))")
            return .partial
        }
        return .complete
    }
}
