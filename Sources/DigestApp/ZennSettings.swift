import DigestCore
import DigestSources
import Foundation

/// The Zenn settings: `ZENN_TOPICS` (comma-separated topic names, at most 20, like `QIITA_TAGS`)
/// turns the source on; `ZENN_URL` names another host.
struct ZennSettings {
    /// The topics, lowercased, each once, in order.
    var topics: [String]
    /// Zenn's base.
    var base: APIBase

    /// The most topics: each is one request a run.
    static let maximumTopics = 20

    /// The settings in `environment`, or nil when `ZENN_TOPICS` is unset.
    init?(environment: [String: String]) throws(RunError) {
        guard let value = Configuration.value("ZENN_TOPICS", in: environment) else { return nil }
        self.topics = try Self.topics(value)
        self.base = try Configuration.base("ZENN_URL", default: ZennClient.defaultBase, in: environment)
    }

    /// The topics in `value`: names of letters, digits, `-` and `_` (as in zenn.dev/topics/swift),
    /// `#` dropped, lowercased.
    static func topics(_ value: String) throws(RunError) -> [String] {
        var topics: [String] = []
        for part in value.split(separator: ",") {
            var topic = part.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            if topic.hasPrefix("#") { topic.removeFirst() }
            guard !topic.isEmpty else { continue }
            let isName =
                topic.count <= 100
                && topic.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
                }
            guard isName else {
                throw .usage(
                    "ZENN_TOPICS has '\(SingleLine.quotable(topic))', which is not a Zenn topic: list topic names (as in https://zenn.dev/topics/swift) separated by commas, e.g. ZENN_TOPICS=swift,ios."
                )
            }
            if !topics.contains(topic) { topics.append(topic) }
        }
        guard !topics.isEmpty else {
            throw .usage(
                "ZENN_TOPICS is set but names no topic: list topics separated by commas, e.g. ZENN_TOPICS=swift,ios, or unset it."
            )
        }
        guard topics.count <= maximumTopics else {
            throw .usage(
                "ZENN_TOPICS names \(topics.count) topics; at most \(maximumTopics) are read (one request each): keep the ones you follow most."
            )
        }
        return topics
    }

    /// The source over `http`, each request given `timeout` seconds.
    func source(http: HTTPClient, timeout: Int) -> ZennSource {
        ZennSource(client: ZennClient(base: base, http: http, timeout: Double(timeout)), topics: topics)
    }
}
