import DigestCore
import Foundation

/// Talks to Qiita API v2: the week's search for one tag, page by page, and a tag's existence.
///
/// Sends `Authorization: Bearer` when a token is set; reads the rate-limit headers of every answer.
package struct QiitaClient: Sendable {
    /// `https://qiita.com/api/v2`.
    package static let defaultBase = "https://qiita.com/api/v2"
    /// The most articles Qiita returns on a page.
    static let perPage = 100
    /// The last page Qiita serves (so at most 10 000 articles per query).
    static let lastPage = 100
    /// The rate-limit reset header, read when a 429 asks to wait.
    static let resetHeaders = ["Rate-Reset"]

    let base: APIBase
    let token: String?
    let http: HTTPClient
    let timeout: Double
    /// A page of 100 articles carries each body twice (Markdown and HTML): allow 32 MB.
    let maximumBodyBytes: Int

    /// Creates a client for the API at `base`, with the secret `token` when there is one.
    package init(
        base: APIBase, token: String?, http: HTTPClient, timeout: Double = 30, maximumBodyBytes: Int = 32 << 20
    ) {
        self.base = base
        self.token = token.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
        self.http = http
        self.timeout = timeout
        self.maximumBodyBytes = maximumBodyBytes
    }

    /// Whether a token raises the limit to 1000 requests an hour.
    package var hasToken: Bool { token != nil }

    /// `GET /items?page=1&per_page=100&query=tag:<tag> created:>=<first> created:<=<last>`.
    func searchURL(tag: String, from first: LocalDate, to last: LocalDate) -> URL {
        base.url(
            "/items",
            query: [
                ("page", "1"), ("per_page", String(Self.perPage)),
                ("query", "tag:\(tag) created:>=\(first) created:<=\(last)"),
            ])
    }

    /// The same search at `page` (when the answer had no `Link` header to follow).
    func url(_ url: URL, atPage page: Int) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        let kept = (components.percentEncodedQueryItems ?? []).filter { $0.name != "page" }
        components.percentEncodedQueryItems = [URLQueryItem(name: "page", value: String(page))] + kept
        return components.url ?? url
    }

    /// Whether a `Link` target may be followed: same scheme, host and port as the base, so the
    /// token never goes anywhere else.
    func mayFollow(_ url: URL) -> Bool {
        url.scheme?.lowercased() == base.url.scheme?.lowercased()
            && url.host?.lowercased() == base.url.host?.lowercased() && url.port == base.url.port
    }

    /// One page of articles at `url`.
    func page(_ url: URL) async throws(QiitaError) -> QiitaPage {
        let (response, endpoint) = try await get(url)
        let decoded: LossyArray<QiitaWire.Item>
        do {
            decoded = try JSONDecoder().decode(LossyArray<QiitaWire.Item>.self, from: response.body)
        } catch {
            throw .answer(.malformed(response, endpoint: endpoint, redactor: redactor))
        }
        let links = response.header("Link").map { LinkHeader.targets($0, relativeTo: url) }
        return QiitaPage(
            items: decoded.items, skipped: decoded.skipped, hasLinks: links?.isEmpty == false, next: links?["next"],
            totalCount: response.header("Total-Count").flatMap(QiitaRate.integer), rate: QiitaRate(response))
    }

    /// Whether Qiita knows `tag` (`GET /tags/<tag>`), with the rate reading of the answer.
    func tagExists(_ tag: String) async throws(QiitaError) -> (Bool, QiitaRate?) {
        do {
            let (response, _) = try await get(base.url("/tags/" + Self.pathComponent(tag)))
            return (true, QiitaRate(response))
        } catch .notFound {
            return (false, nil)
        }
    }

    /// `GET /authenticated_user`: whether the token works, and whose it is.
    package func verifyToken() async throws(QiitaError) -> (user: String, rate: QiitaRate?) {
        let (response, _) = try await get(base.url("/authenticated_user"))
        let user = (try? JSONDecoder().decode(QiitaWire.User.self, from: response.body))?.id ?? "?"
        return (user, QiitaRate(response))
    }

    /// Checks that `tag` exists, for `doctor`.
    package func verifyTag(_ tag: String) async throws(QiitaError) -> QiitaRate? {
        let (exists, rate) = try await tagExists(tag)
        guard exists else { throw .unknownTag(tag) }
        return rate
    }

    /// One GET; any status but 2xx becomes the error it means.
    func get(_ url: URL) async throws(QiitaError) -> (HTTPResponse, String) {
        var headers: [String: String] = [:]
        if let token { headers["Authorization"] = "Bearer " + token }
        let request = HTTPRequest(url: url, headers: headers, timeout: timeout, maximumBodyBytes: maximumBodyBytes)
        let response = try await http.send(
            request, resetHeaders: Self.resetHeaders, rateLimited: { QiitaError.rateLimited(resetAt: $0) },
            failed: { QiitaError.answer(.http($0)) })
        switch response.status {
        case 200...299: return (response, request.endpoint)
        case 401: throw .tokenRejected
        case 403, 429: throw .rateLimited(resetAt: QiitaRate(response)?.resetAt ?? Self.resetAt(response))
        case 404: throw .notFound(endpoint: request.endpoint, base: base.description)
        case 400: throw .refused(endpoint: request.endpoint, message: message(response))
        default: throw .answer(.status(response, endpoint: request.endpoint, preview: message(response)))
        }
    }

    static func resetAt(_ response: HTTPResponse) -> Date? {
        response.header("Rate-Reset").flatMap(QiitaRate.integer).map { Date(timeIntervalSince1970: Double($0)) }
    }

    /// Qiita's `message`, or the start of the body.
    func message(_ response: HTTPResponse) -> String {
        let body = try? JSONDecoder().decode(QiitaWire.ErrorBody.self, from: response.body)
        let text =
            body?.message.map { SingleLine.squeezed($0, formatCharacters: true, limit: 200) } ?? response.bodyPreview()
        return redactor.redact(text)
    }

    var redactor: SecretRedactor { SecretRedactor(token.map { [$0] } ?? []) }

    /// `tag` encoded as one path segment (`c#` → `c%23`, `CI/CD` → `CI%2FCD`).
    static func pathComponent(_ tag: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/;%")
        return tag.addingPercentEncoding(withAllowedCharacters: allowed) ?? tag
    }
}
