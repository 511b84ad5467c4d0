import DigestSources
import Foundation

extension XSettings {
    /// The four settings of the owner's own user-context credentials.
    static let ownerSettings = ["X_API_KEY", "X_API_SECRET", "X_ACCESS_TOKEN", "X_ACCESS_TOKEN_SECRET"]

    /// The owner's credentials when all four are set (they win over a bearer token: their reads
    /// cost a fifth), else `X_BEARER_TOKEN`, else nil; some of the four but not all is a usage
    /// error naming those missing.
    static func credentials(in environment: [String: String]) throws(RunError) -> XCredentials? {
        var values: [String] = []
        for name in ownerSettings {
            if let value = try Configuration.secret(name, in: environment) { values.append(value) }
        }
        if values.count == ownerSettings.count {
            return .owner(
                OAuth1Key(consumerKey: values[0], consumerSecret: values[1], token: values[2], tokenSecret: values[3]))
        }
        if !values.isEmpty {
            let missing = ownerSettings.filter { Configuration.value($0, in: environment) == nil }
            throw .usage(
                "\(SourceCatalogue.sentence(missing)) \(missing.count == 1 ? "is" : "are") missing: owned reads of your X timeline need all four of X_API_KEY, X_API_SECRET (your app's), X_ACCESS_TOKEN and X_ACCESS_TOKEN_SECRET (generated for your own account), from the app's Keys and tokens in the developer console."
            )
        }
        return try Configuration.secret("X_BEARER_TOKEN", in: environment).map(XCredentials.bearer)
    }

    /// Whether your timeline is read as the credentials' owner.
    var isOwner: Bool {
        if case .owner = credentials { true } else { false }
    }

    /// The name the state folder keeps the account's id under: `@owner` for the owner's
    /// credentials (whose id `GET /2/users/me` gives), else the handle.
    var accountKey: String? {
        isOwner ? "@owner" : username
    }

    /// What a post read costs with these credentials, for `doctor`: owned reads, or app-only ones.
    var price: String {
        isOwner
            ? "read as the app's owner (X_ACCESS_TOKEN): owned reads, $0.001 a post"
            : "read app-only (X_BEARER_TOKEN): most likely $0.005 a post; set X_API_KEY, X_API_SECRET, X_ACCESS_TOKEN and X_ACCESS_TOKEN_SECRET (your app's keys and the access token generated for your own account) for owned reads at $0.001"
    }
}
