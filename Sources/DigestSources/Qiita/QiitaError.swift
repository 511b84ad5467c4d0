import Foundation

/// Why Qiita gave no usable answer for a tag. Each description is a sentence that names the fix;
/// none ever contains the access token.
public enum QiitaError: Error, Sendable, Equatable, CustomStringConvertible {
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
    /// A 5xx after every retry.
    case serverError(status: Int, endpoint: String, attempts: Int)
    /// Another status Qiita does not document for this request.
    case unexpectedStatus(status: Int, endpoint: String, preview: String)
    /// A 2xx whose body is not the expected JSON.
    case malformed(endpoint: String, contentType: String?, preview: String)
    /// No answer: timeouts, refused connections.
    case http(HTTPError)

    public var description: String {
        switch self {
        case .tokenRejected:
            return "Qiita rejected QIITA_ACCESS_TOKEN (401): create a token with the read_qiita scope at https://qiita.com/settings/applications, or unset QIITA_ACCESS_TOKEN to read without one (60 requests an hour)."
        case .rateLimited(let resetAt):
            let when = resetAt.map { " until \(HTTPError.utc($0))" } ?? ""
            return "Qiita's rate limit is used up\(when)."
        case .unknownTag(let tag):
            return "Qiita has no tag '\(tag)': check the spelling in QIITA_TAGS (a tag's id is the last part of its page's address, as in https://qiita.com/tags/swift)."
        case let .notFound(endpoint, base):
            return "Qiita answered 404 for \(endpoint): the base URL is probably wrong. QIITA_API_URL is '\(base)'; it should be https://qiita.com/api/v2."
        case let .refused(endpoint, message):
            return "Qiita refused \(endpoint) (400: \(message)); check QIITA_TAGS for unusual characters."
        case let .serverError(status, endpoint, attempts):
            return "Qiita answered \(status) for \(endpoint) on all \(attempts) attempts: its servers are having trouble; run again later."
        case let .unexpectedStatus(status, endpoint, preview):
            return "Qiita answered \(status) for \(endpoint), which this tool does not expect: \(preview)."
        case let .malformed(endpoint, contentType, preview):
            let type = contentType.map { " (\($0))" } ?? ""
            return "Qiita's answer to \(endpoint) is not the JSON it should be\(type); it begins \(preview). Check QIITA_API_URL points at the Qiita API v2."
        case .http(let error):
            return "Qiita could not be read: \(error.description)."
        }
    }
}
