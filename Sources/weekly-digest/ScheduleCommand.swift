import ArgumentParser
import DigestApp
import Foundation

/// `weekly-digest schedule`: the systemd user timer that runs the digest every Monday.
struct ScheduleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schedule",
        abstract:
            "Install, show or remove what builds the digest every Monday: a systemd user timer or a crontab line.",
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
        // Each subcommand is named here: a name left to ArgumentParser is made from the type's
        // name at every start, through a reflection that looks at every conformance in the binary.
        static let configuration = CommandConfiguration(
            commandName: "install",
            abstract: "Write ~/.config/systemd/user/weekly-digest.service and .timer, or add one crontab line.",
            discussion: """
                With --systemd, then enable it: systemctl --user daemon-reload && systemctl --user enable --now \
                weekly-digest.timer. With --cron, the line (marked "# weekly-digest schedule") replaces \
                an earlier one and leaves your other lines alone; DIGEST_CRONTAB names another crontab program.
                """
        )

        @Flag(help: "A systemd user service and timer: on time in DIGEST_TIMEZONE, and at wake-up after a sleep.")
        var systemd = false

        @Flag(help: "One marked line in your crontab (cron's zone is the system's; nothing runs while asleep).")
        var cron = false

        @OptionGroup var settings: ConfigOption

        func validate() throws {
            guard systemd != cron else { throw ValidationError("Say which scheduler: --systemd or --cron.") }
        }

        func run() async throws {
            try await CommandExit.finish {
                try await ScheduleJob(.install, kind: cron ? .cron : .systemd, binary: ScheduleCommand.binary)
                    .run(environment: try settings.environment())
            }
        }
    }

    struct Status: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "status", abstract: "Say whether the timer is installed.")

        func run() async throws {
            try await CommandExit.finish {
                try await ScheduleJob(.status, binary: ScheduleCommand.binary).run(
                    environment: ProcessInfo.processInfo.environment)
            }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: "Remove the service and the timer.")

        func run() async throws {
            try await CommandExit.finish {
                try await ScheduleJob(.remove, binary: ScheduleCommand.binary).run(
                    environment: ProcessInfo.processInfo.environment)
            }
        }
    }
}
