import Foundation

/// Qiita's rate-limit headers on one response: `Rate-Limit`, `Rate-Remaining`, `Rate-Reset` (UNIX epoch seconds).
package struct QiitaRate: Sendable, Equatable {
    /// Requests allowed in the hour (60 without a token, 1000 with one).
    package var limit: Int?
    /// Requests left in the hour.
    package var remaining: Int
    /// When the budget refills.
    package var resetAt: Date?

    /// Creates a rate reading.
    init(limit: Int?, remaining: Int, resetAt: Date?) {
        self.limit = limit
        self.remaining = remaining
        self.resetAt = resetAt
    }

    /// The reading in `response`'s headers, or nil when `Rate-Remaining` is absent or not a number.
    init?(_ response: HTTPResponse) {
        guard let remaining = response.header("Rate-Remaining").flatMap(Self.integer) else { return nil }
        self.remaining = max(0, remaining)
        self.limit = response.header("Rate-Limit").flatMap(Self.integer)
        self.resetAt = response.header("Rate-Reset").flatMap(Self.integer).map {
            Date(timeIntervalSince1970: Double($0))
        }
    }

    static func integer(_ text: String) -> Int? {
        Int(text.trimmingCharacters(in: .whitespaces))
    }
}
