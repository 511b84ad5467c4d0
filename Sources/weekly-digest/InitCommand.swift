import ArgumentParser
import DigestApp
import Foundation

/// `weekly-digest init`: write a commented settings file, never over one that exists.
struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented settings file with the sources you name, then say the next three steps.",
        discussion: """
            Writes ~/.config/weekly-digest/config (under XDG_CONFIG_HOME when set), or --config FILE, \
            with mode 600: every setting, the ones for the sources you name ready to fill in, the rest \
            commented out. Keys and tokens are never taken as options (they would stay in your shell's \
            history): the file asks for them. An existing file is never overwritten. No prompts, so \
            it works in scripts.

            Exit status: 0 written; 1 the file could not be written; 64 it exists, or bad usage.
            """
    )

    @Option(help: ArgumentHelp("Where to write the settings file.", valueName: "file"))
    var config: String?

    @Flag(help: "Add the WakaTime key's line (coding time).")
    var wakatime = false

    @Option(help: ArgumentHelp("The Qiita tags you follow, comma-separated (reading list).", valueName: "tags"))
    var qiitaTags: String?

    @Option(help: ArgumentHelp("Your X handle, without @ (links you shared).", valueName: "name"))
    var xUsername: String?

    @Option(
        help: ArgumentHelp("The Zenn topics you follow, comma-separated (reading list; free).", valueName: "topics"))
    var zennTopics: String?

    @Option(help: ArgumentHelp("Your Bluesky handle or DID (links you shared; free).", valueName: "handle"))
    var blueskyHandle: String?

    @Option(help: ArgumentHelp("Your Mastodon address, user@instance (links you shared; free).", valueName: "address"))
    var mastodonAccount: String?

    @Option(help: ArgumentHelp("The IANA zone that defines your week. Default: the system's.", valueName: "zone"))
    var timezone: String?

    @Option(help: ArgumentHelp("The site's folder. Default: ~/digest-site.", valueName: "dir"))
    var output: String?

    func run() async throws {
        try await CommandExit.finish {
            var choices = InitJob.Choices()
            (choices.path, choices.wakatime, choices.qiitaTags) = (config, wakatime, qiitaTags)
            (choices.xUsername, choices.timeZone, choices.output) = (xUsername, timezone, output)
            (choices.blueskyHandle, choices.mastodonAccount) = (blueskyHandle, mastodonAccount)
            choices.zennTopics = zennTopics
            return try InitJob(choices).run(environment: ProcessInfo.processInfo.environment)
        }
    }
}
