import DigestCore
import Foundation

/// Reads a user's own activities through Forgejo's (or Gitea's) API (`<FORGEJO_URL>/api/v1`): one
/// day a call, a page of ``pageSize`` at a time.
package struct ForgejoClient: Sendable {
    /// The most activities a page asks for.
    static let pageSize = 50

    let base: APIBase
    /// `FORGEJO_TOKEN`, when set (a secret): private repositories' activities need it.
    let token: String?
    let http: HTTPClient
    let timeout: Double

    /// Creates a client for the server at `base` (its address; the API is under `/api/v1`).
    package init(base: APIBase, token: String?, http: HTTPClient, timeout: Double = 30) {
        self.base = base
        self.token = token?.trimmingCharacters(in: .whitespacesAndNewlines)
        self.http = http
        self.timeout = timeout
    }

    /// `GET /api/v1/users/{user}/activities/feeds?only-performed-by=true&date=&limit=&page=`.
    func feedURL(_ user: String, date: String, page: Int) -> URL {
        base.url(
            "/api/v1/users/\(user)/activities/feeds",
            query: [
                ("only-performed-by", "true"), ("date", date), ("limit", String(Self.pageSize)),
                ("page", String(page)),
            ])
    }

    /// One page of `user`'s activities of `date` (the server's day).
    func activities(_ user: String, date: String, page: Int) async throws(ForgejoError)
        -> LossyArray<ForgejoWire.Activity>
    {
        let url = feedURL(user, date: date, page: page)
        var headers: [String: String] = [:]
        if let token, !token.isEmpty { headers["Authorization"] = "token " + token }
        let request = HTTPRequest(url: url, headers: headers, timeout: timeout)
        let response = try await http.send(
            request, resetHeaders: [], rateLimited: { ForgejoError.rateLimited(resetAt: $0) },
            failed: { ForgejoError.answer(.http($0)) })
        let problem = try? JSONDecoder().decode(ForgejoWire.Problem.self, from: response.body)
        let detail = redactor.redact(problem?.message ?? response.bodyPreview())
        switch response.status {
        case 200..<300: break
        case 401, 403: throw .tokenRejected(status: response.status, detail: detail)
        case 404 where problem?.message != nil: throw .unknownUser(user)
        case 404:
            throw .notForgejo(
                endpoint: "GET /api/v1/users/{user}/activities/feeds", base: base.description, detail: "404: \(detail)")
        case 429: throw .rateLimited(resetAt: nil)
        default: throw .answer(.status(response, endpoint: request.endpoint, preview: detail))
        }
        guard let page = try? JSONDecoder().decode(LossyArray<ForgejoWire.Activity>.self, from: response.body) else {
            throw .notForgejo(
                endpoint: "GET /api/v1/users/{user}/activities/feeds", base: base.description,
                detail: "its answer is not a list of activities: \(redactor.redact(response.bodyPreview()))")
        }
        return page
    }

    /// The token blanked from anything an answer echoes.
    var redactor: SecretRedactor { SecretRedactor([token].compactMap { $0 }) }
}
