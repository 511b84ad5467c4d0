import DigestCore
import Foundation

/// Why GitLab gave no usable answer; each description is a sentence that names the fix and never
/// contains the token.
package enum GitLabError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 401: the token is wrong, expired or revoked.
    case tokenRejected(detail: String)
    /// 403: the token lacks the scope.
    case forbidden(detail: String)
    /// 429 past the wait cap, with when it resets.
    case rateLimited(resetAt: Date?)
    /// The server at the base is not GitLab's API (a 404 that is not GitLab's JSON, HTML).
    case notGitLab(endpoint: String, base: String, detail: String)
    /// A 5xx, an undocumented status, or no answer at all.
    case answer(AnswerProblem)

    package var description: String {
        switch self {
        case .tokenRejected(let detail):
            return
                "GitLab rejected GITLAB_TOKEN (401: \(detail)): create a personal access token with the read_user scope (Preferences → Access tokens) and set it again."
        case .forbidden(let detail):
            return "GitLab refused to list your events (403: \(detail)): give GITLAB_TOKEN the read_user scope."
        case .rateLimited(let resetAt?):
            return "GitLab's rate limit is used up until \(HTTPError.utc(resetAt)); run again after that."
        case .rateLimited(nil):
            return "GitLab's rate limit is used up; run again in a minute."
        case let .notGitLab(endpoint, base, detail):
            return
                "The server at \(base) did not answer \(endpoint) as GitLab does (\(detail)): check GITLAB_URL (your GitLab's address, such as https://gitlab.com)."
        case .answer(let problem):
            return problem.sentence(
                service: "GitLab", baseVariable: "GITLAB_URL", expected: "your GitLab (https://gitlab.com)")
        }
    }
}
