import ArgumentParser
import DigestApp
import DigestCore
import Foundation

/// `weekly-digest backfill`: the weeks before the first run, made from what can answer for the past.
struct BackfillCommand: AsyncParsableCommand, RenderingCommand {
    static let configuration = CommandConfiguration(
        commandName: "backfill",
        abstract: "Make the weeks before your first run, from WakaTime's export, git and the networks' history.",
        discussion: """
            Makes every week from --from to --to (default: the last complete week) that has no \
            stored week, from what can answer for weeks that have passed:

              coding time  WakaTime's daily export (--wakatime-dump or WAKATIME_DUMP); the WakaTime \
            API only for the weeks it still answers (two on the free plan); ActivityWatch week by week
              commits      one git log a repository for the whole range
              links        Bluesky, Mastodon, Misskey and Hatena, one walk back through the range; \
            X from your archive (X_ARCHIVE) only, never the billed API
              reading      Qiita by date, week by week; Zenn keeps no older articles
              reviews      GitHub and GitLab week by week; Forgejo is left to run

            Each week's page says it was made afterwards, when and from which sources, and which \
            had nothing for it. A stored week is never replaced (a week run made wins) unless \
            --refetch; a week backfill made where a source failed is made again by the next \
            backfill. Every snapshot is stored as its week is made, and the pages (the weeks, the \
            index, archive, trends, years, feed and cards) are written once at the end: the feed \
            leaves made-up weeks out, and nothing is emailed or posted (`email --week WEEK` sends \
            one on purpose). Killed at any moment, the next backfill goes on where it stopped; a \
            backfill after a complete one reads nothing and changes nothing. One command at a \
            time writes the output folder, as for run.

            Get the export: WakaTime → Settings → Account → Export → daily; unzip it if it is \
            zipped. Its days are dated in your WakaTime zone.

            Exit status: 0 complete; 3 written but a source failed (the next backfill tries those \
            weeks again); 1 stopped (the weeks made so far are stored); 64 bad usage, \
            configuration or export.
            """
    )

    @Option(
        help: ArgumentHelp("The oldest week to make, e.g. 2025-W48.", valueName: "week"),
        transform: { text throws(ISOWeekError) in try ISOWeek(parsing: text) })
    var from: ISOWeek

    @Option(
        help: ArgumentHelp(
            "The newest week to make; it must have ended. Default: the last complete week, in DIGEST_TIMEZONE.",
            valueName: "week"),
        transform: { text throws(ISOWeekError) in try ISOWeek(parsing: text) })
    var to: ISOWeek?

    @Option(
        name: .customLong("wakatime-dump"),
        help: ArgumentHelp(
            "WakaTime's daily export (a JSON file) for the coding time. Default: WAKATIME_DUMP.", valueName: "file"))
    var wakatimeDump: String?

    @Flag(
        help:
            "Make the stored weeks of the range again too; each section keeps what it had where nothing better answers."
    )
    var refetch = false

    @OptionGroup var settings: ConfigOption
    @OptionGroup var clock: ClockOption
    @OptionGroup var output: OutputOption
    @OptionGroup var templates: TemplateOptions
    @OptionGroup var level: LevelOptions

    func run() async throws {
        try await CommandExit.finish {
            try await BackfillJob(from: from, to: to, dump: wakatimeDump, inputs: inputs(), refetch: refetch)
                .run(environment: try settings.environment(), clockNow: Date())
        }
    }
}
