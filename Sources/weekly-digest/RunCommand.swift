import ArgumentParser
import DigestApp
import Foundation

/// `weekly-digest run`: fetch, aggregate, render and write a week, and any week a missed run left out.
struct RunCommand: AsyncParsableCommand, RenderingCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Build the week's digest and write its pages and snapshot under the output folder.",
        discussion: """
            \(SourceHelp.run)

            API base URLs are https (plain http only to 127.0.0.1 or localhost). A request that \
            carries a key or token follows a redirect only within its scheme, host and port: a \
            redirect elsewhere fails the source, naming the address and the base URL setting to \
            change if you trust it; no request steps down from https to http.

            Writes weeks/<week>/index.html and digest.md; rewrites the neighbouring weeks' pages \
            (their links), index.html when the week is the latest, archive/index.html, feed.xml and \
            sitemap.xml (with DIGEST_SITE_URL). The week as fetched (digest.json) and weeks/index.json \
            are stored in the site's history folder, DIGEST_STATE/sites/<output>-<key>, never in the \
            output folder. Each file is replaced atomically, and only when its bytes change; the \
            snapshot is written last. The pages name no WakaTime project unless \
            DIGEST_PUBLIC_PROJECTS lists it (the others are one row, Other projects). With --sample, \
            the sample's weeks stay apart: a run without it into the same folder starts a fresh history.

            Without --week, run builds the latest complete week and makes up what a missed Monday \
            left out: every complete week after the newest snapshot, oldest first, and every recent \
            week stored as partial (a source failed), at most DIGEST_CATCH_UP weeks back (1-52, \
            default 4). When the latest week is stored and nothing recent is partial, it builds \
            nothing. Each week built prints its own summary line.

            Running a stored week again replaces each section only with a source that answered: one \
            that fails keeps the stored data, with a note. --week must have ended (by --now or the \
            clock). One command at a time writes the output folder; another waits DIGEST_LOCK_WAIT \
            seconds (default 120).

            Exit status: 0 complete; 3 written but a source failed; 1 nothing stored (every link of \
            the site still whole); 64 bad usage or configuration.
            """
    )

    @Flag(help: "Use the bundled sample week instead of the live APIs (no network, no keys).")
    var sample = false

    @Flag(
        help:
            "Read X again for a week whose posts are stored complete (each post read is billed); without it, a run, --week included, takes them from the store."
    )
    var refetch = false

    @OptionGroup var settings: ConfigOption
    @OptionGroup var week: WeekOption
    @OptionGroup var clock: ClockOption
    @OptionGroup var output: OutputOption
    @OptionGroup var templates: TemplateOptions
    @OptionGroup var level: LevelOptions

    func run() async throws {
        try await CommandExit.finish {
            try await RunJob(
                sample: sample,
                inputs: inputs(week: week.week),
                refetch: refetch
            )
            .run(environment: try settings.environment(), clockNow: Date())
        }
    }
}
