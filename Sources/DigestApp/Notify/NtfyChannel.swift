import DigestRender
import DigestSources
import Foundation

/// An ntfy topic (`NTFY_URL`, `NTFY_TOKEN` when the topic is protected): the week published as
/// JSON to the server (`{"topic", "title", "message", "markdown", "click", "tags"}`), its message
/// in Markdown, the week's page opened on a tap.
struct NtfyChannel: NotifyChannel {
    /// The server, without the topic: `https://ntfy.sh`.
    let server: URL
    /// The topic.
    let topic: String
    /// The access token, for a protected topic.
    let token: String?

    let name = "ntfy"
    var shown: String { "ntfy (\(server.host ?? ""))" }
    /// The token, and the topic: on a public server, whoever knows its name can read it.
    var secrets: [String] { [token ?? "", topic] }

    struct Body: Encodable {
        var topic, title, message: String
        var markdown = true
        var click: String?
        var tags = ["bar_chart"]
    }

    /// The topic's access check with the token (`GET /<topic>/auth`), else the server's health.
    func probe(timeout: Double) -> (request: HTTPRequest, works: @Sendable (HTTPResponse) -> Bool)? {
        let path = token == nil ? "v1/health" : "\(topic)/auth"
        return (
            HTTPRequest(
                url: server.appendingPathComponent(path),
                headers: token.map { ["Authorization": "Bearer \($0)"] } ?? [:], timeout: timeout),
            { (200...299).contains($0.status) }
        )
    }

    func request(_ message: WeekNotification, key: String, timeout: Double) -> HTTPRequest {
        let body = Body(
            topic: topic, title: message.title, message: message.markdown, click: message.pageURL)
        return HTTPRequest(
            url: server, method: "POST",
            headers: ["Content-Type": "application/json", "Idempotency-Key": key].merging(
                token.map { ["Authorization": "Bearer \($0)"] } ?? [:]
            ) { $1 },
            body: Self.json(body), timeout: timeout, hidesPath: true, postsOnce: true)
    }
}
