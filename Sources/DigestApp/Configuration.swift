import DigestCore
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
    /// Sources that have their variables set, by display name.
    var configuredSources: [String]
    /// The WakaTime API base (`WAKATIME_API_URL`, checked).
    var wakatimeBase: APIBase
    /// The WakaTime key, when set (a secret: never printed).
    var wakatimeKey: String?
    /// The followed Qiita tags (`QIITA_TAGS`), in order, each once.
    var qiitaTags: [String]
    /// The Qiita access token, when set (a secret: never printed).
    var qiitaToken: String?
    /// The Qiita API base (`QIITA_API_URL`, checked).
    var qiitaBase: APIBase
    /// The most articles on the reading list, Qiita's and Zenn's together (`QIITA_MAX_ARTICLES`).
    var readingListLimit: Int
    /// X recent search and archive, when either is set.
    var x: XSettings?
    /// Zenn, when `ZENN_TOPICS` is set.
    var zenn: ZennSettings?
    /// Bluesky, when `BLUESKY_HANDLE` is set.
    var bluesky: BlueskySettings?
    /// Mastodon, when `MASTODON_ACCOUNT` is set.
    var mastodon: MastodonSettings?
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

    /// The variables that turn on each source.
    static let sourceVariables = [
        ("WakaTime", "WAKATIME_API_KEY"),
        ("Qiita", "QIITA_TAGS"),
        ("Zenn", "ZENN_TOPICS"),
        ("X", "X_BEARER_TOKEN"),
        ("X", "X_ARCHIVE"),
        ("Bluesky", "BLUESKY_HANDLE"),
        ("Mastodon", "MASTODON_ACCOUNT"),
    ]

    /// Reads `environment`; when `DIGEST_TIMEZONE` is unset the zone is `systemZone`, else the one `TZ` names.
    init(environment: [String: String], systemZone: TimeZone? = nil) throws(RunError) {
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
        var configured: [String] = []
        for (name, variable) in Self.sourceVariables
        where Self.value(variable, in: environment) != nil && !configured.contains(name) {
            configured.append(name)
        }
        self.configuredSources = configured
        self.wakatimeBase = try Self.base("WAKATIME_API_URL", default: WakaTimeClient.defaultBase, in: environment)
        self.wakatimeKey = try Self.secret("WAKATIME_API_KEY", in: environment)
        self.qiitaTags = try Self.tags(Self.value("QIITA_TAGS", in: environment))
        self.qiitaToken = try Self.secret("QIITA_ACCESS_TOKEN", in: environment)
        self.qiitaBase = try Self.base("QIITA_API_URL", default: QiitaClient.defaultBase, in: environment)
        self.readingListLimit = try Self.integer("QIITA_MAX_ARTICLES", default: 15, in: 1...100, environment)
        self.x = try XSettings(environment: environment)
        self.zenn = try ZennSettings(environment: environment)
        self.bluesky = try BlueskySettings(environment: environment)
        self.mastodon = try MastodonSettings(environment: environment)
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

    /// `DIGEST_STATE`, else `$HOME/.local/state/weekly-digest`: an absolute path, since cron and
    /// systemd start us in folders of their own; an empty `HOME` is refused rather than read as `.`.
    static func stateFolder(_ environment: [String: String]) throws(RunError) -> String {
        if let state = value("DIGEST_STATE", in: environment) {
            guard state.hasPrefix("/") else {
                throw .usage(
                    "DIGEST_STATE is '\(SingleLine.squeezed(state, formatCharacters: true, limit: 60))', a relative path: set it to an absolute path such as $HOME/.local/state/weekly-digest (cron and systemd start commands in other folders)."
                )
            }
            return state
        }
        guard let home = value("HOME", in: environment), home.hasPrefix("/") else {
            throw .usage(
                "HOME is empty or not an absolute path, so there is no default state folder: set DIGEST_STATE to an absolute path for the stored weeks, the ledger and the locks."
            )
        }
        return NSString(string: home).appendingPathComponent(".local/state/weekly-digest")
    }

    /// The tags in a `QIITA_TAGS` value: comma-separated, trimmed, a leading `#` dropped, each once
    /// (tags are compared without case, as Qiita does).
    package static func tags(_ value: String?) throws(RunError) -> [String] {
        guard let value else { return [] }
        var tags: [String] = []
        var seen: Set<String> = []
        for part in value.split(separator: ",") {
            var tag = part.trimmingCharacters(in: .whitespacesAndNewlines)
            if tag.hasPrefix("#") { tag.removeFirst() }
            guard !tag.isEmpty else { continue }
            let unusable = tag.unicodeScalars.contains {
                $0.properties.isWhitespace || $0.properties.generalCategory == .control
                    || ":\"\\".unicodeScalars.contains($0)
            }
            guard !unusable, tag.count <= 100 else {
                throw .usage(
                    "QIITA_TAGS has '\(SingleLine.quotable(tag))', which is not a Qiita tag id: list tag ids separated by commas, without spaces, quotes or colons, e.g. QIITA_TAGS=swift,ios."
                )
            }
            if seen.insert(tag.lowercased()).inserted { tags.append(tag) }
        }
        guard !tags.isEmpty else {
            throw .usage(
                "QIITA_TAGS is set but names no tag: list tag ids separated by commas, e.g. QIITA_TAGS=swift,ios, or unset it."
            )
        }
        guard tags.count <= maximumTags else {
            throw .usage(
                "QIITA_TAGS lists \(tags.count) tags, more than the \(maximumTags) a week's reading list reads (each costs requests from Qiita's hourly budget: 60, or 1000 with QIITA_ACCESS_TOKEN): keep the tags you read most."
            )
        }
        return tags
    }

    /// The most tags `QIITA_TAGS` may list.
    static let maximumTags = 20

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
