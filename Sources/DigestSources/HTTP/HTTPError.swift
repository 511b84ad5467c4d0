import Foundation

/// A request that produced no usable answer, after retries.
package enum HTTPError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Every attempt failed in transport: timeouts, refused or broken connections, oversize bodies.
    case unreachable(endpoint: String, reason: TransportError, attempts: Int)
    /// The server keeps limiting the rate, or asks for a wait longer than the cap.
    case rateLimited(endpoint: String, retryAt: Date?)
    /// The run was cancelled.
    case cancelled(endpoint: String)

    /// A sentence: what was asked, what happened, when to try again.
    package var description: String {
        switch self {
        case let .unreachable(endpoint, reason, attempts):
            return "\(endpoint) \(reason.summary)\(attempts > 1 ? " on all \(attempts) attempts" : "")"
        case let .rateLimited(endpoint, retryAt?):
            return "\(endpoint) is rate-limited until \(Self.utc(retryAt)); try again after that"
        case let .rateLimited(endpoint, nil):
            return "\(endpoint) is rate-limited (429); try again in a few minutes"
        case let .cancelled(endpoint):
            return "\(endpoint) was cancelled"
        }
    }

    /// `2026-11-23 07:05:00 UTC`: how every message names a moment to wait for.
    package static func utc(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss 'UTC'"
        return formatter.string(from: date)
    }
}
