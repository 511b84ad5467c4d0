import DigestCore
import Foundation

/// Why Misskey gave no usable answer; each description is a sentence that names the setting to
/// fix and never contains the access token.
package enum MisskeyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `users/show` found no such user (`NO_SUCH_USER`, 404 or, before 2023, 400).
    case unknownUser(String)
    /// 401 or 403 without a token: the instance shows nothing to visitors who are not logged in.
    case needsToken(instance: String, detail: String)
    /// 401 with a token: the token is wrong or revoked.
    case tokenRejected(detail: String)
    /// 403 with a token: it lacks the permission to read.
    case forbidden(detail: String)
    /// 429 past the wait cap, with when it resets.
    case rateLimited(resetAt: Date?)
    /// The server at the base is not a Misskey API: an answer that is not Misskey's JSON.
    case notMisskey(endpoint: String, base: String, detail: String)
    /// A 5xx, an undocumented status, or no answer at all.
    case answer(AnswerProblem)

    package var description: String {
        switch self {
        case .unknownUser(let account):
            return
                "Misskey has no user '\(SingleLine.quotable(account))': check MISSKEY_ACCOUNT (your address, such as alice@misskey.io)."
        case let .needsToken(instance, detail):
            return
                "\(instance) shows no notes to visitors who are not logged in (\(detail)): create an access token with the permission \"View your account information\" (Settings → API) and set MISSKEY_ACCESS_TOKEN."
        case .tokenRejected(let detail):
            return
                "Misskey rejected MISSKEY_ACCESS_TOKEN (401: \(detail)): create a new one (Settings → API) and set it again."
        case .forbidden(let detail):
            return
                "Misskey refused to read the notes (403: \(detail)): check that MISSKEY_ACCESS_TOKEN may view your account information."
        case .rateLimited(let resetAt?):
            return "Misskey's rate limit is used up until \(HTTPError.utc(resetAt)); run again after that."
        case .rateLimited(nil):
            return "Misskey's rate limit is used up; run again in a few minutes."
        case let .notMisskey(endpoint, base, detail):
            return
                "The server at \(base) did not answer \(endpoint) as Misskey does (\(detail)): check the instance in MISSKEY_ACCOUNT, or MISSKEY_API_URL."
        case .answer(let problem):
            return problem.sentence(service: "Misskey", baseVariable: "MISSKEY_API_URL", expected: "your instance")
        }
    }
}
