import DigestCore
import Foundation

/// Reads a user's public bookmarks, `<HATENA_URL>/<user>/bookmark.rss?page=N`: no key, newest first.
package struct HatenaClient: Sendable {
    /// `https://b.hatena.ne.jp`.
    package static let defaultBase = "https://b.hatena.ne.jp"

    let base: APIBase
    let http: HTTPClient
    let timeout: Double

    /// Creates a client for Hatena Bookmark at `base`.
    package init(base: APIBase, http: HTTPClient, timeout: Double = 30) {
        self.base = base
        self.http = http
        self.timeout = timeout
    }

    /// `GET /<user>/bookmark.rss`, with `?page=N` past the first.
    func pageURL(_ user: String, page: Int) -> URL {
        base.url("/" + user + "/bookmark.rss", query: page > 1 ? [("page", String(page))] : [])
    }

    /// Page `page` of the user's bookmarks, read; an error status or a body that is not RSS
    /// becomes the ``HatenaError`` that names the user and the fix.
    func page(_ user: String, page: Int) async throws(HatenaError) -> HatenaFeed {
        let request = HTTPRequest(
            url: pageURL(user, page: page),
            headers: ["Accept": "application/rss+xml, application/rdf+xml;q=0.9, application/xml;q=0.8"],
            timeout: timeout)
        let response = try await http.send(
            request, resetHeaders: [], rateLimited: { HatenaError.rateLimited(user: user, resetAt: $0) },
            failed: { HatenaError.answer(user: user, .http($0)) })
        guard response.isSuccess else {
            if response.status == 404 { throw .unknownUser(user) }
            throw .answer(user: user, .status(response, endpoint: request.endpoint, preview: response.bodyPreview()))
        }
        do {
            return try HatenaFeed(data: response.body)
        } catch {
            let detail = error.detail(
                service: "Hatena", items: "bookmarks", maximum: HatenaFeed.maximumItems, preview: response.bodyPreview()
            )
            throw .notAFeed(user: user, detail: detail)
        }
    }
}
