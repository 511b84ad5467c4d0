import DigestCore
import Foundation

/// Why X gave no usable answer.
///
/// Each description is a sentence that names the fix; none ever
/// contains the bearer token.
package enum XError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 401: the token is wrong or revoked.
    case tokenRejected
    /// 401 with the owner's credentials: one of the four is wrong, or the access token was revoked.
    case ownerCredentialsRejected(detail: String)
    /// `GET /2/users/me` named another account than `X_USERNAME`.
    case otherAccount(username: String, owner: String)
    /// 403: the app's plan has no recent search (or the app is not in a project).
    case notEnrolled(detail: String)
    /// 429 past the wait cap, with when it resets.
    case rateLimited(resetAt: Date?)
    /// 403 from the lookup or the timeline: the app may not read them (no credits, a suspended app).
    case timelineForbidden(detail: String)
    /// The lookup named no account.
    case unknownUser(String)
    /// 400: X refused the query.
    case invalidQuery(detail: String)
    /// 404: the base URL is probably wrong.
    case notFound(endpoint: String, base: String)
    /// A 5xx, an undocumented status, a body that is not JSON, or no answer at all.
    case answer(AnswerProblem)

    package var description: String {
        switch self {
        case .tokenRejected:
            return
                "X rejected X_BEARER_TOKEN (401): copy the app's bearer token from the developer portal (https://developer.x.com) into X_BEARER_TOKEN."
        case .ownerCredentialsRejected(let detail) where detail.lowercased().contains("timestamp"):
            // X refuses a signature whose oauth_timestamp is minutes away from its own clock.
            return
                "X refused the request's time (401: \(detail)): this machine's clock is off by more than X allows. Set it right (for example `timedatectl set-ntp true`, or check `date -u`) and run again; the credentials may be fine."
        case .ownerCredentialsRejected(let detail):
            return
                "X rejected the OAuth 1.0a credentials (401: \(detail)): copy X_API_KEY and X_API_SECRET (the app's API key and secret) and X_ACCESS_TOKEN and X_ACCESS_TOKEN_SECRET (generated for your own account) from the app's Keys and tokens in the developer console (https://developer.x.com)."
        case let .otherAccount(username, owner):
            return
                "X_USERNAME is @\(SingleLine.quotable(username)), but X_ACCESS_TOKEN belongs to @\(SingleLine.quotable(owner)): set X_USERNAME to @\(SingleLine.quotable(owner)), or leave it out (the credentials name the account)."
        case .notEnrolled(let detail):
            return
                "X refused recent search (403: \(detail)): your API plan does not include it. Download your X archive and set X_ARCHIVE to its folder to list your links without the API."
        case .timelineForbidden(let detail):
            return
                "X refused to read your posts (403: \(detail)): check that your X app has credits and is in a project (https://developer.x.com), or set X_ARCHIVE to your downloaded archive's folder."
        case .unknownUser(let name):
            return "X has no account @\(SingleLine.quotable(name)): check X_USERNAME (your handle, without @)."
        case .rateLimited(let resetAt?):
            return "X's rate limit for recent search is used up until \(HTTPError.utc(resetAt)); run again after that."
        case .rateLimited(nil):
            return "X's rate limit for recent search is used up; run again in 15 minutes."
        case .invalidQuery(let detail):
            return "X refused the search query (400: \(detail)); check X_QUERY."
        case let .notFound(endpoint, base):
            return
                "X answered 404 for \(endpoint): the base URL is probably wrong. X_API_URL is '\(base)'; it should be https://api.x.com/2."
        case .answer(let problem):
            return problem.sentence(service: "X", baseVariable: "X_API_URL", expected: "X API v2")
        }
    }
}
