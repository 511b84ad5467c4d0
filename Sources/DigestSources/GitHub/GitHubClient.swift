import DigestCore
import Foundation

/// Asks GitHub's GraphQL API (`POST <GITHUB_API_URL>/graphql`) for a user's contributions: one
/// request a week (``GitHubQuery``), with the token sent to that origin alone.
package struct GitHubClient: Sendable {
    let base: APIBase
    /// `GITHUB_TOKEN` (a secret).
    let token: String
    let http: HTTPClient
    let timeout: Double

    /// Creates a client for the API at `base`.
    package init(base: APIBase, token: String, http: HTTPClient, timeout: Double = 30) {
        self.base = base
        self.token = token.trimmingCharacters(in: .whitespacesAndNewlines)
        self.http = http
        self.timeout = timeout
    }

    /// `POST <base>/graphql`.
    var url: URL { base.url("/graphql") }

    /// The answer to `query`'s request: its data, or the ``GitHubError`` that names the fix.
    func send(_ query: GitHubQuery) async throws(GitHubError) -> GitHubWire.DataField {
        let body = String(decoding: (try? JSONEncoder().encode(query)) ?? Data(), as: UTF8.self)
        let request = HTTPRequest(
            url: url, method: "POST",
            headers: ["Authorization": "Bearer " + token, "Content-Type": "application/json"], body: body,
            timeout: timeout)
        let response = try await http.send(
            request, resetHeaders: ["x-ratelimit-reset"], rateLimited: { GitHubError.rateLimited(resetAt: $0) },
            failed: { GitHubError.answer(.http($0)) })
        let answer = try? JSONDecoder().decode(GitHubWire.Answer.self, from: response.body)
        let detail = redactor.redact(
            answer?.errors?.compactMap(\.message).first ?? answer?.message
                ?? SingleLine.squeezed(response.bodyPreview(), formatCharacters: true, limit: 100))
        guard response.isSuccess else {
            switch response.status {
            case 401: throw .tokenRejected(detail: detail)
            case 403 where response.header("x-ratelimit-remaining") == "0", 429:
                throw .rateLimited(resetAt: Self.reset(response))
            case 403: throw .forbidden(detail: detail)
            default: throw .answer(.status(response, endpoint: request.endpoint, preview: detail))
            }
        }
        guard let answer else { throw .answer(.malformed(response, endpoint: request.endpoint, redactor: redactor)) }
        let kinds = Set((answer.errors ?? []).compactMap(\.type))
        if kinds.contains("NOT_FOUND") { throw .unknownUser(query.variables["login"] ?? "") }
        if kinds.contains("RATE_LIMITED") { throw .rateLimited(resetAt: Self.reset(response)) }
        guard let data = answer.data, data.user != nil else {
            if answer.errors?.isEmpty == false { throw .query(detail: detail) }
            throw .unknownUser(query.variables["login"] ?? "")
        }
        return data
    }

    /// When the limit resets, from `x-ratelimit-reset` (UNIX seconds).
    static func reset(_ response: HTTPResponse) -> Date? {
        response.header("x-ratelimit-reset").flatMap(Double.init).map { Date(timeIntervalSince1970: $0) }
    }

    /// The token blanked from anything an answer echoes.
    var redactor: SecretRedactor { SecretRedactor([token]) }
}
