/// Why WakaTime gave no usable answer. Each description is a sentence that names the fix.
/// None of them ever contains the API key.
public enum WakaTimeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 401 or 403.
    case keyRejected(status: Int)
    /// 402: the plan does not reach back that far.
    case planLimit(endpoint: String)
    /// 404: the base URL is probably wrong.
    case notFound(endpoint: String, base: String)
    /// A 5xx after every retry.
    case serverError(status: Int, endpoint: String, attempts: Int)
    /// Another status WakaTime did not document for this request.
    case unexpectedStatus(status: Int, endpoint: String, preview: String)
    /// A 2xx whose body is not the expected JSON (an HTML error page, say).
    case malformed(endpoint: String, contentType: String?, preview: String)
    /// No answer: timeouts, refused connections, rate limits past the cap.
    case http(HTTPError)

    public var description: String {
        switch self {
        case .keyRejected(let status):
            return "WakaTime rejected the API key (\(status)): check WAKATIME_API_KEY (your key is at https://wakatime.com/settings/api-key, or in your Wakapi settings)."
        case .planLimit(let endpoint):
            return "WakaTime's plan for this key does not include that week (402 for \(endpoint)): the free plan keeps two weeks of history."
        case let .notFound(endpoint, base):
            return "WakaTime answered 404 for \(endpoint): the base URL is probably wrong. WAKATIME_API_URL is '\(base)'; it should be https://wakatime.com/api/v1, or for Wakapi https://wakapi.dev/api/compat/wakatime/v1."
        case let .serverError(status, endpoint, attempts):
            return "WakaTime answered \(status) for \(endpoint) on all \(attempts) attempts: its servers are having trouble; run again later."
        case let .unexpectedStatus(status, endpoint, preview):
            return "WakaTime answered \(status) for \(endpoint), which this tool does not expect: \(preview)."
        case let .malformed(endpoint, contentType, preview):
            let type = contentType.map { " (\($0))" } ?? ""
            return "WakaTime's answer to \(endpoint) is not the JSON it should be\(type); it begins \(preview). Check WAKATIME_API_URL points at a WakaTime-compatible API."
        case .http(let error):
            return "WakaTime could not be read: \(error.description)."
        }
    }
}
