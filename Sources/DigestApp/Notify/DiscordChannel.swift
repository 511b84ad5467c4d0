import DigestRender
import DigestSources
import Foundation

/// A Discord webhook (`DISCORD_WEBHOOK_URL`), called with `wait=true` so that it answers the
/// message it made: one embed (the title linking to the week's page, the week in Markdown), and
/// no mention of anyone, whatever a title says (`allowed_mentions`).
struct DiscordChannel: NotifyChannel {
    /// The webhook's address: a secret.
    let url: URL

    let name = "discord"
    var shown: String { "Discord (\(url.host ?? ""))" }
    var secrets: [String] { Self.secrets(of: url) }

    struct Body: Encodable {
        struct Embed: Encodable {
            var title: String
            var url: String?
            var description: String
        }
        struct Mentions: Encodable {
            var parse: [String] = []
        }
        var content = ""
        var embeds: [Embed]
        var allowed_mentions = Mentions()
    }

    /// The webhook itself (`GET`), which Discord answers without posting.
    func probe(timeout: Double) -> (request: HTTPRequest, works: @Sendable (HTTPResponse) -> Bool)? {
        (
            HTTPRequest(url: url, timeout: timeout, carriesCredential: true, hidesPath: true),
            { (200...299).contains($0.status) }
        )
    }

    func request(_ message: WeekNotification, key: String, timeout: Double) -> HTTPRequest {
        // An embed's title holds 256 characters and its description 4 096.
        let embed = Body.Embed(
            title: String(message.title.prefix(256)), url: message.pageURL,
            description: String(message.markdown.prefix(4096)))
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let items = (components?.queryItems ?? []).filter { $0.name != "wait" }
        components?.queryItems = items + [URLQueryItem(name: "wait", value: "true")]
        return HTTPRequest(
            url: components?.url ?? url, method: "POST",
            headers: ["Content-Type": "application/json", "Idempotency-Key": key],
            body: Self.json(Body(embeds: [embed])), timeout: timeout, carriesCredential: true, hidesPath: true,
            postsOnce: true)
    }
}
