import ArgumentParser
import DigestApp
import Foundation

/// `weekly-digest render`: rebuild every week's pages from the stored snapshots.
struct RenderCommand: AsyncParsableCommand, RenderingCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Rebuild every week's pages from the stored weeks (after a template or setting change).",
        discussion: """
            Reads every stored week (weeks/<week>/digest.json in the site's history folder, \
            DIGEST_STATE/sites/<output>-<key>) and writes its index.html and digest.md again with \
            the current templates and the current DIGEST_PUBLIC_PROJECTS, aliases and ignores, 256 \
            weeks at a time, then index.html (the latest week), archive/, trends/, feed.xml, \
            sitemap.xml (with DIGEST_SITE_URL) and the history's weeks/index.json. Nothing is fetched. A file whose bytes would not change is not touched, so a second render \
            changes nothing. A template error on a later week stops it there: the weeks before already \
            have the new template, and every link still leads to a page.

            A snapshot that cannot be read is named and left where it is (never removed), out of the \
            site until it is repaired.

            Exit status: 0 rendered; 3 rendered, but a snapshot could not be read; 1 nothing to render, \
            a template error or an unwritable output; 64 bad usage or configuration.
            """
    )

    @OptionGroup var settings: ConfigOption
    @OptionGroup var clock: ClockOption
    @OptionGroup var output: OutputOption
    @OptionGroup var templates: TemplateOptions
    @OptionGroup var level: LevelOptions

    func run() async throws {
        try await CommandExit.finish {
            try RenderJob(
                inputs: inputs()
            )
            .run(environment: try settings.environment(), clockNow: Date())
        }
    }
}
