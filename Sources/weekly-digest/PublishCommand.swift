import ArgumentParser
import DigestApp
import Foundation

/// `weekly-digest publish --to TARGET`: copy the built site to a folder, a git branch or an rsync
/// destination, or write each week as a note into a notes vault.
struct PublishCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract:
            "Publish the output folder to a folder, a git branch (e.g. gh-pages) or an rsync destination, or the weeks to a notes vault.",
        discussion: """
            TARGET is one of:
              /srv/www/digest                        a folder: new and changed files are replaced atomically; \
            files an earlier publish put there and the site no longer has are removed; other files are left alone.
              git+file:///srv/site.git#gh-pages      a git branch (any URL git understands; \
            git@github.com:me/me.github.io.git#gh-pages works too; the branch defaults to gh-pages): \
            one commit "weekly-digest <latest week>", pushed. CNAME and .nojekyll (any name starting with .) on the branch are kept. \
            Git never prompts: use an SSH key or a credential helper.
              rsync:me@host:/var/www/digest          through rsync with --delete (a local path works too).
              vault:$HOME/Notes/Weekly               not the site: one Markdown note a stored week (2026-W47.md; \
            DIGEST_VAULT_PATTERN names them otherwise), YAML front matter for queries (week, dates, coding_seconds, \
            days_coded, commits, reviews, goal_met, top_languages…), then the week's Markdown between \
            <!-- weekly-digest:start --> and <!-- weekly-digest:end -->. A note is written only when it changed; \
            your text outside the block and your own front matter keys are kept; a file that is not \
            weekly-digest's (no "generator: weekly-digest") is never written over (exit 3), and no other file \
            is touched. The notes show every project (DIGEST_VAULT_VIEW=private, the email's names) unless \
            DIGEST_VAULT_VIEW=public.

            A git branch's whole history is looked through the first time this version publishes to it: \
            commits an earlier version made that hold the stored weeks (every project name) are named, once, \
            and so are earlier commits made under other public rules (DIGEST_PUBLIC_PROJECTS); doctor names \
            them every time. --orphan replaces the branch with a single commit of this site (force-pushed), \
            as gh-pages deployers' orphan option does; it cannot undo clones, forks, caches, or old commits \
            the host keeps reachable by their hash until it collects them.

            Nothing is published when the site is broken: a required page missing, a week without its \
            page, or a link between pages that does not resolve.

            A snapshot that cannot be read does not stop the publish; it is named, kept where it is, \
            and the exit status is 3.

            Exit status: 0 published (or already up to date); 3 published, but a snapshot could not be \
            read or a vault's file was left alone; 1 not published; 64 bad usage.
            """
    )

    @Option(
        name: .customLong("to"),
        help: ArgumentHelp("Where to publish. Default: DIGEST_PUBLISH_TO.", valueName: "target"))
    var target: String?

    @Flag(
        help:
            "For a git target: replace the branch with a single commit of this site, so none of its earlier commits (and what they hold) stays part of it."
    )
    var orphan = false

    @OptionGroup var settings: ConfigOption
    @OptionGroup var clock: ClockOption
    @OptionGroup var output: OutputOption
    @OptionGroup var level: LevelOptions

    func run() async throws {
        try await CommandExit.finish {
            try await PublishJob(
                target: target, orphan: orphan,
                inputs: CommandInputs(now: clock.now, output: output.output, verbose: level.verbose, quiet: level.quiet)
            )
            .run(environment: try settings.environment(), clockNow: Date())
        }
    }
}
