import DigestRender
import DigestSources
import Foundation

/// A Slack incoming webhook (`SLACK_WEBHOOK_URL`): `{"text", "blocks"}`.
///
/// The week in mrkdwn in one section, with the plain text for notifications. Slack answers `ok`; its errors
/// (`invalid_payload`, `action_prohibited`, `no_service`, `channel_is_archived`) are named.
struct SlackChannel: NotifyChannel {
    /// The webhook's address: a secret.
    let url: URL

    let name = "slack"
    var shown: String { "Slack (\(url.host ?? ""))" }
    var secrets: [String] { Self.secrets(of: url) }

    struct Body: Encodable {
        struct Block: Encodable {
            struct Text: Encodable {
                var type = "mrkdwn"
                var text: String
            }
            var type = "section"
            var text: Text
        }
        var text: String
        var blocks: [Block]
    }

    /// An empty payload, which Slack refuses without posting: `400 invalid_payload` or `no_text`
    /// from a webhook that exists, `403` or `404` from one that does not.
    func probe(timeout: Double) -> (request: HTTPRequest, works: @Sendable (HTTPResponse) -> Bool)? {
        (
            HTTPRequest(
                url: url, method: "POST", headers: ["Content-Type": "application/json"], body: "{}", timeout: timeout,
                carriesCredential: true, hidesPath: true),
            { $0.status == 400 }
        )
    }

    func request(_ message: WeekNotification, key: String, timeout: Double) -> HTTPRequest {
        // A section holds at most 3 000 characters.
        let body = Body(
            text: message.plainText,
            blocks: [Body.Block(text: Body.Block.Text(text: String(message.slackMarkdown.prefix(3000))))])
        return HTTPRequest(
            url: url, method: "POST", headers: ["Content-Type": "application/json", "Idempotency-Key": key],
            body: Self.json(body),
            timeout: timeout, carriesCredential: true, hidesPath: true, postsOnce: true)
    }
}
