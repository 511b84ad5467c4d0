import DigestCore
import Foundation

/// Why Forgejo gave no usable answer; each description is a sentence that names the fix and never
/// contains the token.
package enum ForgejoError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 404 on the user's feed: no such user.
    case unknownUser(String)
    /// 401 or 403: the token is wrong, or lacks the scope.
    case tokenRejected(status: Int, detail: String)
    /// 429 past the wait cap, with when it resets.
    case rateLimited(resetAt: Date?)
    /// The server at the base is not Forgejo's or Gitea's API.
    case notForgejo(endpoint: String, base: String, detail: String)
    /// A 5xx, an undocumented status, or no answer at all.
    case answer(AnswerProblem)

    package var description: String {
        switch self {
        case .unknownUser(let user):
            return
                "Forgejo has no user '\(SingleLine.quotable(user))': check FORGEJO_USER (your user name) and FORGEJO_URL."
        case let .tokenRejected(status, detail):
            return
                "Forgejo rejected FORGEJO_TOKEN (\(status): \(detail)): create an access token with read:user and read:repository (Settings → Applications) and set it again."
        case .rateLimited(let resetAt?):
            return "Forgejo's rate limit is used up until \(HTTPError.utc(resetAt)); run again after that."
        case .rateLimited(nil):
            return "Forgejo's rate limit is used up; run again later."
        case let .notForgejo(endpoint, base, detail):
            return
                "The server at \(base) did not answer \(endpoint) as Forgejo or Gitea does (\(detail)): check FORGEJO_URL (your server's address, such as https://codeberg.org)."
        case .answer(let problem):
            return problem.sentence(
                service: "Forgejo", baseVariable: "FORGEJO_URL", expected: "your Forgejo or Gitea server")
        }
    }
}
