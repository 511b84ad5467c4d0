import ArgumentParser

/// The `weekly-digest` command.
@main
struct WeeklyDigest: AsyncParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "weekly-digest",
        abstract: "Turn your week into one page: WakaTime coding stats, a Qiita reading list and the links you shared on X.",
        discussion: """
            Exit status: 0 complete digest; 3 digest written but a configured source failed; \
            1 nothing written; 64 bad usage or configuration.
            """,
        version: version,
        subcommands: [RunCommand.self, RenderCommand.self, PublishCommand.self, EmailCommand.self, DoctorCommand.self]
    )
}
