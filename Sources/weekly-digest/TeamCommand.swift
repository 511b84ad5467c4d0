import ArgumentParser
import DigestApp
import Foundation

/// `weekly-digest team --members FILE`: the team's week from each member's published site.
struct TeamCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "team",
        abstract: "Make a team's page from each member's published week (weeks/<week>/week.json).",
        discussion: """
            FILE lists the members, one a line: a name, then where the member's published site is, \
            an https:// address or a folder (relative to FILE); lines starting with # are comments:

              Hanako Yamada   https://hanako.github.io/digest/
              Taro            ../taro/output

            For the week (--week, default the last complete one in DIGEST_TIMEZONE) it reads each \
            member's weeks/<week>/week.json and the 11 weeks before, checks each against this \
            version's week.schema.json (schema_version 1), and writes a team site into --output \
            (default ./team): index.html, with the team's totals, each member's week side by side \
            (coding time, days, commits, pull requests and reviews, goal, languages), the languages \
            across the team and the last 12 weeks. Only what each member published is shown. \
            DIGEST_TEAM_RANKING=hours or commits adds a leaderboard, among the members whose weeks \
            have the same sections; a week made by backfill is marked.

            A member whose site does not answer, has no such week, or whose week.json does not \
            validate or has another schema_version is named on the page with the reason, and the \
            command exits 3; the others still show.

            Exit status: 0 every member read; 3 written, but a member's week was not read; 1 the \
            team site cannot be written; 64 bad usage (the members file, --week, the settings).
            """
    )

    @Option(help: ArgumentHelp("The members file: a name and a site a line.", valueName: "file"))
    var members: String

    @Option(help: ArgumentHelp("The team site's folder. Default: ./team.", valueName: "dir"))
    var output: String?

    @OptionGroup var settings: ConfigOption
    @OptionGroup var week: WeekOption
    @OptionGroup var clock: ClockOption
    @OptionGroup var templates: TemplateOptions
    @OptionGroup var level: LevelOptions

    func run() async throws {
        try await CommandExit.finish {
            try await TeamJob(
                members: members, output: output,
                inputs: CommandInputs(
                    week: week.week, now: clock.now, templates: templates.templates, locale: templates.locale,
                    verbose: level.verbose, quiet: level.quiet)
            )
            .run(environment: try settings.environment(), clockNow: Date())
        }
    }
}
