import DigestCore
import Foundation

/// Talks to X API v2 with an app bearer token, one page at a time: recent search, or your own
/// timeline (`XClient+Timeline`).
package struct XClient: Sendable {
    /// `https://api.x.com/2`.
    package static let defaultBase = "https://api.x.com/2"
    /// The most posts recent search returns on a page.
    static let maxResults = 100
    /// X's rate-limit reset header (UNIX epoch seconds), honoured on 429.
    static let resetHeaders = ["x-rate-limit-reset"]

    let base: APIBase
    let token: String
    let http: HTTPClient
    let timeout: Double

    /// Creates a client for the API at `base` with the secret `token`.
    package init(base: APIBase, token: String, http: HTTPClient, timeout: Double = 30) {
        self.base = base
        self.token = token.trimmingCharacters(in: .whitespacesAndNewlines)
        self.http = http
        self.timeout = timeout
    }

    /// `GET /tweets/search/recent` for `query` in `[start, end)`, after `nextToken` when given.
    func searchURL(_ query: XQuery, from start: Date, to end: Date, nextToken: String?) -> URL {
        var items = [
            ("query", query.text), ("start_time", ISOTimestamp.string(start)), ("end_time", ISOTimestamp.string(end)),
            ("max_results", String(Self.maxResults)),
            ("tweet.fields", "created_at,entities,public_metrics,referenced_tweets,attachments"),
        ]
        if let nextToken { items.append(("next_token", nextToken)) }
        return base.url("/tweets/search/recent", query: items)
    }

    /// Which endpoint an answer comes from: it says what a 403 means.
    enum Endpoint: Sendable {
        case search, lookup, timeline
    }

    /// One page of the search.
    func page(_ url: URL) async throws(XError) -> XWire.SearchPage {
        try await answer(url, endpoint: .search)
    }

    /// The answer at `url`, decoded; an error status becomes the ``XError`` that names its fix.
    func answer<Answer: Decodable>(_ url: URL, endpoint: Endpoint) async throws(XError) -> Answer {
        let request = HTTPRequest(url: url, headers: ["Authorization": "Bearer " + token], timeout: timeout)
        let response = try await http.send(
            request, resetHeaders: Self.resetHeaders, rateLimited: { XError.rateLimited(resetAt: $0) },
            failed: { XError.answer(.http($0)) })
        if response.isSuccess {
            do {
                return try JSONDecoder().decode(Answer.self, from: response.body)
            } catch {
                throw .answer(.malformed(response, endpoint: request.endpoint, redactor: redactor))
            }
        }
        let problem = try? JSONDecoder().decode(XWire.Problem.self, from: response.body)
        let detail = redactor.redact(problem?.summary ?? response.bodyPreview())
        switch response.status {
        case 401: throw .tokenRejected
        case 403: throw endpoint == .search ? .notEnrolled(detail: detail) : .timelineForbidden(detail: detail)
        case 429:
            throw .rateLimited(
                resetAt: response.header("x-rate-limit-reset").flatMap(Double.init).map(
                    Date.init(timeIntervalSince1970:)))
        case 400: throw .invalidQuery(detail: detail)
        case 404: throw .notFound(endpoint: request.endpoint, base: base.description)
        default: throw .answer(.status(response, endpoint: request.endpoint, preview: detail))
        }
    }

    /// Checks the token and the query with one search over the last hour, for `doctor`.
    package func verify(_ query: XQuery, now: Date) async throws(XError) -> String {
        let url = searchURL(
            query, from: now.addingTimeInterval(-3600), to: now.addingTimeInterval(-XSource.endMargin), nextToken: nil)
        _ = try await page(url)
        return HTTPRequest(url: url).endpoint
    }

    /// The token blanked from anything an answer echoes.
    var redactor: SecretRedactor { SecretRedactor([token]) }
}
