import DigestCore
import Foundation

/// Reads buckets and events through ActivityWatch's REST API (`<ACTIVITYWATCH_URL>/api/0`).
package struct ActivityWatchClient: Sendable {
    /// The most bytes of one bucket's week of events: a week of heartbeats is a few megabytes.
    static let maximumEventBytes = 64 * 1024 * 1024

    let base: APIBase
    /// `ACTIVITYWATCH_API_KEY`, when the server asks for one (a secret).
    let key: String?
    let http: HTTPClient
    let timeout: Double

    /// Creates a client for the server at `base`.
    package init(base: APIBase, key: String?, http: HTTPClient, timeout: Double = 30) {
        self.base = base
        self.key = key?.trimmingCharacters(in: .whitespacesAndNewlines)
        self.http = http
        self.timeout = timeout
    }

    /// `GET /api/0/buckets/`: every bucket by its id.
    func buckets() async throws(ActivityWatchError) -> [String: ActivityWatchWire.Bucket] {
        let response = try await get(base.url("/api/0/buckets/"))
        guard let buckets = try? JSONDecoder().decode([String: ActivityWatchWire.Bucket].self, from: response.body)
        else {
            throw .notActivityWatch(
                endpoint: "GET /api/0/buckets/", base: base.description,
                detail: "its answer is not a list of buckets: \(redactor.redact(response.bodyPreview()))")
        }
        return buckets
    }

    /// `GET /api/0/buckets/<id>/events?start=&end=&limit=-1`: every event of `window`.
    func events(_ bucket: String, in window: DateInterval) async throws(ActivityWatchError)
        -> LossyArray<ActivityWatchWire.Event>
    {
        let id = bucket.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? bucket
        let url = base.url(
            "/api/0/buckets/\(id)/events",
            query: [
                ("start", ISOTimestamp.string(window.start)), ("end", ISOTimestamp.string(window.end)), ("limit", "-1"),
            ])
        let response = try await get(url, maximumBytes: Self.maximumEventBytes)
        guard let events = try? JSONDecoder().decode(LossyArray<ActivityWatchWire.Event>.self, from: response.body)
        else {
            throw .notActivityWatch(
                endpoint: "GET /api/0/buckets/<id>/events", base: base.description,
                detail: "its answer is not a list of events: \(redactor.redact(response.bodyPreview()))")
        }
        return events
    }

    /// The 2xx answer at `url`; any other status becomes the ``ActivityWatchError`` naming its fix.
    func get(_ url: URL, maximumBytes: Int = HTTPRequest.defaultMaximumBodyBytes) async throws(ActivityWatchError)
        -> HTTPResponse
    {
        var headers: [String: String] = [:]
        if let key, !key.isEmpty { headers["Authorization"] = "Bearer " + key }
        let request = HTTPRequest(url: url, headers: headers, timeout: timeout, maximumBodyBytes: maximumBytes)
        let response = try await http.send(
            request, resetHeaders: [],
            rateLimited: { _ in ActivityWatchError.answer(.http(.rateLimited(endpoint: request.endpoint, retryAt: nil)))
            },
            failed: { ActivityWatchError.answer(.http($0)) })
        switch response.status {
        case 200..<300: return response
        case 401, 403: throw .keyRejected(status: response.status, hasKey: key?.isEmpty == false)
        case 404:
            throw .notActivityWatch(
                endpoint: request.endpoint, base: base.description,
                detail: "404: \(redactor.redact(response.bodyPreview()))")
        default:
            throw .answer(
                .status(response, endpoint: request.endpoint, preview: redactor.redact(response.bodyPreview())))
        }
    }

    /// The key blanked from anything an answer echoes.
    var redactor: SecretRedactor { SecretRedactor([key].compactMap { $0 }) }
}
