import DigestCore
import Foundation

/// Why GitHub gave no usable answer; each description is a sentence that names the fix and never
/// contains the token.
package enum GitHubError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 401: the token is wrong, expired or revoked.
    case tokenRejected(detail: String)
    /// 403 that is not the rate limit: the token may not read what the query asks.
    case forbidden(detail: String)
    /// GraphQL found no such user (`NOT_FOUND`, or `user` null).
    case unknownUser(String)
    /// GraphQL answered with errors and no data.
    case query(detail: String)
    /// The rate limit is spent (403 or 429 with `x-ratelimit-remaining: 0`), with when it resets.
    case rateLimited(resetAt: Date?)
    /// A 5xx, an undocumented status, a body that is not GraphQL's JSON, or no answer at all.
    case answer(AnswerProblem)

    package var description: String {
        switch self {
        case .tokenRejected(let detail):
            return
                "GitHub rejected GITHUB_TOKEN (401: \(detail)): create a fine-grained token with read-only access (Settings → Developer settings → Fine-grained tokens) and set it again."
        case .forbidden(let detail):
            return
                "GitHub refused the query (403: \(detail)): check that GITHUB_TOKEN may read the repositories you work in (read-only access to pull requests and issues)."
        case .unknownUser(let login):
            return
                "GitHub has no user '\(SingleLine.quotable(login))': check GITHUB_USER (your login, such as octocat)."
        case .query(let detail):
            return "GitHub did not answer the query (\(detail)): check GITHUB_USER and GITHUB_API_URL."
        case .rateLimited(let resetAt?):
            return "GitHub's rate limit is used up until \(HTTPError.utc(resetAt)); run again after that."
        case .rateLimited(nil):
            return "GitHub's rate limit is used up; run again in an hour."
        case .answer(let problem):
            return problem.sentence(
                service: "GitHub", baseVariable: "GITHUB_API_URL",
                expected: "https://api.github.com (or your server's API)")
        }
    }
}
