import DigestCore
import DigestRender
import DigestSources
import Foundation

/// A plain JSON webhook (`DIGEST_WEBHOOK_URL`): the week's values for a program to read, with an
/// `Idempotency-Key` that is the same each time this week goes to it.
struct WebhookChannel: NotifyChannel {
    /// The address: a secret.
    let url: URL

    let name = "webhook"
    var shown: String { "the webhook (\(url.host ?? ""))" }
    var secrets: [String] { Self.secrets(of: url) }
    /// The receiver keeps one delivery for an `Idempotency-Key`, as the key asks of it.
    var resendIsSafe: Bool { true }

    /// The JSON posted: the week's fields, and beside them each section's count by its key
    /// (`commits`, `articles`, `links`), when the week counted it.
    struct Body: Encodable {
        struct Fields: Encodable {
            var week, title, range, summary, text: String
            var url: String?
            var codingSeconds: Int?
            var goal: Goal?
            var reading: [Article]
        }
        struct Goal: Encodable {
            var met: Bool
            var text: String
        }
        struct Article: Encodable {
            var title, url: String
        }
        var fields: Fields
        var counts: [(key: String, value: Int)]

        func encode(to encoder: any Encoder) throws {
            try fields.encode(to: encoder)
            var container = encoder.container(keyedBy: NamedKey.self)
            for count in counts { try container.encode(count.value, forKey: NamedKey(count.key)) }
        }
    }

    /// A plain webhook has no request that does not post.
    func probe(timeout: Double) -> (request: HTTPRequest, works: @Sendable (HTTPResponse) -> Bool)? { nil }

    func request(_ message: WeekNotification, key: String, timeout: Double) -> HTTPRequest {
        let body = Body(
            fields: Body.Fields(
                week: message.week, title: message.title, range: message.range, summary: message.numbers,
                text: message.plainText, url: message.pageURL, codingSeconds: message.summary.codingSeconds,
                goal: message.goal.map { Body.Goal(met: message.goalMet == true, text: $0) },
                reading: message.reading.map { Body.Article(title: $0.title, url: $0.url) }),
            counts: WeekSections.counts.compactMap { count in count.value(message.summary).map { (count.key, $0) } })
        return HTTPRequest(
            url: url, method: "POST", headers: ["Content-Type": "application/json", "Idempotency-Key": key],
            body: Self.json(body), timeout: timeout, carriesCredential: true, hidesPath: true, postsOnce: true)
    }
}
