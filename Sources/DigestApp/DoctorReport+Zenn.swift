import DigestCore
import DigestSources
import Foundation

extension DoctorReport {
    /// The topics, each feed read once: how many articles it lists, or why it cannot be read.
    mutating func checkZenn(_ config: Configuration) async {
        guard let settings = config.zenn else {
            add(
                "Zenn",
                "not configured: set ZENN_TOPICS to the Zenn topics you follow, e.g. ZENN_TOPICS=swift,ios (no key needed)."
            )
            return
        }
        add(
            "Zenn",
            "configured, topics \(settings.topics.joined(separator: ", ")), base URL \(settings.base); with Qiita's, at most \(config.readingListLimit) articles (QIITA_MAX_ARTICLES)"
        )
        for (topic, result) in await settings.source(http: checkClient(config), timeout: config.httpTimeout).verify() {
            switch result {
            case .success(let count):
                add("", "✓ topic \(topic): its feed lists \(count) \(count == 1 ? "article" : "articles")")
            case .failure(let error):
                switch error {
                case .unknownTopic, .notAFeed: problem("", error.description, status: .usage)
                default: problem("", error.description, status: .failure)
                }
            }
        }
    }
}
