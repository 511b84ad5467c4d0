import Foundation

/// What can be wrong with any API's answer, whatever the API: the part of every source's error
/// type that is the same for all of them.
package enum AnswerProblem: Error, Sendable, Equatable {
    /// A 5xx after every retry.
    case serverError(status: Int, endpoint: String, attempts: Int)
    /// A status the API does not document for this request.
    case unexpectedStatus(status: Int, endpoint: String, preview: String)
    /// A 2xx whose body is not the expected JSON (an HTML error page, say).
    case malformed(endpoint: String, contentType: String?, preview: String)
    /// No answer: timeouts, refused connections, rate limits past the cap.
    case http(HTTPError)

    /// The problem a status outside 2xx means when the API gives it no meaning of its own;
    /// `preview` is what the answer said, already cleaned of secrets.
    static func status(_ response: HTTPResponse, endpoint: String, preview: String) -> AnswerProblem {
        (500...599).contains(response.status)
            ? .serverError(status: response.status, endpoint: endpoint, attempts: response.attempts)
            : .unexpectedStatus(status: response.status, endpoint: endpoint, preview: preview)
    }

    /// A body that did not decode, quoted through `redactor`.
    static func malformed(_ response: HTTPResponse, endpoint: String, redactor: SecretRedactor) -> AnswerProblem {
        .malformed(
            endpoint: endpoint, contentType: response.header("Content-Type"),
            preview: redactor.redact(response.bodyPreview()))
    }

    /// The sentence for `service` ("Qiita"), whose base URL is set in `baseVariable` and should be `expected`.
    func sentence(service: String, baseVariable: String, expected: String) -> String {
        switch self {
        case let .serverError(status, endpoint, attempts):
            return
                "\(service) answered \(status) for \(endpoint) on all \(attempts) attempts: its servers are having trouble; run again later."
        case let .unexpectedStatus(status, endpoint, preview):
            return "\(service) answered \(status) for \(endpoint), which this tool does not expect: \(preview)."
        case let .malformed(endpoint, contentType, preview):
            let type = contentType.map { " (\($0))" } ?? ""
            return
                "\(service)'s answer to \(endpoint) is not the JSON it should be\(type); it begins \(preview). Check \(baseVariable) points at \(expected)."
        case .http(.unreachable(let endpoint, .credentialRedirect(let target), _)):
            return
                "\(service) redirected \(endpoint) to \(RedirectRule.origin(target)), another host, and the key or token was not sent there. If you trust that address, point \(baseVariable) at it."
        case .http(let error):
            return "\(service) could not be read: \(error.description)."
        }
    }
}
