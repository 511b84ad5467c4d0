import DigestCore
import DigestDelivery
import DigestRender
import DigestSources
import DigestSystem
import Foundation

/// Settings read from the environment (`DIGEST_*`, the source variables).
///
/// Built once in the command.
package struct Configuration {
    /// The zone that defines the week.
    package var timeZone: TimeZone
    /// The output folder.
    var outputFolder: String
    /// The folder whose files replace the built-in templates (`DIGEST_TEMPLATES`), if any.
    var templateFolder: String?
    /// The locale of the pages' fixed words (`DIGEST_LOCALE`): a `locales/<code>.json`, built in or in the template folder.
    var locale: String
    /// Where the site is published (`DIGEST_SITE_URL`), for the feed, canonical links and the sitemap.
    var site: SiteAddress
    /// The configured sources, in the catalogue's order (``SourceCatalogue``).
    var sources: [any SourceSettings]
    /// The most articles on the one reading list (`DIGEST_READING_LIST_MAX`).
    var readingListLimit: Int
    /// What each week is measured against (`DIGEST_GOAL_HOURS`, `DIGEST_GOAL_DAYS`, `DIGEST_GOAL_COMMITS`).
    var goal: WeeklyGoal
    /// Whether the profile card shows AI's share of the lines you added (`DIGEST_CARD_AI=1`).
    var cardShowsAI = false
    /// The profile README `publish` keeps showing the latest week (`DIGEST_PROFILE_README`): a git
    /// repository's branch, `main` unless one is named.
    var profileReadme: PublishTarget?
    /// How `publish --to vault:DIR` names and shows the notes (`DIGEST_VAULT_PATTERN`, `DIGEST_VAULT_VIEW`).
    var vault: VaultSettings
    /// What the settings call for a word about (an old name used): the command logs each.
    var warnings: [String] = []
    /// The whole-request deadline in seconds (`DIGEST_HTTP_TIMEOUT`).
    var httpTimeout: Int
    /// Attempts per request, the first included (`DIGEST_HTTP_ATTEMPTS`).
    var httpAttempts: Int
    /// How long a command waits for another holding its lock, in seconds (`DIGEST_LOCK_WAIT`).
    var lockWait: Int
    /// How many weeks back a `run` without `--week` makes up missed or partial weeks (`DIGEST_CATCH_UP`).
    var catchUp: Int
    /// The deadline of each git, rsync or sendmail command, in seconds (`DIGEST_COMMAND_TIMEOUT`).
    var commandTimeout: Int
    /// How diagnostics are written (`DIGEST_LOG_FORMAT`: text or json).
    var logFormat: AppLog.Format
    /// What the site and the email show of the names WakaTime reports.
    var names: NameSettings
    /// The state folder (`DIGEST_STATE`), or why there is none: only the commands that use it fail.
    var state: Result<String, RunError>

    /// The configured sources' names, each once, in order.
    var configuredSources: [String] { sources.map { type(of: $0).about.name } }

    /// Reads `environment`, a path a source names looked up in `fileSystem`; when `DIGEST_TIMEZONE`
    /// is unset the zone is `systemZone`, else the one `TZ` names.
    init(environment: [String: String], fileSystem: any FileSystem, systemZone: TimeZone? = nil) throws(RunError) {
        if let name = Self.value("DIGEST_TIMEZONE", in: environment) {
            // `GMT+9` is +09:00 to Foundation and −09:00 to TZ (POSIX counts west): refused, not guessed.
            if !name.contains("/"), let offset = SystemTimeZone.fixedOffset(name), offset != 0 {
                let hours = abs(offset) / 3600
                throw .usage(
                    "DIGEST_TIMEZONE is '\(name)', which reads two ways: as a zone name it is UTC\(Self.offset(-offset)), and as TZ reads it (POSIX counts west) UTC\(Self.offset(offset)). Name your zone (Asia/Tokyo, America/New_York), or a fixed offset as IANA writes it: Etc/GMT-\(hours) is UTC+\(hours), Etc/GMT+\(hours) is UTC−\(hours)."
                )
            }
            guard let zone = TimeZone(identifier: name) else {
                throw .usage(
                    "DIGEST_TIMEZONE is '\(name)', which is not an IANA time zone: use a name such as Asia/Tokyo, Europe/Berlin or UTC."
                )
            }
            self.timeZone = zone
        } else {
            if let systemZone {
                self.timeZone = systemZone
            } else {
                self.timeZone = try SystemTimeZone.resolve(environment["TZ"])
            }
        }
        self.outputFolder = Self.value("DIGEST_OUTPUT", in: environment) ?? "output"
        self.templateFolder = Self.value("DIGEST_TEMPLATES", in: environment)
        self.locale = try Self.locale(Self.value("DIGEST_LOCALE", in: environment), variable: "DIGEST_LOCALE")
        self.site = try Self.siteAddress(Self.value("DIGEST_SITE_URL", in: environment))
        self.sources = try SourceCatalogue.configured(in: environment, fileSystem: fileSystem)
        (self.readingListLimit, self.warnings) = try Self.readingListLimit(environment)
        self.goal = try GoalSettings.goal(environment)
        self.cardShowsAI = try Self.integer("DIGEST_CARD_AI", default: 0, in: 0...1, environment) == 1
        self.profileReadme = try Self.profileReadme(environment)
        self.vault = try VaultSettings(environment: environment)
        self.httpTimeout = try Self.integer("DIGEST_HTTP_TIMEOUT", default: 30, in: 1...600, environment)
        self.httpAttempts = try Self.integer("DIGEST_HTTP_ATTEMPTS", default: 4, in: 1...10, environment)
        self.lockWait = try Self.integer("DIGEST_LOCK_WAIT", default: 120, in: 0...3600, environment)
        self.catchUp = try Self.integer("DIGEST_CATCH_UP", default: 4, in: 1...52, environment)
        self.names = try NameSettings(environment: environment)
        self.state = Result { () throws(RunError) in try Self.stateFolder(environment) }
        let format = Self.value("DIGEST_LOG_FORMAT", in: environment)
        guard let logFormat = AppLog.Format(rawValue: format ?? "text") else {
            throw .usage(
                "DIGEST_LOG_FORMAT is '\(SingleLine.quotable(format ?? ""))': set it to text (the default) or json (one JSON object a line)."
            )
        }
        self.logFormat = logFormat
        self.commandTimeout = try Self.integer(
            "DIGEST_COMMAND_TIMEOUT", default: ProcessCommandRunner.defaultTimeout, in: 1...3600, environment)
    }

    /// `DIGEST_STATE`, else `$XDG_STATE_HOME/weekly-digest` when that is an absolute path (the XDG
    /// base directories ignore a relative one), else `$HOME/.local/state/weekly-digest`: an absolute
    /// path, since cron and systemd start us in folders of their own; an empty `HOME` is refused
    /// rather than read as `.`.
    static func stateFolder(_ environment: [String: String]) throws(RunError) -> String {
        if let state = value("DIGEST_STATE", in: environment) {
            guard state.hasPrefix("/") else {
                throw .usage(
                    "DIGEST_STATE is '\(SingleLine.squeezed(state, formatCharacters: true, limit: 60))', a relative path: set it to an absolute path such as $HOME/.local/state/weekly-digest (cron and systemd start commands in other folders)."
                )
            }
            return state
        }
        if let base = value("XDG_STATE_HOME", in: environment), base.hasPrefix("/") {
            return NSString(string: base).appendingPathComponent("weekly-digest")
        }
        guard let home = value("HOME", in: environment), home.hasPrefix("/") else {
            throw .usage(
                "HOME is empty or not an absolute path, so there is no default state folder: set DIGEST_STATE to an absolute path for the stored weeks, the ledger and the locks (or XDG_STATE_HOME to an absolute folder to hold them)."
            )
        }
        return NSString(string: home).appendingPathComponent(".local/state/weekly-digest")
    }

    /// `DIGEST_PROFILE_README`, on `main` unless a branch is named.
    ///
    /// `git+<url>#<branch>`, `git@host:me/me.git#main` or any address ending in `.git`. Its value is
    /// never repeated in a message: the address may hold a token.
    static func profileReadme(_ environment: [String: String]) throws(RunError) -> PublishTarget? {
        let name = "DIGEST_PROFILE_README"
        guard let text = value(name, in: environment) else { return nil }
        let example = "name your profile's repository and branch, such as git@github.com:me/me.git#main"
        let target: PublishTarget
        do { target = try PublishTarget(parsing: text) } catch {
            guard case .badTarget(_, let why) = error else { throw .usage("\(name) cannot be used: \(error)") }
            throw .usage("\(name) cannot be used: \(why); \(example).")
        }
        guard case .git(let repository, _) = target else {
            throw .usage("\(name) cannot be used: it is not a git repository; \(example).")
        }
        // A profile README is on the repository's main branch unless one is named (not gh-pages).
        return text.contains("#") ? target : .git(repository: repository, branch: "main")
    }

    /// `DIGEST_READING_LIST_MAX` (1 to 100, default 15), or `QIITA_MAX_ARTICLES`, its name before
    /// Zenn joined the list, with a warning naming the new name.
    static func readingListLimit(_ environment: [String: String]) throws(RunError) -> (Int, [String]) {
        let name = "DIGEST_READING_LIST_MAX", old = "QIITA_MAX_ARTICLES"
        guard value(old, in: environment) != nil else {
            return (try integer(name, default: 15, in: 1...100, environment), [])
        }
        guard value(name, in: environment) == nil else {
            return (
                try integer(name, default: 15, in: 1...100, environment),
                ["\(old) is not read, since \(name) is set: remove \(old)."]
            )
        }
        let limit = try integer(old, default: 15, in: 1...100, environment)
        return (
            limit,
            [
                "\(old) is read as \(name), the cap of the whole reading list: rename it to \(name)=\(limit) (\(old) will not be read one day)."
            ]
        )
    }

    /// The locale code in `value` (`en` when unset): a language tag such as `ja` or `pt-BR`.
    static func locale(_ value: String?, variable: String) throws(RunError) -> String {
        guard let value else { return LocaleCatalog.defaultCode }
        guard LocaleCatalog.isWellFormed(value) else {
            throw .usage(
                "\(variable) is '\(SingleLine.quotable(value))', which is not a locale code: use a language tag such as en or ja, naming a file in the template folder's locales folder."
            )
        }
        return value
    }

    /// The site's address in a `DIGEST_SITE_URL` value: an absolute http(s) address without query or fragment.
    static func siteAddress(_ value: String?) throws(RunError) -> SiteAddress {
        guard let value else { return .unknown }
        guard let url = WebURL(value), let components = URLComponents(string: url.absoluteString),
            components.query == nil, components.fragment == nil, !value.contains("?"), !value.contains("#")
        else {
            throw .usage(
                "DIGEST_SITE_URL is '\(SingleLine.squeezed(value, formatCharacters: true, limit: 60))', which is not an absolute http(s) address without query or fragment: set it to where the site is published, e.g. DIGEST_SITE_URL=https://me.github.io/digest/."
            )
        }
        return SiteAddress(url)
    }

    /// The whole number in `variable`, or `fallback`; a usage error naming the variable and the range.
    static func integer(
        _ variable: String, default fallback: Int, in range: ClosedRange<Int>, _ environment: [String: String]
    ) throws(RunError) -> Int {
        guard let text = value(variable, in: environment) else { return fallback }
        guard let number = Int(text), range.contains(number) else {
            throw .usage(
                "\(variable) is '\(SingleLine.quotable(text))': set it to a whole number from \(range.lowerBound) to \(range.upperBound) (default \(fallback))."
            )
        }
        return number
    }

    /// The API base in `variable`, or `fallback`; a usage error naming the variable when it is unusable.
    static func base(_ variable: String, default fallback: String, in environment: [String: String])
        throws(RunError) -> APIBase
    {
        do {
            return try APIBase(value(variable, in: environment) ?? fallback, variable: variable)
        } catch {
            throw .usage(error.description)
        }
    }

    /// The secret in `variable`, checked without ever quoting it.
    static func secret(_ variable: String, in environment: [String: String]) throws(RunError) -> String? {
        guard let secret = value(variable, in: environment) else { return nil }
        guard secret.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value < 0x7F }) else {
            throw .usage(
                "\(variable) contains spaces, line breaks or non-ASCII characters: set it to the key alone, exactly as the service shows it."
            )
        }
        return secret
    }

    /// `+09:00`: seconds east of UTC as an offset.
    static func offset(_ seconds: Int) -> String {
        let minutes = abs(seconds) / 60
        return (seconds < 0 ? "−" : "+") + String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }

    /// The trimmed value of `name`, or nil when unset or blank.
    package static func value(_ name: String, in environment: [String: String]) -> String? {
        guard let raw = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !raw.isEmpty else {
            return nil
        }
        return raw
    }
}
