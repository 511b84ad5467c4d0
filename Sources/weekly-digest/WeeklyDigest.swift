import ArgumentParser
import DigestApp
import DigestSystem
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The `weekly-digest` command.
@main
struct WeeklyDigest: AsyncParsableCommand {
    static let version = AppVersion.current

    static let configuration = CommandConfiguration(
        commandName: "weekly-digest",
        abstract:
            "Turn your week into one page: \(SourceHelp.gathers).",
        discussion: """
            Exit status: 0 complete digest; 3 digest written but a configured source failed; \
            1 nothing written; 64 bad usage or configuration.
            """,
        version: version,
        subcommands: [
            InitCommand.self, RunCommand.self, BackfillCommand.self, RenderCommand.self, PublishCommand.self,
            EmailCommand.self,
            NotifyCommand.self, TeamCommand.self,
            DoctorCommand.self, ScheduleCommand.self, TemplatesCommand.self,
        ]
    )

    /// Parses and runs the command.
    ///
    /// A pipe closed by a reader (a sendmail that quits early, a
    /// `| head`) or a file size limit becomes an error the code handles, not a silent death by signal.
    /// Help, the help dump (`--experimental-dump-help`, 64 KiB and more) and the version are printed
    /// while parsing, before a command that holds a lock stops waiting on its output.
    static func main() async {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        if let problem = AddressSpace.check() {
            ProgressReporter.printError("error: \(problem)")
            Glibc.exit(ExitStatus.failure.rawValue)
        }
        if let problem = NotUTF8.problem() {
            ProgressReporter.printError("error: \(problem)")
            Glibc.exit(ExitStatus.usage.rawValue)
        }
        do {
            var command = try parseAsRoot()
            if command is any LockingCommand { StandardStreams.neverBlock() }
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}
