import Foundation

/// How the X client proves who it is: the app's bearer token (app-only: no user), or the app
/// owner's own OAuth 1.0a user-context credentials, whose reads of the owner's timeline are owned
/// reads ($0.001 a post rather than $0.005).
package enum XCredentials: Sendable, Equatable {
    /// `X_BEARER_TOKEN`.
    case bearer(String)
    /// `X_API_KEY`, `X_API_SECRET`, `X_ACCESS_TOKEN` and `X_ACCESS_TOKEN_SECRET`.
    case owner(OAuth1Key)

    /// The settings they come from, as messages name them.
    package var settings: String {
        switch self {
        case .bearer: "X_BEARER_TOKEN"
        case .owner: "X_API_KEY, X_API_SECRET, X_ACCESS_TOKEN and X_ACCESS_TOKEN_SECRET"
        }
    }

    /// Every secret in them, blanked from anything an answer echoes.
    var secrets: [String] {
        switch self {
        case .bearer(let token): [token]
        case .owner(let key): [key.consumerKey, key.consumerSecret, key.token, key.tokenSecret]
        }
    }

    /// What only their holder knows: the key that seals what the state folder keeps of the account.
    package var sealKey: String {
        switch self {
        case .bearer(let token): token
        case .owner(let key): key.consumerSecret + "&" + key.tokenSecret
        }
    }
}

/// The owner's own user-context credentials of an X app; all four are secrets.
///
/// The app's API key and secret (the consumer's), and the access token and secret the developer
/// console generates for the app's owner, which never expire.
package struct OAuth1Key: Sendable, Equatable {
    package var consumerKey: String
    package var consumerSecret: String
    package var token: String
    package var tokenSecret: String

    /// Creates the key, each part trimmed of spaces and line breaks.
    package init(consumerKey: String, consumerSecret: String, token: String, tokenSecret: String) {
        self.consumerKey = consumerKey.trimmingCharacters(in: .whitespacesAndNewlines)
        self.consumerSecret = consumerSecret.trimmingCharacters(in: .whitespacesAndNewlines)
        self.token = token.trimmingCharacters(in: .whitespacesAndNewlines)
        self.tokenSecret = tokenSecret.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
