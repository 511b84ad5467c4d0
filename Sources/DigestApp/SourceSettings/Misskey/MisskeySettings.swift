import DigestCore
import DigestSources
import DigestSystem
import Foundation

/// The Misskey settings: `MISSKEY_ACCOUNT` (`alice@misskey.io`) turns the source on;
/// `MISSKEY_ACCESS_TOKEN` only for an instance that shows nothing to visitors;
/// `MISSKEY_API_URL` when the API is not at `https://<instance>`.
struct MisskeySettings: SourceSettings {
    static let about = SourceAbout(
        name: "Misskey", docs: "misskey", part: .links(.misskey),
        settings: [
            .on(
                "MISSKEY_ACCOUNT", "your address, user@instance (no key needed for public notes)",
                example: "me@misskey.io"),
            .option("MISSKEY_ACCESS_TOKEN", "only for an instance that shows nothing to visitors", secret: true),
            .option(
                "MISSKEY_API_URL", "the API's base URL, when not https://<instance>", example: "https://misskey.io",
                standard: "`https://<instance>`"),
        ],
        unset: "set MISSKEY_ACCOUNT to list the links you shared on Misskey.",
        runHelp: """
            Misskey is read from your instance (MISSKEY_ACCESS_TOKEN only when it shows nothing to \
            visitors), free, the week's notes a hundred at a time; followers-only notes are left out.
            """,
        doctorHelp: "for Misskey it looks the user up and reads one of its notes;",
        initOption: InitOption(
            name: "misskey-account", valueName: "address",
            help: "Your Misskey address, user@instance (links you shared; free)."
        ) { given throws(RunError) in
            let address = try InitOption.checked(given) { value throws(RunError) in try Self.address(value).account }
            return [
                "# Links you shared on Misskey: free, no key (a token only for an instance that shows",
                "# nothing to visitors).",
                InitOption.line("MISSKEY_ACCOUNT", address, example: "alice@misskey.io"),
                InitOption.line("MISSKEY_ACCESS_TOKEN", nil),
            ]
        })

    /// The user and instance.
    var address: FediverseAddress
    /// The access token, when set (a secret: never printed).
    var token: String?
    /// The API's base.
    var base: APIBase

    /// The settings in `environment`, or nil when `MISSKEY_ACCOUNT` is unset.
    init?(environment: [String: String], fileSystem: any FileSystem) throws(RunError) {
        guard let value = Configuration.value("MISSKEY_ACCOUNT", in: environment) else { return nil }
        self.address = try Self.address(value)
        self.token = try Configuration.secret("MISSKEY_ACCESS_TOKEN", in: environment)
        self.base = try Configuration.base("MISSKEY_API_URL", default: "https://" + address.instance, in: environment)
    }

    /// `alice@misskey.io`, `@alice@misskey.io` or `https://misskey.io/@alice`: a Misskey user
    /// name is ASCII letters, digits and `_`.
    static func address(_ value: String) throws(RunError) -> FediverseAddress {
        try FediverseAddress(
            value, variable: "MISSKEY_ACCOUNT", network: "Misskey", example: "alice@misskey.io", nameExtras: "_")
    }

    /// The source over `context`'s HTTP.
    func source(_ context: SourceContext) -> MisskeySource {
        MisskeySource(
            client: MisskeyClient(base: base, token: token, http: context.http, timeout: Double(context.timeout)),
            username: address.username, instance: address.instance)
    }

    /// Your notes page back in time: one walk back covers the whole range.
    func past(_ context: SourceContext) -> PastReach {
        .range(make(context).part)
    }

    func make(_ context: SourceContext) -> MadeSource {
        MadeSource(part: .links(source(context)))
    }
}
