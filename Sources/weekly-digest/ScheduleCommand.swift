import ArgumentParser
import DigestApp
import Foundation

/// `weekly-digest schedule`: the systemd user timer that runs the digest every Monday.
struct ScheduleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schedule",
        abstract: "Install, show or remove the systemd user timer that builds the digest every Monday.",
        discussion: """
            The timer fires every Monday at 07:00 in DIGEST_TIMEZONE with Persistent=true, so a run \
            missed while the machine slept or was off happens when it is back; the service runs \
            `run`, then `publish` (with DIGEST_PUBLISH_TO) and `email` (with DIGEST_MAIL_TO), reading \
            the settings file. `run` makes up any week a missed run left out.
            """,
        subcommands: [Install.self, Status.self, Remove.self]
    )

    /// The binary as installed: the one running now, symbolic links resolved.
    static var binary: String { URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path }

    struct Install: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write ~/.config/systemd/user/weekly-digest.service and .timer.",
            discussion:
                "Then enable it: systemctl --user daemon-reload && systemctl --user enable --now weekly-digest.timer"
        )

        @Flag(help: "A systemd user service and timer (the only kind so far).")
        var systemd = false

        @OptionGroup var settings: ConfigOption

        func validate() throws {
            guard systemd else { throw ValidationError("Say which scheduler: --systemd.") }
        }

        func run() async throws {
            try await CommandExit.finish {
                try ScheduleJob(.install, binary: ScheduleCommand.binary).run(environment: try settings.environment())
            }
        }
    }

    struct Status: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Say whether the timer is installed.")

        func run() async throws {
            try await CommandExit.finish {
                try ScheduleJob(.status, binary: ScheduleCommand.binary).run(
                    environment: ProcessInfo.processInfo.environment)
            }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove the service and the timer.")

        func run() async throws {
            try await CommandExit.finish {
                try ScheduleJob(.remove, binary: ScheduleCommand.binary).run(
                    environment: ProcessInfo.processInfo.environment)
            }
        }
    }
}
