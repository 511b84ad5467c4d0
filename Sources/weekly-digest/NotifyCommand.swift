import ArgumentParser
import DigestApp
import Foundation

/// `weekly-digest notify`: post the latest week's summary to each configured channel, once.
struct NotifyCommand: AsyncParsableCommand, RenderingCommand {
    static let configuration = CommandConfiguration(
        commandName: "notify",
        abstract: "Post the latest week's summary (or --week's) to your chat channels, once each.",
        discussion: """
            The headline numbers, the goal, the top of the reading list and the week's page \
            (with DIGEST_SITE_URL), as the public site shows them, go to each channel configured: \
            an ntfy topic (NTFY_URL, NTFY_TOKEN for a protected one), Slack and Discord incoming \
            webhooks (SLACK_WEBHOOK_URL, DISCORD_WEBHOOK_URL), a Matrix room (MATRIX_HOMESERVER, \
            MATRIX_ROOM_ID, MATRIX_ACCESS_TOKEN) and a plain JSON webhook (DIGEST_WEBHOOK_URL). \
            Addresses are https (plain http only to 127.0.0.1 or localhost); webhook addresses and \
            tokens are secrets and are never printed.

            A ledger in DIGEST_STATE (notified.json) records which week went to which channel: \
            a rerun posts nothing twice, and a channel that failed is tried again by the next run \
            without posting to the others. Matrix gets a transaction id and the webhook an \
            Idempotency-Key, the same each time a week goes to them.

            A post is never sent twice in one run once it may have reached the service (no \
            answer came, the line dropped after the request, an answer too large): the ledger \
            says "maybe posted". Matrix and the webhook get it again from the next run with the \
            same key; ntfy, Slack and Discord, which could show it twice, only after --resend. \
            A redirect is not followed: only a 2xx to the post itself counts as posted.

            --team DIR posts a team's week instead: the totals of the team site `team` wrote in \
            DIR (its team.json), once to each channel, the ledger keyed by that team site.

            Exit status: 0 posted (or already posted); 1 not posted, or maybe posted, to some \
            channel; 64 bad usage or configuration.
            """
    )

    @OptionGroup var settings: ConfigOption
    @OptionGroup var week: WeekOption
    @OptionGroup var clock: ClockOption
    @OptionGroup var output: OutputOption
    @OptionGroup var templates: TemplateOptions
    @OptionGroup var level: LevelOptions

    @Flag(help: "Post again a week that was maybe posted (no answer said it arrived) to ntfy, Slack or Discord.")
    var resend = false

    @Option(
        help: ArgumentHelp(
            "Post the team's week of this team site (its team.json, which `team` writes) instead of your own.",
            valueName: "dir"))
    var team: String?

    func run() async throws {
        try await CommandExit.finish {
            try await NotifyJob(inputs: inputs(week: week.week), resend: resend, team: team)
                .run(environment: try settings.environment(), clockNow: Date())
        }
    }
}
