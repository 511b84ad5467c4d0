import ArgumentParser
import DigestCore
import DigestPublish
import DigestRender
import Foundation

/// `weekly-digest render`: rebuild every week's pages from the stored snapshots.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Rebuild every week's pages from the snapshots in the output folder (after a template change).",
        discussion: """
            Reads weeks/<week>/digest.json for every week and writes its index.html and digest.md \
            again with the current templates, then index.html (the latest week), archive/index.html, \
            feed.xml, sitemap.xml (with DIGEST_SITE_URL) and weeks/index.json. Nothing is fetched. \
            A file whose bytes would not change is not touched, so a second render changes nothing.

            A snapshot that cannot be read is named and left where it is (never removed), out of the \
            site until it is repaired.

            Exit status: 0 rendered; 3 rendered, but a snapshot could not be read; 1 nothing to render, \
            a template error or an unwritable output; 64 bad usage or configuration.
            """
    )

    @OptionGroup var clock: ClockOption
    @OptionGroup var output: OutputOption
    @OptionGroup var templates: TemplateOptions
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

    func execute(environment: [String: String], clockNow: Date) throws -> ExitStatus {
        let config = try Configuration(environment: environment)
        let output = self.output.folder(config)
        let templates = try self.templates.load(config)
        let store = try clock.clock(timeZone: config.timeZone, systemNow: clockNow).store(output)
        guard !store.weeks().isEmpty else {
            throw RunError.failure("\(output) holds no snapshots (weeks/<week>/digest.json) to render: run `weekly-digest run` first.")
        }
        let lock = try CommandLocks.output(output, command: "render", wait: config.lockWait)
        defer { withExtendedLifetime(lock) {} }
        let build: SiteBuild
        do {
            build = try SiteBuilder(templates: templates, store: store, site: config.site)
                .everything { ProgressReporter.printError("warning: \($0)") }
        } catch let error as TemplateError {
            throw RunError.failure("Template \(error)")
        }
        guard !build.weeks.isEmpty else {
            throw RunError.failure("No snapshot in \(output) could be read, so nothing was rendered; the warnings above say why.")
        }
        let changed: [String]
        do { changed = try SiteWriter().write(build.files, into: output) + SiteWriter().remove(build.obsolete, from: output) } catch {
            throw RunError.failure("Cannot write the site: \(error)")
        }
        let weeks = build.weeks
        if level.verbose { changed.forEach { ProgressReporter.printError("wrote \(output)/\($0)") } }
        if !level.quiet {
            print("Rendered \(weeks.count) \(weeks.count == 1 ? "week" : "weeks") in \(output): \(changed.count) \(changed.count == 1 ? "file" : "files") changed.")
        }
        guard build.unreadable.isEmpty else {
            ProgressReporter.printError("error: \(UnreadableSnapshots(build.unreadable))")
            return .partial
        }
        return .complete
    }
}
