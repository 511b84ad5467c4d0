import DigestCore
import Foundation

/// Reads an account's own statuses through Mastodon's REST API: the account looked up by its
/// address, then its statuses a page at a time, paged by the `Link` header's `max_id`.
package struct MastodonClient: Sendable {
    /// The most statuses a page holds.
    static let pageSize = 40

    let base: APIBase
    /// `MASTODON_ACCESS_TOKEN`, for instances that read nothing to visitors (a secret).
    let token: String?
    let http: HTTPClient
    let timeout: Double

    /// Creates a client for the instance's API at `base`.
    package init(base: APIBase, token: String?, http: HTTPClient, timeout: Double = 30) {
        self.base = base
        self.token = token?.trimmingCharacters(in: .whitespacesAndNewlines)
        self.http = http
        self.timeout = timeout
    }

    /// `GET /api/v1/accounts/lookup?acct=alice@mastodon.social`.
    func lookupURL(_ account: String) -> URL {
        base.url("/api/v1/accounts/lookup", query: [("acct", account)])
    }

    /// `GET /api/v1/accounts/:id/statuses`, boosts left out, older than `maxID` when given.
    func statusesURL(_ id: String, maxID: String?, limit: Int = pageSize) -> URL {
        var items = [("limit", String(limit)), ("exclude_reblogs", "true")]
        if let maxID { items.append(("max_id", maxID)) }
        return base.url("/api/v1/accounts/" + id + "/statuses", query: items)
    }

    /// The account at `account` (`alice@mastodon.social`).
    func lookup(_ account: String) async throws(MastodonError) -> MastodonWire.Account {
        let (body, _) = try await get(lookupURL(account), account: account)
        do {
            return try JSONDecoder().decode(MastodonWire.Account.self, from: body)
        } catch {
            throw .notMastodon(
                endpoint: "GET /api/v1/accounts/lookup", base: base.description,
                detail: "its answer is not an account: \(redactor.redact(Self.preview(body)))")
        }
    }

    /// One page of statuses, and the `max_id` of the next (older) page when the `Link` header names one.
    func statuses(_ id: String, account: String, maxID: String?, limit: Int = pageSize) async throws(MastodonError)
        -> (page: LossyArray<MastodonWire.Status>, nextMaxID: String?)
    {
        let url = statusesURL(id, maxID: maxID, limit: limit)
        let (body, response) = try await get(url, account: account)
        let page: LossyArray<MastodonWire.Status>
        do {
            page = try JSONDecoder().decode(LossyArray<MastodonWire.Status>.self, from: body)
        } catch {
            throw .notMastodon(
                endpoint: "GET /api/v1/accounts/:id/statuses", base: base.description,
                detail: "its answer is not a list of statuses: \(redactor.redact(Self.preview(body)))")
        }
        // Only max_id is taken from the header: the address it names is never fetched as it is.
        let next = response.header("Link").flatMap { LinkHeader.targets($0, relativeTo: url)["next"] }
        let nextMaxID = next.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems }?
            .first { $0.name == "max_id" }?.value.flatMap { $0.isEmpty ? nil : $0 }
        return (page, nextMaxID)
    }

    /// The body of a 2xx answer at `url`; any other status becomes the ``MastodonError`` that names its fix.
    func get(_ url: URL, account: String) async throws(MastodonError) -> (Data, HTTPResponse) {
        var headers: [String: String] = [:]
        if let token, !token.isEmpty { headers["Authorization"] = "Bearer " + token }
        let request = HTTPRequest(url: url, headers: headers, timeout: timeout)
        let response = try await http.send(
            request, resetHeaders: [], rateLimited: { MastodonError.rateLimited(resetAt: $0) },
            failed: { MastodonError.answer(.http($0)) })
        if response.isSuccess { return (response.body, response) }
        let problem = try? JSONDecoder().decode(MastodonWire.Problem.self, from: response.body)
        let detail = redactor.redact(problem?.summary ?? Self.preview(response.body))
        let hasToken = token?.isEmpty == false
        switch response.status {
        case 401 where !hasToken, 403 where !hasToken:
            throw .needsToken(instance: base.url.host ?? base.description, detail: detail)
        case 401: throw .tokenRejected(detail: detail)
        case 403: throw .forbidden(detail: detail)
        case 404 where problem?.error != nil: throw .unknownAccount(account)
        case 404: throw .notMastodon(endpoint: request.endpoint, base: base.description, detail: "404: \(detail)")
        case 410: throw .gone(account)
        case 429:
            throw .rateLimited(resetAt: response.header("X-RateLimit-Reset").flatMap(ISOTimestamp.parse))
        default: throw .answer(.status(response, endpoint: request.endpoint, preview: detail))
        }
    }

    /// The start of `body` on one line.
    static func preview(_ body: Data) -> String {
        SingleLine.squeezed(String(decoding: body.prefix(120), as: UTF8.self), formatCharacters: true, limit: 100)
    }

    /// The token blanked from anything an answer echoes.
    var redactor: SecretRedactor { SecretRedactor([token].compactMap { $0 }) }
}
