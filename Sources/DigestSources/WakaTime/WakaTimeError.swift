/// Why WakaTime gave no usable answer.
///
/// Each description is a sentence that names the fix.
/// None of them ever contains the API key.
package enum WakaTimeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 401 or 403.
    case keyRejected(status: Int)
    /// 402: the plan does not reach back that far.
    case planLimit(endpoint: String)
    /// 404: the base URL is probably wrong.
    case notFound(endpoint: String, base: String)
    /// A 5xx, an undocumented status, a body that is not JSON, or no answer at all.
    case answer(AnswerProblem)

    package var description: String {
        switch self {
        case .keyRejected(let status):
            return
                "WakaTime rejected the API key (\(status)): check WAKATIME_API_KEY (your key is at https://wakatime.com/settings/api-key, or in your Wakapi settings)."
        case .planLimit(let endpoint):
            return
                "WakaTime's plan for this key does not include that week (402 for \(endpoint)): the free plan keeps two weeks of history."
        case let .notFound(endpoint, base):
            return
                "WakaTime answered 404 for \(endpoint): the base URL is probably wrong. WAKATIME_API_URL is '\(base)'; it should be https://wakatime.com/api/v1, or for Wakapi https://wakapi.dev/api/compat/wakatime/v1."
        case .answer(let problem):
            return problem.sentence(
                service: "WakaTime", baseVariable: "WAKATIME_API_URL", expected: "a WakaTime-compatible API")
        }
    }
}
