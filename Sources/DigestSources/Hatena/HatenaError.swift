import DigestCore
import Foundation

/// Why a user's Hatena bookmarks could not be read; each description names the setting to fix.
package enum HatenaError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 404: Hatena has no such user (or the bookmarks are private).
    case unknownUser(String)
    /// 429 past the wait cap.
    case rateLimited(user: String, resetAt: Date?)
    /// A 2xx that is not a page of bookmarks: malformed XML, HTML, another root, a DTD.
    case notAFeed(user: String, detail: String)
    /// Another status, or no answer at all.
    case answer(user: String, AnswerProblem)

    package var description: String {
        switch self {
        case .unknownUser(let user):
            return
                "Hatena Bookmark has no public bookmarks of '\(SingleLine.quotable(user))' (404): check HATENA_USER (your Hatena ID, as in https://b.hatena.ne.jp/hatena/), and that your bookmarks are public."
        case .rateLimited(let user, let resetAt?):
            return
                "Hatena Bookmark's rate limit stopped the bookmarks of \(SingleLine.quotable(user)) until \(HTTPError.utc(resetAt)); run again after that."
        case .rateLimited(let user, nil):
            return
                "Hatena Bookmark's rate limit stopped the bookmarks of \(SingleLine.quotable(user)); run again in a few minutes."
        case let .notAFeed(user, detail):
            return
                "Hatena Bookmark's answer for \(SingleLine.quotable(user)) is not a page of bookmarks (\(detail)): check HATENA_USER, and that HATENA_URL points at Hatena Bookmark."
        case let .answer(user, problem):
            return "Hatena bookmarks of \(SingleLine.quotable(user)): "
                + problem.sentence(
                    service: "Hatena Bookmark", baseVariable: "HATENA_URL", expected: HatenaClient.defaultBase)
        }
    }
}
