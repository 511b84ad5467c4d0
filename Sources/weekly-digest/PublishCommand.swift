import ArgumentParser
import DigestApp
import Foundation

/// `weekly-digest publish --to TARGET`: copy the built site to a folder, a git branch or an rsync destination.
struct PublishCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract: "Publish the output folder to a folder, a git branch (e.g. gh-pages) or an rsync destination.",
        discussion: """
            TARGET is one of:
              /srv/www/digest                        a folder: new and changed files are replaced atomically; \
            files an earlier publish put there and the site no longer has are removed; other files are left alone.
              git+file:///srv/site.git#gh-pages      a git branch (any URL git understands; \
            git@github.com:me/me.github.io.git#gh-pages works too; the branch defaults to gh-pages): \
            one commit "weekly-digest <latest week>", pushed. CNAME and .nojekyll (any name starting with .) on the branch are kept. \
            Git never prompts: use an SSH key or a credential helper.
              rsync:me@host:/var/www/digest          through rsync with --delete (a local path works too).

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
            read; 1 not published; 64 bad usage.
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
