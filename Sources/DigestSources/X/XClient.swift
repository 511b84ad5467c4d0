import DigestCore
import Foundation

/// Talks to X API v2 with an app bearer token or the app owner's user-context credentials (each
/// request signed, OAuth 1.0a), one page at a time: recent search, or your own timeline
/// (`XClient+Timeline`).
package struct XClient: Sendable {
    /// `https://api.x.com/2`.
    package static let defaultBase = "https://api.x.com/2"
    /// The most posts recent search returns on a page.
    static let maxResults = 100
    /// X's rate-limit reset header (UNIX epoch seconds), honoured on 429.
    static let resetHeaders = ["x-rate-limit-reset"]

    let base: APIBase
    let credentials: XCredentials
    let http: HTTPClient
    let timeout: Double
    /// A fresh nonce for each signed request.
    let nonce: @Sendable () -> String

    /// Creates a client for the API at `base` with `credentials`; `nonce` makes each signed
    /// request's nonce (32 random letters and digits unless a test pins it).
    package init(
        base: APIBase, credentials: XCredentials, http: HTTPClient, timeout: Double = 30,
        nonce: @escaping @Sendable () -> String = XClient.randomNonce
    ) {
        self.base = base
        switch credentials {
        case .bearer(let token): self.credentials = .bearer(token.trimmingCharacters(in: .whitespacesAndNewlines))
        case .owner: self.credentials = credentials
        }
        self.http = http
        self.timeout = timeout
        self.nonce = nonce
    }

    /// Creates a client for the API at `base` with the app's bearer `token`.
    package init(base: APIBase, token: String, http: HTTPClient, timeout: Double = 30) {
        self.init(base: base, credentials: .bearer(token), http: http, timeout: timeout)
    }

    /// 32 random ASCII letters and digits.
    package static func randomNonce() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var generator = SystemRandomNumberGenerator()
        return String((0..<32).map { _ in alphabet[Int(generator.next(upperBound: UInt(alphabet.count)))] })
    }

    /// The `Authorization` header of a GET of `url`: the bearer token, or a fresh OAuth 1.0a signature.
    func authorization(_ url: URL) -> String {
        switch credentials {
        case .bearer(let token): "Bearer " + token
        case .owner(let key):
            OAuth1Signer.authorization(
                method: "GET", url: url, key: key, nonce: nonce(),
                timestamp: Int(http.clock.now().timeIntervalSince1970))
        }
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
        let request = HTTPRequest(url: url, headers: ["Authorization": authorization(url)], timeout: timeout)
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
        case 401:
            if case .owner = credentials { throw .ownerCredentialsRejected(detail: detail) }
            throw .tokenRejected
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

    /// The secrets blanked from anything an answer echoes.
    var redactor: SecretRedactor { SecretRedactor(credentials.secrets) }
}
