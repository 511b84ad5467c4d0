import DigestCore
import DigestSources
import DigestSystem
import Foundation

/// The Mastodon settings: `MASTODON_ACCOUNT` (`alice@mastodon.social`) turns the source on;
/// `MASTODON_ACCESS_TOKEN` only for an instance that reads nothing to visitors;
/// `MASTODON_API_URL` when the API is not at `https://<instance>`.
struct MastodonSettings: SourceSettings {
    static let about = SourceAbout(
        name: "Mastodon", docs: "mastodon", part: .links(.mastodon),
        settings: [
            .on(
                "MASTODON_ACCOUNT", "your address, user@instance (no key needed for a public account)",
                example: "me@mastodon.social"),
            .option("MASTODON_ACCESS_TOKEN", "only for an instance that reads nothing to visitors", secret: true),
            .option(
                "MASTODON_API_URL", "the API's base URL, when not https://<instance>",
                example: "https://mastodon.social", standard: "`https://<instance>`"),
        ],
        unset: "set MASTODON_ACCOUNT to list the links you shared on Mastodon.",
        runHelp: """
            Mastodon is read from your instance (MASTODON_ACCESS_TOKEN only when it reads nothing to \
            visitors), free, paged back as far as the week; followers-only posts are left out.
            """,
        doctorHelp: "for Mastodon it looks the account up and reads one of its posts.",
        initOption: InitOption(
            name: "mastodon-account", valueName: "address",
            help: "Your Mastodon address, user@instance (links you shared; free)."
        ) { given throws(RunError) in
            let address = try InitOption.checked(given) { value throws(RunError) in
                let parts = try Self.account(value)
                return parts.username + "@" + parts.instance
            }
            return [
                "# Links you shared on Mastodon: free, no key (a token only for an instance that reads",
                "# nothing to visitors).",
                InitOption.line("MASTODON_ACCOUNT", address, example: "alice@mastodon.social"),
                InitOption.line("MASTODON_ACCESS_TOKEN", nil),
            ]
        })

    /// `alice`.
    var username: String
    /// `mastodon.social`, lowercased.
    var instance: String
    /// The access token, when set (a secret: never printed).
    var token: String?
    /// The API's base.
    var base: APIBase

    /// The settings in `environment`, or nil when `MASTODON_ACCOUNT` is unset.
    init?(environment: [String: String], fileSystem: any FileSystem) throws(RunError) {
        guard let value = Configuration.value("MASTODON_ACCOUNT", in: environment) else { return nil }
        (self.username, self.instance) = try Self.account(value)
        self.token = try Configuration.secret("MASTODON_ACCESS_TOKEN", in: environment)
        self.base = try Configuration.base("MASTODON_API_URL", default: "https://" + instance, in: environment)
    }

    /// The user name and instance of `alice@mastodon.social`, `@alice@mastodon.social` or
    /// `https://mastodon.social/@alice`.
    static func account(_ value: String) throws(RunError) -> (username: String, instance: String) {
        let address = try FediverseAddress(
            value, variable: "MASTODON_ACCOUNT", network: "Mastodon", example: "alice@mastodon.social",
            nameExtras: "_.-")
        return (address.username, address.instance)
    }

    /// The source over `context`'s HTTP.
    func source(_ context: SourceContext) -> MastodonSource {
        MastodonSource(
            client: MastodonClient(base: base, token: token, http: context.http, timeout: Double(context.timeout)),
            username: username, instance: instance)
    }

    /// Your statuses page back in time: one walk back covers the whole range.
    func past(_ context: SourceContext) -> PastReach {
        .range(make(context).part)
    }

    func make(_ context: SourceContext) -> MadeSource {
        MadeSource(part: .links(source(context)))
    }
}
