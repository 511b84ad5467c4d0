import ArgumentParser
import DigestApp
import Foundation

/// `weekly-digest email`: send a week's digest once, as text and HTML, by SMTP or sendmail.
struct EmailCommand: AsyncParsableCommand, RenderingCommand {
    static let configuration = CommandConfiguration(
        commandName: "email",
        abstract: "Email the latest week's digest (or --week's): plain text and HTML in one message, sent once.",
        discussion: """
            The message is built from the week stored for the output folder (run first), naming every \
            project unless DIGEST_MAIL_PROJECTS narrows it. It \
            goes from DIGEST_MAIL_FROM to DIGEST_MAIL_TO (or --to; several addresses separated by \
            commas) through SMTP_URL: smtp://host:587 with STARTTLS required, or smtps://host:465; \
            plain smtp:// only to 127.0.0.1, ::1 or localhost. SMTP_USERNAME and SMTP_PASSWORD log in; \
            SMTP_CA_FILE trusts a private certificate authority. \
            With --sendmail it is piped to `sendmail -t -i` instead (DIGEST_SENDMAIL names the command).

            A ledger in DIGEST_STATE (default ~/.local/state/weekly-digest/sent.json, never in the \
            site) records who got which week; a rerun skips them unless --force. A send is recorded \
            before the message leaves and again once the server accepts it, so a state folder that \
            cannot be written stops it first, and a run killed in between is made up by the next \
            with the same Message-ID, as is a send whose whole message went out unanswered (a \
            dropped line, a silent server). A refused send records nothing, so the next run sends \
            it: without --week, every week of the four latest that has ended and that a recipient \
            has not had since their first goes out, oldest first; a new recipient gets the latest \
            only. DIGEST_LIST_UNSUBSCRIBE adds a List-Unsubscribe header and link. SMTP and \
            sendmail have DIGEST_COMMAND_TIMEOUT seconds (default 300).

            Exit status: 0 sent (or already sent); 1 not sent; 64 bad usage or configuration.
            """
    )

    @Option(
        name: .customLong("to"),
        help: ArgumentHelp("The recipients, comma-separated. Default: DIGEST_MAIL_TO.", valueName: "addr"))
    var recipients: String?

    @Flag(help: "Write the message to DIGEST_STATE/outbox/<week>.eml and print its path; send nothing.")
    var dryRun = false

    @Flag(help: "Send even to recipients the ledger says already got this week.")
    var force = false

    @Flag(help: "Pipe the message to `sendmail -t -i` (msmtp, Postfix) instead of SMTP_URL.")
    var sendmail = false

    @OptionGroup var settings: ConfigOption
    @OptionGroup var week: WeekOption
    @OptionGroup var clock: ClockOption
    @OptionGroup var output: OutputOption
    @OptionGroup var templates: TemplateOptions
    @OptionGroup var level: LevelOptions

    func run() async throws {
        try await CommandExit.finish {
            try await EmailJob(
                recipients: recipients, dryRun: dryRun, force: force, sendmail: sendmail,
                inputs: inputs(week: week.week)
            )
            .run(environment: try settings.environment(), clockNow: Date())
        }
    }
}
