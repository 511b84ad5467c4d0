import DigestCore
import DigestSources
import Foundation

/// The Mastodon settings: `MASTODON_ACCOUNT` (`alice@mastodon.social`) turns the source on;
/// `MASTODON_ACCESS_TOKEN` only for an instance that reads nothing to visitors;
/// `MASTODON_API_URL` when the API is not at `https://<instance>`.
struct MastodonSettings {
    /// `alice`.
    var username: String
    /// `mastodon.social`, lowercased.
    var instance: String
    /// The access token, when set (a secret: never printed).
    var token: String?
    /// The API's base.
    var base: APIBase

    /// The settings in `environment`, or nil when `MASTODON_ACCOUNT` is unset.
    init?(environment: [String: String]) throws(RunError) {
        guard let value = Configuration.value("MASTODON_ACCOUNT", in: environment) else { return nil }
        (self.username, self.instance) = try Self.account(value)
        self.token = try Configuration.secret("MASTODON_ACCESS_TOKEN", in: environment)
        self.base = try Configuration.base("MASTODON_API_URL", default: "https://" + instance, in: environment)
    }

    /// The user name and instance of `alice@mastodon.social`, `@alice@mastodon.social` or
    /// `https://mastodon.social/@alice`.
    static func account(_ value: String) throws(RunError) -> (username: String, instance: String) {
        var text = value.trimmingCharacters(in: .whitespaces)
        if let url = URLComponents(string: text), url.scheme?.lowercased() == "https", let host = url.host,
            url.path.hasPrefix("/@")
        {
            text = String(url.path.dropFirst(2)).split(separator: "/").first.map { "\($0)@\(host)" } ?? ""
        }
        if text.hasPrefix("@") { text.removeFirst() }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        let isName = { (name: Substring) in
            (1...64).contains(name.count)
                && name.unicodeScalars.allSatisfy {
                    $0.isASCII
                        && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_.-".unicodeScalars.contains($0))
                }
        }
        let host = parts.count == 2 ? parts[1].lowercased() : ""
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        let isHost =
            labels.count >= 2
            && labels.allSatisfy { label in
                !label.isEmpty
                    && label.unicodeScalars.allSatisfy {
                        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
                    }
            }
        guard parts.count == 2, isName(parts[0]), isHost else {
            throw .usage(
                "MASTODON_ACCOUNT is '\(SingleLine.quotable(value))', which is not a Mastodon address: set it to your user name and instance, such as alice@mastodon.social."
            )
        }
        return (String(parts[0]), host)
    }

    /// The source over `http`, each request given `timeout` seconds.
    func source(http: HTTPClient, timeout: Int) -> MastodonSource {
        MastodonSource(
            client: MastodonClient(base: base, token: token, http: http, timeout: Double(timeout)), username: username,
            instance: instance)
    }
}
