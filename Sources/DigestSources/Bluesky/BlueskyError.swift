import DigestCore
import Foundation

/// Why Bluesky gave no usable answer; each description is a sentence that names the fix.
package enum BlueskyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 400 "Profile not found": no account has this handle or DID.
    case unknownActor(String)
    /// 400 with `BlockedActor`, `BlockedByActor`, `AccountTakedown` or `AccountDeactivated`: the
    /// account exists, but its posts are not served.
    case unavailable(actor: String, detail: String)
    /// A 400 that says something else about the request.
    case refused(detail: String)
    /// 429 past the wait cap, with when it resets.
    case rateLimited(resetAt: Date?)
    /// 404: no XRPC service at the base.
    case notFound(endpoint: String, base: String)
    /// A 5xx, an undocumented status, a body that is not JSON, or no answer at all.
    case answer(AnswerProblem)

    package var description: String {
        switch self {
        case .unknownActor(let actor):
            return
                "Bluesky has no account \(SingleLine.quotable(actor)): check BLUESKY_HANDLE (your handle, such as alice.bsky.social, or your DID)."
        case let .unavailable(actor, detail):
            return
                "Bluesky does not serve the posts of \(SingleLine.quotable(actor)) (\(detail)): check BLUESKY_HANDLE, and that the account is active."
        case .refused(let detail):
            return "Bluesky refused the request (400: \(detail)); check BLUESKY_HANDLE."
        case .rateLimited(let resetAt?):
            return "Bluesky's rate limit is used up until \(HTTPError.utc(resetAt)); run again after that."
        case .rateLimited(nil):
            return "Bluesky's rate limit is used up; run again in a few minutes."
        case let .notFound(endpoint, base):
            return
                "Bluesky answered 404 for \(endpoint): the base URL is probably wrong. BLUESKY_API_URL is '\(base)'; it should be \(BlueskyClient.defaultBase)."
        case .answer(let problem):
            return problem.sentence(service: "Bluesky", baseVariable: "BLUESKY_API_URL", expected: "a Bluesky AppView")
        }
    }
}
