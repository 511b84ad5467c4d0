import DigestPublish
import Foundation

/// `schedule`'s work: install, show or remove the systemd user timer that runs the digest weekly.
package struct ScheduleJob: Sendable {
    /// What to do.
    package enum Action: Sendable { case install, status, remove }

    let action: Action
    /// The binary the service runs, absolute.
    let binary: String

    /// A job doing `action` for `binary`.
    package init(_ action: Action, binary: String) {
        self.action = action
        self.binary = binary
    }

    /// Does the action with `environment` (the process's and the settings file's).
    package func run(environment: [String: String]) throws(RunError) -> ExitStatus {
        let folder = Self.unitFolder(environment)
        let files = ["service", "timer"].map { folder + "/\(SystemdUnits.name).\($0)" }
        switch action {
        case .install: try install(environment, folder: folder, files: files)
        case .status:
            let present = files.filter { FileManager.default.fileExists(atPath: $0) }
            print(
                present.isEmpty
                    ? "Not scheduled: no \(SystemdUnits.name).timer in \(folder)."
                    : "Scheduled: \(present.joined(separator: ", ")).")
            if !present.isEmpty { print("Check it runs: systemctl --user list-timers \(SystemdUnits.name).timer") }
        case .remove:
            for file in files where FileManager.default.fileExists(atPath: file) {
                do { try FileManager.default.removeItem(atPath: file) } catch {
                    throw .failure("Cannot remove \(file): \(error.localizedDescription)")
                }
                print("Removed \(file)")
            }
            print("Then: systemctl --user disable --now \(SystemdUnits.name).timer; systemctl --user daemon-reload")
        }
        return .complete
    }

    func install(_ environment: [String: String], folder: String, files: [String]) throws(RunError) {
        let config = try Configuration(environment: environment)
        let settings = environment[SettingsFile.readMarker]
        let units = SystemdUnits(
            binary: binary, settings: settings, zone: config.timeZone.shownName,
            publish: !(environment["DIGEST_PUBLISH_TO"] ?? "").isEmpty,
            email: !(environment["DIGEST_MAIL_TO"] ?? "").isEmpty)
        do {
            try FolderCheck.make(folder, mode: 0o755)
            let disk = LocalFileSystem()
            try disk.writeAtomically(Data(units.service.utf8), to: files[0])
            try disk.writeAtomically(Data(units.timer.utf8), to: files[1])
        } catch {
            throw .failure("Cannot write the units in \(folder): \(error)")
        }
        print(
            "Wrote \(files.joined(separator: " and ")): every Monday at 07:00 (\(config.timeZone.shownName)), and at wake-up when the machine slept through it."
        )
        if settings == nil {
            print(
                "warning: no settings file was read, and a service has none of your shell's variables; run `weekly-digest init`, then install again."
            )
        }
        print("Then: systemctl --user daemon-reload && systemctl --user enable --now \(SystemdUnits.name).timer")
    }

    /// `$XDG_CONFIG_HOME/systemd/user`, else `~/.config/systemd/user`.
    static func unitFolder(_ environment: [String: String]) -> String {
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") { return base + "/systemd/user" }
        return (environment["HOME"] ?? "") + "/.config/systemd/user"
    }
}
