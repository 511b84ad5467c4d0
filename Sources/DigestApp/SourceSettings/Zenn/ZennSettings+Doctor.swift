import DigestCore
import DigestSources
import Foundation

extension ZennSettings {
    /// The topics, each feed read once: how many articles it lists, or why it cannot be read.
    func check(_ context: SourceContext, into report: inout DoctorReport) async {
        report.add(
            "Zenn",
            "configured, topics \(topics.joined(separator: ", ")), base URL \(base); with the other reading sources', at most \(context.readingListLimit) articles (DIGEST_READING_LIST_MAX)"
        )
        for (topic, result) in await source(context).verify() {
            switch result {
            case .success(let count):
                report.add("", "✓ topic \(topic): its feed lists \(count) \(count == 1 ? "article" : "articles")")
            case .failure(let error):
                switch error {
                case .unknownTopic, .notAFeed: report.problem("", error.description, status: .usage)
                default: report.problem("", error.description, status: .failure)
                }
            }
        }
    }
}
