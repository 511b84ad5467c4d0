import ArgumentParser
import DigestApp
import DigestSystem
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

    @Option(
        name: .customLong("source"), help: ArgumentHelp(InitSourceArgument.help, valueName: "name=value"))
    var sources: [String] = []

    // One option a source, its words from the source's catalogue entry; each is also `--source NAME=VALUE`.
    @Flag(help: help("wakatime")) var wakatime = false
    @Option(help: help("git-roots")) var gitRoots: String?
    @Option(help: help("qiita-tags")) var qiitaTags: String?
    @Option(help: help("zenn-topics")) var zennTopics: String?
    @Option(help: help("x-username")) var xUsername: String?
    @Option(help: help("bluesky-handle")) var blueskyHandle: String?
    @Option(help: help("mastodon-account")) var mastodonAccount: String?
    @Option(help: help("hatena-user")) var hatenaUser: String?
    @Option(help: help("misskey-account")) var misskeyAccount: String?

    @Option(help: ArgumentHelp("The IANA zone that defines your week. Default: the system's.", valueName: "zone"))
    var timezone: String?

    @Option(help: ArgumentHelp("The site's folder. Default: ~/digest-site.", valueName: "dir"))
    var output: String?

    func run() async throws {
        try await CommandExit.finish {
            var choices = InitJob.Choices()
            (choices.path, choices.timeZone, choices.output) = (config, timezone, output)
            let given: [String: String?] = [
                "wakatime": wakatime ? "" : nil, "git-roots": gitRoots, "qiita-tags": qiitaTags,
                "zenn-topics": zennTopics,
                "x-username": xUsername, "bluesky-handle": blueskyHandle, "mastodon-account": mastodonAccount,
                "hatena-user": hatenaUser, "misskey-account": misskeyAccount,
            ]
            choices.sources = try InitSourceArgument.merged(sources, into: given.compactMapValues { $0 })
            return try InitJob(choices, fileSystem: LocalFileSystem()).run(
                environment: ProcessInfo.processInfo.environment)
        }
    }

    /// The help of the source option `name`, as its catalogue entry words it.
    static func help(_ name: String) -> ArgumentHelp {
        let option = InitJob.sourceOptions.first { $0.name == name }
        return ArgumentHelp(option?.help ?? "", valueName: option?.valueName)
    }
}
