import DigestCore
import Foundation

/// Reads your events through GitLab's REST API (`<GITLAB_URL>/api/v4`): `GET /events` a page of
/// 100 at a time, paged by `X-Next-Page`, and each project they name once.
package struct GitLabClient: Sendable {
    /// The most events a page holds.
    static let pageSize = 100

    let base: APIBase
    /// `GITLAB_TOKEN` (a secret).
    let token: String
    let http: HTTPClient
    let timeout: Double

    /// Creates a client for the GitLab at `base` (its address; the API is under `/api/v4`).
    package init(base: APIBase, token: String, http: HTTPClient, timeout: Double = 30) {
        self.base = base
        self.token = token.trimmingCharacters(in: .whitespacesAndNewlines)
        self.http = http
        self.timeout = timeout
    }

    /// `GET /api/v4/events?after=&before=&per_page=100&page=`: the dates exclusive, as GitLab reads them.
    func eventsURL(after: String, before: String, page: Int) -> URL {
        base.url(
            "/api/v4/events",
            query: [
                ("after", after), ("before", before), ("per_page", String(Self.pageSize)), ("page", String(page)),
                ("sort", "asc"),
            ])
    }

    /// One page of your events, and the next page's number when `X-Next-Page` names one.
    func events(after: String, before: String, page: Int) async throws(GitLabError)
        -> (page: LossyArray<GitLabWire.Event>, next: Int?)
    {
        let url = eventsURL(after: after, before: before, page: page)
        let response = try await get(url)
        guard let events = try? JSONDecoder().decode(LossyArray<GitLabWire.Event>.self, from: response.body) else {
            throw .notGitLab(
                endpoint: "GET /api/v4/events", base: base.description,
                detail: "its answer is not a list of events: \(redactor.redact(response.bodyPreview()))")
        }
        let next = response.header("X-Next-Page").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        return (events, next)
    }

    /// The project `id`, or nil when GitLab will not say (gone, or the token may not read it).
    func project(_ id: Int) async throws(GitLabError) -> GitLabWire.Project? {
        let response = try await get(base.url("/api/v4/projects/\(id)"), missingIsNil: true)
        guard response.isSuccess else { return nil }
        return try? JSONDecoder().decode(GitLabWire.Project.self, from: response.body)
    }

    /// `GET /api/v4/user`: the token's user, for `doctor`.
    func user() async throws(GitLabError) -> String {
        let response = try await get(base.url("/api/v4/user"))
        struct User: Decodable { var username: String }
        guard let user = try? JSONDecoder().decode(User.self, from: response.body) else {
            throw .notGitLab(
                endpoint: "GET /api/v4/user", base: base.description,
                detail: "its answer is not a user: \(redactor.redact(response.bodyPreview()))")
        }
        return user.username
    }

    /// The 2xx answer at `url` (or a 403 or 404 when `missingIsNil`); any other status becomes the
    /// ``GitLabError`` that names its fix.
    func get(_ url: URL, missingIsNil: Bool = false) async throws(GitLabError) -> HTTPResponse {
        let request = HTTPRequest(url: url, headers: ["Authorization": "Bearer " + token], timeout: timeout)
        let response = try await http.send(
            request, resetHeaders: ["RateLimit-Reset"], rateLimited: { GitLabError.rateLimited(resetAt: $0) },
            failed: { GitLabError.answer(.http($0)) })
        if response.isSuccess { return response }
        let problem = try? JSONDecoder().decode(GitLabWire.Problem.self, from: response.body)
        let detail = redactor.redact(problem?.summary ?? response.bodyPreview())
        switch response.status {
        case 401: throw .tokenRejected(detail: detail)
        // A project the token may not read, or one gone: it is named by nobody.
        case 403 where missingIsNil, 404 where missingIsNil: return response
        case 403: throw .forbidden(detail: detail)
        case 404: throw .notGitLab(endpoint: request.endpoint, base: base.description, detail: "404: \(detail)")
        case 429: throw .rateLimited(resetAt: nil)
        default: throw .answer(.status(response, endpoint: request.endpoint, preview: detail))
        }
    }

    /// The token blanked from anything an answer echoes.
    var redactor: SecretRedactor { SecretRedactor([token]) }
}
