import DigestCore
import DigestDelivery
import DigestRender
import DigestSite
import Foundation
import Logging

extension PublishJob {
    /// `publish --to vault:DIR`: one note a stored week in `vault`, in the view `DIGEST_VAULT_VIEW`
    /// names, each written only when it changed and never over a file that is not weekly-digest's.
    func publishVault(
        _ vault: String, config: Configuration, clockNow: Date, report: inout JobReport, log: Logger
    ) throws(RunError) -> ExitStatus {
        guard !orphan else {
            throw .usage("--orphan replaces a git branch's history, and a vault is no git target; publish without it.")
        }
        let folders = try SiteFolders(output: inputs.folder(config), config: config, fileSystem: services.fileSystem)
        let (inside, site) = (resolved(vault), resolved(folders.output))
        guard inside != site, !inside.hasPrefix(site.hasSuffix("/") ? site : site + "/") else {
            throw .usage(
                "The vault \(vault) is inside the output folder \(folders.output), which is published: its notes (\(config.vault.view.rawValue) view) would be published with the site. Choose a folder of your notes outside it."
            )
        }
        // The stored weeks read whole, never while a run or render is writing them.
        let lock =
            services.fileSystem.names(in: folders.output).isEmpty
            ? nil : try folders.lock(command: "publish", config: config, log: log)
        defer { withExtendedLifetime(lock) {} }
        let clock = try inputs.clock(timeZone: config.timeZone, systemNow: clockNow)
        let store = folders.store(clock, log: log)
        let weeks = store.weeks()
        guard !weeks.isEmpty else {
            throw .failure(
                "There is no stored week to write to the vault \(vault): run `weekly-digest run` (or `backfill`) first."
            )
        }
        let notes = try vaultNotes(weeks, store: store, config: config)
        let written: VaultPublisher.Report
        do { written = try VaultPublisher(fileSystem: services.fileSystem).publish(notes, to: vault) } catch {
            throw .failure("Not published to the vault \(vault): \(error.description)")
        }
        for refused in written.refused {
            log.warning("\(vault)/\(refused.file) is left as it is: \(refused.why).")
        }
        if !inputs.quiet {
            let count = written.written.count
            report.say(
                "Published \(weeks.count) \(weeks.count == 1 ? "week" : "weeks") to the vault \(vault) (the \(config.vault.view.rawValue) view): \(count) \(count == 1 ? "note" : "notes") written, \(written.unchanged) as they were\(written.refused.isEmpty ? "" : ", \(written.refused.count) left alone (not weekly-digest's)")."
            )
        }
        let unreadable = store.unreadable()
        unreadable.forEach { log.warning("\($0)") }
        return written.refused.isEmpty && unreadable.isEmpty ? .complete : .partial
    }

    /// Each week's note by its name in the vault; a week whose snapshot cannot be read has none
    /// (``SnapshotStore/unreadable()`` says why).
    func vaultNotes(_ weeks: [ISOWeek], store: SnapshotStore, config: Configuration) throws(RunError)
        -> [String: VaultNote]
    {
        let names = config.vault.view == .public ? config.names.site : config.names.mail
        let templates = try inputs.loadTemplates(config, fileSystem: services.fileSystem)
        let renderer = WeekRenderer(templates: templates)
        var notes: [String: VaultNote] = [:], weekOf: [String: ISOWeek] = [:]
        var previous: (week: ISOWeek, digest: Digest)?
        for week in weeks {
            guard let loaded = try? store.load(week) else { continue }
            let digest = names.apply(to: loaded)
            defer { previous = (week, digest) }
            let name = config.vault.pattern.name(of: week)
            if let other = weekOf[name] { throw .usage(VaultError.sameName(other, week, name).description) }
            weekOf[name] = week
            let before = previous?.week == week.previous ? previous?.digest : nil
            let markdown: String
            do { markdown = try renderer.markdown(digest, previous: before) } catch {
                throw .failure("Template \(error)")
            }
            let goal = templates.goal.isSet ? templates.goal.outcome(of: WeekSummary(digest)) : nil
            notes[name] = VaultNote(digest, markdown: markdown, goal: goal, view: config.vault.view.rawValue)
        }
        return notes
    }

    /// `path` with every link in it followed, though its last folders may not exist yet: the
    /// deepest part that exists resolved, the rest added as it is.
    func resolved(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL, rest: [String] = []
        while !services.fileSystem.exists(at: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        return rest.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }.path
    }
}
