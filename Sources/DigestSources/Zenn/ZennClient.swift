import DigestCore
import Foundation

/// Reads a Zenn topic's RSS feed, `<ZENN_URL>/topics/<topic>/feed`: no key, the newest articles.
package struct ZennClient: Sendable {
    /// `https://zenn.dev`.
    package static let defaultBase = "https://zenn.dev"

    let base: APIBase
    let http: HTTPClient
    let timeout: Double

    /// Creates a client for Zenn at `base`.
    package init(base: APIBase, http: HTTPClient, timeout: Double = 30) {
        self.base = base
        self.http = http
        self.timeout = timeout
    }

    /// `GET /topics/<topic>/feed`.
    func feedURL(_ topic: String) -> URL {
        base.url("/topics/" + topic + "/feed")
    }

    /// The topic's feed, read; an error status or a body that is not RSS becomes the ``ZennError``
    /// that names the topic and the fix.
    func feed(_ topic: String) async throws(ZennError) -> ZennFeed {
        let request = HTTPRequest(
            url: feedURL(topic),
            headers: ["Accept": "application/rss+xml, application/xml;q=0.9, text/xml;q=0.8"], timeout: timeout)
        let response = try await http.send(
            request, resetHeaders: [], rateLimited: { ZennError.rateLimited(topic: topic, resetAt: $0) },
            failed: { ZennError.answer(topic: topic, .http($0)) })
        guard response.isSuccess else {
            if response.status == 404 { throw .unknownTopic(topic) }
            throw .answer(topic: topic, .status(response, endpoint: request.endpoint, preview: response.bodyPreview()))
        }
        do {
            return try ZennFeed(data: response.body)
        } catch {
            let detail = error.detail(
                service: "Zenn", items: "articles", maximum: ZennFeed.maximumItems, preview: response.bodyPreview())
            throw .notAFeed(topic: topic, detail: detail)
        }
    }
}
