import Foundation

/// Why Qiita gave no usable answer for a tag.
///
/// Each description is a sentence that names the fix;
/// none ever contains the access token.
package enum QiitaError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 401: the token is wrong, expired or revoked.
    case tokenRejected
    /// 403 or 429, or a `Rate-Remaining` of zero: the hour's budget is spent.
    case rateLimited(resetAt: Date?)
    /// `/tags/<tag>` answered 404.
    case unknownTag(String)
    /// 404 for the search itself: the base URL is probably wrong.
    case notFound(endpoint: String, base: String)
    /// 400: Qiita refused the request, with its message.
    case refused(endpoint: String, message: String)
    /// A 5xx, an undocumented status, a body that is not JSON, or no answer at all.
    case answer(AnswerProblem)

    package var description: String {
        switch self {
        case .tokenRejected:
            return
                "Qiita rejected QIITA_ACCESS_TOKEN (401): create a token with the read_qiita scope at https://qiita.com/settings/applications, or unset QIITA_ACCESS_TOKEN to read without one (60 requests an hour)."
        case .rateLimited(let resetAt):
            let when = resetAt.map { " until \(HTTPError.utc($0))" } ?? ""
            return "Qiita's rate limit is used up\(when)."
        case .unknownTag(let tag):
            return
                "Qiita has no tag '\(tag)': check the spelling in QIITA_TAGS (a tag's id is the last part of its page's address, as in https://qiita.com/tags/swift)."
        case let .notFound(endpoint, base):
            return
                "Qiita answered 404 for \(endpoint): the base URL is probably wrong. QIITA_API_URL is '\(base)'; it should be https://qiita.com/api/v2."
        case let .refused(endpoint, message):
            return "Qiita refused \(endpoint) (400: \(message)); check QIITA_TAGS for unusual characters."
        case .answer(let problem):
            return problem.sentence(service: "Qiita", baseVariable: "QIITA_API_URL", expected: "the Qiita API v2")
        }
    }
}
