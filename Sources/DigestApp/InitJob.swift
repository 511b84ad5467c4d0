import DigestSystem
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `init`'s work: write a commented settings file with the sources named.
///
/// Never over one that exists, mode 600 from the first byte, then the next three steps. No
/// prompts, so it works in scripts.
package struct InitJob: Sendable {
    /// What `init` was told.
    package struct Choices: Sendable {
        /// `--config`: where to write; default the file every command reads.
        package var path: String?
        /// `--wakatime`: add the WakaTime key's line, to be filled in.
        package var wakatime = false
        /// `--qiita-tags swift,ios`.
        package var qiitaTags: String?
        /// `--x-username me`: add X's lines.
        package var xUsername: String?
        /// `--zenn-topics swift,ios`: add Zenn's line.
        package var zennTopics: String?
        /// `--bluesky-handle alice.bsky.social`: add Bluesky's line.
        package var blueskyHandle: String?
        /// `--mastodon-account alice@mastodon.social`: add Mastodon's lines.
        package var mastodonAccount: String?
        /// `--timezone Asia/Tokyo`; default the system's.
        package var timeZone: String?
        /// `--output DIR`: where the site goes.
        package var output: String?

        /// No source and the defaults.
        package init() {}
    }

    let choices: Choices

    /// A job for `choices`.
    package init(_ choices: Choices) {
        self.choices = choices
    }

    /// Writes the file and prints the next steps; a usage error when it exists or is unwritable.
    package func run(environment: [String: String]) throws(RunError) -> ExitStatus {
        let home = environment["HOME"] ?? ""
        let path = choices.path.map { SettingsFile.expanded($0, home: home) } ?? Self.defaultPath(environment)
        guard !path.isEmpty else {
            throw .usage("There is no HOME to put the settings in: pass --config FILE.")
        }
        if FileManager.default.fileExists(atPath: path) {
            throw .usage(
                "\(path) exists and is left as it is: edit it, or pass --config to write another file (init never overwrites)."
            )
        }
        let zone: String
        if let given = choices.timeZone ?? environment["DIGEST_TIMEZONE"] {
            zone = given
        } else {
            zone = try SystemTimeZone.resolve(environment["TZ"]).shownName
        }
        guard TimeZone(identifier: zone) != nil else {
            throw .usage("--timezone '\(zone)' is not a time zone: use an IANA name such as Asia/Tokyo.")
        }
        // Checked as `run` will read them, so the file holds nothing a run refuses.
        var bluesky: String?, mastodon: String?, zenn: String?
        if let topics = choices.zennTopics { zenn = try ZennSettings.topics(topics).joined(separator: ",") }
        if let handle = choices.blueskyHandle { bluesky = try BlueskySettings.actor(handle) }
        if let account = choices.mastodonAccount {
            let parts = try MastodonSettings.account(account)
            mastodon = parts.username + "@" + parts.instance
        }
        let text = contents(zone: zone, zenn: zenn, bluesky: bluesky, mastodon: mastodon)
        do {
            try FolderCheck.make((path as NSString).deletingLastPathComponent, mode: 0o700)
            try Self.writeNew(text, to: path)
        } catch {
            throw .failure("Cannot write \(path): \(error)")
        }
        print(
            """
            Wrote \(path) (mode 600). Next:
              1. Fill in what it asks for (keys and tokens): ${EDITOR:-vi} '\(path)'
              2. Check each setting and credential:       weekly-digest doctor
              3. Build your first week:                   weekly-digest run
            """)
        return .complete
    }

    /// `$XDG_CONFIG_HOME/weekly-digest/config`, else `~/.config/weekly-digest/config`.
    static func defaultPath(_ environment: [String: String]) -> String {
        ConfigHome.folder(environment).map { $0 + "/weekly-digest/config" } ?? ""
    }

    /// Creates `path` with mode 600 (never readable by others, not even for an instant) and writes `text`.
    static func writeNew(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        guard write(descriptor, bytes, bytes.count) == bytes.count, fsync(descriptor) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    /// The file: every setting, commented where it is not chosen.
    func contents(zone: String, zenn: String? = nil, bluesky: String? = nil, mastodon: String? = nil) -> String {
        let on = { (chosen: Bool, line: String) in chosen ? line : "# " + line }
        return """
            # weekly-digest settings: NAME=value lines, read by every command and by the cron hook.
            # `#` starts a comment; ~, $HOME and ${HOME} are expanded, nothing else. The environment
            # wins over this file. Keep it private (chmod 600): it holds keys.

            # The zone that defines your week, and where the site goes.
            DIGEST_TIMEZONE=\(zone)
            DIGEST_OUTPUT=\(choices.output ?? "~/digest-site")
            # DIGEST_SITE_URL=https://me.github.io/digest/
            # DIGEST_LOCALE=ja

            # Coding time: your key from https://wakatime.com/settings/api-key
            \(on(choices.wakatime, "WAKATIME_API_KEY="))

            # Reading list: the Qiita tags you follow (at most 20).
            \(on(choices.qiitaTags != nil, "QIITA_TAGS=\(choices.qiitaTags ?? "swift,ios")"))
            # QIITA_ACCESS_TOKEN=
            # and the Zenn topics you follow (at most 20; their articles join the same list).
            \(on(zenn != nil, "ZENN_TOPICS=\(zenn ?? "swift,ios")"))

            # Links you shared on Bluesky and Mastodon: free, no key (a token only for an instance
            # that reads nothing to visitors).
            \(on(bluesky != nil, "BLUESKY_HANDLE=\(bluesky ?? "alice.bsky.social")"))
            \(on(mastodon != nil, "MASTODON_ACCOUNT=\(mastodon ?? "alice@mastodon.social")"))
            # MASTODON_ACCESS_TOKEN=

            # Links you shared on X: a bearer token (pay-per-use credits) and your handle; your own
            # posts are read from your timeline, at most X_MAX_POSTS (default 800) a run.
            \(on(choices.xUsername != nil, "X_BEARER_TOKEN="))
            \(on(choices.xUsername != nil, "X_USERNAME=\(choices.xUsername ?? "me")"))
            # X_ARCHIVE=~/twitter-archive

            # Publishing and email (optional).
            # DIGEST_PUBLISH_TO=git+git@github.com:me/me.github.io.git#gh-pages
            # DIGEST_MAIL_FROM="Weekly digest <me@example.com>"
            # DIGEST_MAIL_TO=me@example.com
            # SMTP_URL=smtp://smtp.example.com:587
            # SMTP_USERNAME=me@example.com
            # SMTP_PASSWORD=

            """
    }
}
