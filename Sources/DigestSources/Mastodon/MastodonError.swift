import DigestCore
import Foundation

/// Why Mastodon gave no usable answer; each description is a sentence that names the fix and
/// never contains the access token.
package enum MastodonError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The lookup found no such account (404 `Record not found`).
    case unknownAccount(String)
    /// The account is suspended or gone (410).
    case gone(String)
    /// 401 or 403 without a token: the instance reads nothing to those who are not logged in.
    case needsToken(instance: String, detail: String)
    /// 401 with a token: the token is wrong or revoked.
    case tokenRejected(detail: String)
    /// 403 with a token.
    case forbidden(detail: String)
    /// 429 past the wait cap, with when it resets.
    case rateLimited(resetAt: Date?)
    /// The server at the base is not a Mastodon API (a 404 that is not Mastodon's JSON, HTML).
    case notMastodon(endpoint: String, base: String, detail: String)
    /// A 5xx, an undocumented status, or no answer at all.
    case answer(AnswerProblem)

    package var description: String {
        switch self {
        case .unknownAccount(let account):
            return
                "Mastodon has no account \(SingleLine.quotable(account)): check MASTODON_ACCOUNT (your address, such as alice@mastodon.social)."
        case .gone(let account):
            return
                "Mastodon says the account \(SingleLine.quotable(account)) is suspended or gone (410): check MASTODON_ACCOUNT."
        case let .needsToken(instance, detail):
            return
                "\(instance) reads no posts to visitors who are not logged in (\(detail)): create an access token with the read:statuses scope (Preferences → Development) and set MASTODON_ACCESS_TOKEN."
        case .tokenRejected(let detail):
            return
                "Mastodon rejected MASTODON_ACCESS_TOKEN (401: \(detail)): create a new one with the read:statuses scope (Preferences → Development)."
        case .forbidden(let detail):
            return
                "Mastodon refused to read the account's posts (403: \(detail)): check that MASTODON_ACCESS_TOKEN has the read:statuses scope."
        case .rateLimited(let resetAt?):
            return "Mastodon's rate limit is used up until \(HTTPError.utc(resetAt)); run again after that."
        case .rateLimited(nil):
            return "Mastodon's rate limit is used up; run again in five minutes."
        case let .notMastodon(endpoint, base, detail):
            return
                "The server at \(base) did not answer \(endpoint) as Mastodon does (\(detail)): check the instance in MASTODON_ACCOUNT, or MASTODON_API_URL."
        case .answer(let problem):
            return problem.sentence(service: "Mastodon", baseVariable: "MASTODON_API_URL", expected: "your instance")
        }
    }
}
