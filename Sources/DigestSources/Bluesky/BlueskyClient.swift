import DigestCore
import Foundation

/// Reads an account's own posts from Bluesky's public AppView, with no key:
/// `app.bsky.feed.getAuthorFeed`, one page at a time.
package struct BlueskyClient: Sendable {
    /// `https://public.api.bsky.app`.
    package static let defaultBase = "https://public.api.bsky.app"
    /// The most posts a page holds.
    static let pageSize = 100
    /// The AppView's rate-limit reset header (UNIX epoch seconds), honoured on 429.
    static let resetHeaders = ["ratelimit-reset"]

    let base: APIBase
    let http: HTTPClient
    let timeout: Double

    /// Creates a client for the AppView at `base`.
    package init(base: APIBase, http: HTTPClient, timeout: Double = 30) {
        self.base = base
        self.http = http
        self.timeout = timeout
    }

    /// `GET /xrpc/app.bsky.feed.getAuthorFeed` for `actor` (a handle or a DID), posts and
    /// replies, after `cursor` when given.
    func feedURL(_ actor: String, cursor: String?, limit: Int = pageSize) -> URL {
        var items = [("actor", actor), ("limit", String(limit)), ("filter", "posts_with_replies")]
        if let cursor { items.append(("cursor", cursor)) }
        return base.url("/xrpc/app.bsky.feed.getAuthorFeed", query: items)
    }

    /// One page of `actor`'s feed; an error status becomes the ``BlueskyError`` that names its fix.
    func page(_ actor: String, cursor: String?, limit: Int = pageSize) async throws(BlueskyError)
        -> BlueskyWire.FeedPage
    {
        let request = HTTPRequest(url: feedURL(actor, cursor: cursor, limit: limit), timeout: timeout)
        let response = try await http.send(
            request, resetHeaders: Self.resetHeaders, rateLimited: { BlueskyError.rateLimited(resetAt: $0) },
            failed: { BlueskyError.answer(.http($0)) })
        if response.isSuccess {
            do {
                return try JSONDecoder().decode(BlueskyWire.FeedPage.self, from: response.body)
            } catch {
                throw .answer(.malformed(response, endpoint: request.endpoint, redactor: SecretRedactor([])))
            }
        }
        let problem = try? JSONDecoder().decode(BlueskyWire.Problem.self, from: response.body)
        let detail = problem?.summary ?? response.bodyPreview()
        switch (response.status, problem?.error) {
        case (400, "BlockedActor"), (400, "BlockedByActor"), (400, "AccountTakedown"), (400, "AccountDeactivated"):
            throw .unavailable(actor: actor, detail: detail)
        case (400, _) where detail.lowercased().contains("profile not found"):
            throw .unknownActor(actor)
        case (400, _): throw .refused(detail: detail)
        case (429, _):
            throw .rateLimited(
                resetAt: response.header("ratelimit-reset").flatMap(Double.init).map(Date.init(timeIntervalSince1970:)))
        case (404, _): throw .notFound(endpoint: request.endpoint, base: base.description)
        default: throw .answer(.status(response, endpoint: request.endpoint, preview: detail))
        }
    }
}
