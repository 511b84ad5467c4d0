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
    /// The post of `message`, carrying `key` (an `Idempotency-Key` header for every service, and
    /// Matrix's transaction id): the same each time this week goes to this channel.
    func request(_ message: WeekNotification, key: String, timeout: Double) -> HTTPRequest
    /// Why `response` is not an accepted post, or nil when it is.
    func refusal(_ response: HTTPResponse) -> String?
    /// A request that shows the channel works without posting to it (for `doctor`), and whether
    /// an answer says it does; nil when the service has no such request.
    func probe(timeout: Double) -> (request: HTTPRequest, works: @Sendable (HTTPResponse) -> Bool)?
}

extension NotifyChannel {
    /// A 2xx is accepted; anything else is named with the start of its body.
    func refusal(_ response: HTTPResponse) -> String? {
        guard !(200...299).contains(response.status) else { return nil }
        let body = String(decoding: response.body.prefix(200), as: UTF8.self)
        let text = SingleLine.squeezed(body, formatCharacters: true, limit: 200)
        return "answered \(response.status)\(text.isEmpty ? "" : ": \(text)")"
    }

    /// `value` as a JSON body.
    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(value)) ?? Data("{}".utf8), as: UTF8.self)
    }
}
