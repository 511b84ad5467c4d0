import DigestCore
import Foundation

/// Why a Zenn topic's feed could not be read; each description names the topic and the fix.
package enum ZennError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 404: Zenn has no such topic.
    case unknownTopic(String)
    /// 429 past the wait cap.
    case rateLimited(topic: String, resetAt: Date?)
    /// A 2xx that is not an RSS feed: malformed XML, HTML, another root, a DTD.
    case notAFeed(topic: String, detail: String)
    /// A 404 that is not Zenn's, a 5xx, another status, or no answer at all.
    case answer(topic: String, AnswerProblem)

    package var description: String {
        switch self {
        case .unknownTopic(let topic):
            return
                "Zenn has no topic '\(SingleLine.quotable(topic))' (404): check ZENN_TOPICS (a topic's name as in https://zenn.dev/topics/swift)."
        case .rateLimited(let topic, let resetAt?):
            return
                "Zenn's rate limit stopped the \(SingleLine.quotable(topic)) feed until \(HTTPError.utc(resetAt)); run again after that."
        case .rateLimited(let topic, nil):
            return "Zenn's rate limit stopped the \(SingleLine.quotable(topic)) feed; run again in a few minutes."
        case let .notAFeed(topic, detail):
            return
                "Zenn's answer for the topic \(SingleLine.quotable(topic)) is not an RSS feed (\(detail)): check ZENN_TOPICS, and that ZENN_URL points at Zenn."
        case let .answer(topic, problem):
            return "Topic \(SingleLine.quotable(topic)): "
                + problem.sentence(service: "Zenn", baseVariable: "ZENN_URL", expected: "https://zenn.dev")
        }
    }
}
