import DigestCore
import DigestRender
import DigestSources
import Foundation

/// A place `notify` posts the week to: its request, and what its answer means.
protocol NotifyChannel: Sendable {
    /// `ntfy`, `slack`, `discord`, `matrix` or `webhook`: the ledger's name for it.
    var name: String { get }
    /// How messages name it: the service and its host, never a secret part of its address.
    var shown: String { get }
    /// What a message must never quote: its token, its address's secret path.
    var secrets: [String] { get }
    /// Whether a post that may have arrived can be sent again safely: the service keeps one
    /// message for the key it carries (Matrix's transaction id, a webhook's `Idempotency-Key`).
    var resendIsSafe: Bool { get }
    /// The post of `message`, carrying `key` (an `Idempotency-Key` header for every service, and
    /// Matrix's transaction id): the same each time this week goes to this channel.
    func request(_ message: WeekNotification, key: String, timeout: Double) -> HTTPRequest
    /// Why `response` to the post to `address` is not an accepted post, or nil when it is.
    func refusal(_ response: HTTPResponse, to address: URL) -> String?
    /// A request that shows the channel works without posting to it (for `doctor`), and whether
    /// an answer says it does; nil when the service has no such request.
    func probe(timeout: Double) -> (request: HTTPRequest, works: @Sendable (HTTPResponse) -> Bool)?
}

extension NotifyChannel {
    var resendIsSafe: Bool { false }

    /// A 2xx to the post itself is accepted; a redirect (not followed) is named by where it
    /// points, its origin alone; anything else by the start of its body, every secret blanked.
    func refusal(_ response: HTTPResponse, to address: URL) -> String? {
        guard !(200...299).contains(response.status) else { return nil }
        if (300...399).contains(response.status) {
            let target =
                response.header("location").flatMap { URL(string: $0, relativeTo: address)?.absoluteString }
                .map { " to " + RedirectRule.origin($0) } ?? ""
            return
                "answered \(response.status), a redirect\(target) that is not followed (only a 2xx to the post itself counts): check the address you set"
        }
        let body = SecretRedactor(secrets).redact(String(decoding: response.body.prefix(400), as: UTF8.self))
        let text = SingleLine.squeezed(body, formatCharacters: true, limit: 200)
        return "answered \(response.status)\(text.isEmpty ? "" : ": \(text)")"
    }

    /// The secret parts of a webhook's address: its path and query, and each part of the path
    /// that holds a digit or is long (an id, a token).
    static func secrets(of url: URL) -> [String] {
        let parts = url.path.split(separator: "/").map(String.init).filter { part in
            part.count >= 20 || part.contains(where: \.isNumber)
        }
        return [url.path, url.query ?? ""] + parts
    }

    /// `value` as a JSON body.
    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(value)) ?? Data("{}".utf8), as: UTF8.self)
    }
}
