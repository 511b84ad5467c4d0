import DigestDelivery
import DigestSystem
import Foundation

/// `schedule`'s work: install, show or remove what runs the digest every Monday, a systemd user
/// timer or one marked crontab line.
package struct ScheduleJob: Sendable {
    /// What to do.
    package enum Action: Sendable { case install, status, remove }
    /// Which scheduler `install` writes for.
    package enum Kind: Sendable { case systemd, cron }

    let action: Action
    let kind: Kind
    /// The binary the schedule runs, absolute.
    let binary: String
    /// What runs crontab.
    let services: AppServices

    /// A job doing `action` (for `kind`, when installing) for `binary`.
    package init(_ action: Action, kind: Kind = .systemd, binary: String, services: AppServices = .live) {
        (self.action, self.kind, self.binary, self.services) = (action, kind, binary, services)
    }

    /// Does the action with `environment` (the process's and the settings file's); the report says
    /// what was done, or what is installed.
    package func run(environment: [String: String]) async throws(RunError) -> JobReport {
        try await .of { report throws(RunError) in
            try await run(environment: environment, report: &report)
            return .complete
        }
    }

    func run(environment: [String: String], report: inout JobReport) async throws(RunError) {
        let folder = Self.unitFolder(environment)
        let files = ["service", "timer"].map { folder + "/\(SystemdUnits.name).\($0)" }
        let cron = CrontabEntry(
            crontab: environment["DIGEST_CRONTAB"] ?? "crontab",
            runner: services.commandRunner(60, ProcessCommandRunner.silent))
        switch action {
        case .install where kind == .systemd: try install(environment, folder: folder, files: files, report: &report)
        case .install: try await installCron(environment, cron: cron, report: &report)
        case .status:
            let present = files.filter { services.fileSystem.exists(at: $0) }
            let line = (try? await cron.lines())?.first { $0.hasSuffix(CrontabEntry.marker) }
            if present.isEmpty && line == nil {
                report.say("Not scheduled: no \(SystemdUnits.name).timer in \(folder), no crontab line.")
            }
            if !present.isEmpty {
                report.say(
                    "Scheduled by systemd: \(present.joined(separator: ", ")). Check it: systemctl --user list-timers \(SystemdUnits.name).timer"
                )
            }
            if let line { report.say("Scheduled by cron: \(line)") }
        case .remove:
            for file in files where services.fileSystem.exists(at: file) {
                do { try services.fileSystem.remove(at: file) } catch {
                    throw .failure("Cannot remove \(file): \(error.localizedDescription)")
                }
                report.say("Removed \(file); then: systemctl --user disable --now \(SystemdUnits.name).timer")
            }
            if let lines = try? await cron.lines(), lines.contains(where: { $0.hasSuffix(CrontabEntry.marker) }) {
                try await cron.write(lines.filter { !$0.hasSuffix(CrontabEntry.marker) })
                report.say("Removed the crontab line.")
            }
        }
    }

    func install(
        _ environment: [String: String], folder: String, files: [String], report: inout JobReport
    ) throws(RunError) {
        let config = try Configuration(environment: environment, fileSystem: services.fileSystem)
        let settings = environment[SettingsFile.readMarker]
        let units = SystemdUnits(
            binary: binary, settings: settings, zone: config.timeZone.shownName,
            publish: Self.isSet("DIGEST_PUBLISH_TO", environment), email: Self.isSet("DIGEST_MAIL_TO", environment),
            notify: NotifySettings.switches.contains { Self.isSet($0, environment) })
        do {
            try FolderCheck.make(folder, mode: 0o755)
            let disk = services.fileSystem
            try disk.writeAtomically(Data(units.service.utf8), to: files[0])
            try disk.writeAtomically(Data(units.timer.utf8), to: files[1])
        } catch {
            throw .failure("Cannot write the units in \(folder): \(error)")
        }
        report.say(
            "Wrote \(files.joined(separator: " and ")): every Monday at 07:00 (\(config.timeZone.shownName)), and at wake-up when the machine slept through it."
        )
        report.say(Self.warning(settings: settings))
        report.say("Then: systemctl --user daemon-reload && systemctl --user enable --now \(SystemdUnits.name).timer")
    }

    /// Adds (or replaces) the one marked crontab line; the user's other lines stay as they are.
    func installCron(
        _ environment: [String: String], cron: CrontabEntry, report: inout JobReport
    ) async throws(RunError) {
        let config = try Configuration(environment: environment, fileSystem: services.fileSystem)
        let settings = environment[SettingsFile.readMarker]
        let line = CrontabEntry.line(
            binary: binary, settings: settings, publish: Self.isSet("DIGEST_PUBLISH_TO", environment),
            email: Self.isSet("DIGEST_MAIL_TO", environment))
        try await cron.write(try await cron.lines().filter { !$0.hasSuffix(CrontabEntry.marker) } + [line])
        report.say("Added to your crontab: \(line)")
        let sameZone =
            config.timeZone.secondsFromGMT() == TimeZone.current.secondsFromGMT()
            && config.timeZone.nextDaylightSavingTimeTransition == TimeZone.current.nextDaylightSavingTimeTransition
        report.say(
            "cron runs it at 07:00 in the system's zone\(sameZone ? "" : " (not DIGEST_TIMEZONE, \(config.timeZone.shownName))"), and not at all while the machine sleeps; the next run makes up a missed week."
        )
        report.say(Self.warning(settings: settings))
    }

    /// The warning an install without a settings file (`settings` nil) gives.
    static func warning(settings: String?) -> String? {
        settings != nil
            ? nil
            : "warning: no settings file was read, and a scheduled run has none of your shell's variables; run `weekly-digest init`, then install again."
    }

    /// Whether `name` is set to something: publishing and mail are scheduled only when configured.
    static func isSet(_ name: String, _ environment: [String: String]) -> Bool { !(environment[name] ?? "").isEmpty }

    /// `$XDG_CONFIG_HOME/systemd/user`, else `~/.config/systemd/user`.
    static func unitFolder(_ environment: [String: String]) -> String {
        (ConfigHome.folder(environment) ?? "") + "/systemd/user"
    }
}
