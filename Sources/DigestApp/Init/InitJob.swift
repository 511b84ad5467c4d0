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
        /// The sources' options given, by name (`zenn-topics`: `swift,ios`; a flag: empty).
        package var sources: [String: String] = [:]
        /// `--timezone Asia/Tokyo`; default the system's.
        package var timeZone: String?
        /// `--output DIR`: where the site goes.
        package var output: String?

        /// No source and the defaults.
        package init() {}
    }

    let choices: Choices
    /// Where the settings file is looked for before it is written.
    let fileSystem: any FileSystem

    /// A job for `choices`, looking for an existing file in `fileSystem`.
    package init(_ choices: Choices, fileSystem: any FileSystem) {
        self.choices = choices
        self.fileSystem = fileSystem
    }

    /// Writes the file; the report gives the next steps.
    ///
    /// A usage error when the file exists or cannot be written.
    package func run(environment: [String: String]) throws(RunError) -> JobReport {
        let home = environment["HOME"] ?? ""
        let path = choices.path.map { SettingsFile.expanded($0, home: home) } ?? Self.defaultPath(environment)
        guard !path.isEmpty else {
            throw .usage("There is no HOME to put the settings in: pass --config FILE.")
        }
        if fileSystem.exists(at: path) {
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
        let text = try contents(zone: zone)
        do {
            try FolderCheck.make((path as NSString).deletingLastPathComponent, mode: 0o700)
            try Self.writeNew(text, to: path)
        } catch {
            throw .failure("Cannot write \(path): \(error)")
        }
        return JobReport([
            """
            Wrote \(path) (mode 600). Next:
              1. Fill in what it asks for (keys and tokens): ${EDITOR:-vi} '\(path)'
              2. Check each setting and credential:       weekly-digest doctor
              3. Build your first week:                   weekly-digest run
            """
        ])
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

    /// The file: every setting, commented where it is not chosen; each source's lines as its
    /// catalogue entry writes them (checked as a run will read them, so the file holds nothing a
    /// run refuses).
    func contents(zone: String) throws(RunError) -> String {
        var sources: [String] = []
        for about in SourceCatalogue.abouts {
            sources.append(try about.initOption.lines(choices.sources[about.initOption.name]).joined(separator: "\n"))
        }
        return """
            # weekly-digest settings: NAME=value lines, read by every command and by the cron hook.
            # `#` starts a comment; ~, $HOME and ${HOME} are expanded, nothing else. The environment
            # wins over this file. Keep it private (chmod 600): it holds keys.

            # The zone that defines your week, and where the site goes.
            DIGEST_TIMEZONE=\(zone)
            DIGEST_OUTPUT=\(choices.output ?? "~/digest-site")
            # DIGEST_SITE_URL=https://me.github.io/digest/
            # DIGEST_LOCALE=ja

            \(sources.joined(separator: "\n\n"))

            # Publishing and email (optional).
            # DIGEST_PUBLISH_TO=git+git@github.com:me/me.github.io.git#gh-pages
            # DIGEST_MAIL_FROM="Weekly digest <me@example.com>"
            # DIGEST_MAIL_TO=me@example.com
            # SMTP_URL=smtp://smtp.example.com:587
            # SMTP_USERNAME=me@example.com
            # SMTP_PASSWORD=

            """
    }

    /// The sources' options, in the catalogue's order: name, value name (nil for a flag), help.
    package static var sourceOptions: [(name: String, valueName: String?, help: String)] {
        SourceCatalogue.abouts.map { ($0.initOption.name, $0.initOption.valueName, $0.initOption.help) }
    }
}
