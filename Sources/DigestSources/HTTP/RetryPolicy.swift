import Foundation

/// How often and how long to retry: bounded attempts, exponential backoff with jitter, a cap on waits.
package struct RetryPolicy: Sendable, Equatable {
    /// Attempts in all, the first included.
    var maximumAttempts: Int
    /// The backoff before the second attempt; it doubles each time.
    var baseDelay: Double
    /// The longest backoff between two attempts.
    var maximumDelay: Double
    /// The longest wait a server may ask for (`Retry-After`, reset headers); past it the source fails.
    var maximumServerWait: Double

    /// Creates a policy.
    package init(
        maximumAttempts: Int = 4, baseDelay: Double = 1, maximumDelay: Double = 20, maximumServerWait: Double = 60
    ) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.baseDelay = max(0, baseDelay)
        self.maximumDelay = max(0, maximumDelay)
        self.maximumServerWait = max(0, maximumServerWait)
    }

    /// The backoff after failed attempt `attempt` (1-based): base × 2^(attempt−1), capped, with
    /// "equal jitter" (between half and all of it) so that many clients do not retry in step.
    ///
    /// `unit` is a random number in [0, 1).
    func backoff(afterAttempt attempt: Int, unit: Double) -> Double {
        let exponential = baseDelay * pow(2, Double(max(0, attempt - 1)))
        let capped = min(maximumDelay, exponential)
        return capped / 2 + capped / 2 * min(max(unit, 0), 1)
    }

    /// The wait a response asks for, in seconds from `now`: `Retry-After` (seconds or an HTTP date),
    /// else the first of `resetHeaders` present (UNIX epoch seconds).
    ///
    /// Nil when it names none.
    static func serverWait(_ response: HTTPResponse, resetHeaders: [String], now: Date) -> Double? {
        if let value = response.header("Retry-After")?.trimmingCharacters(in: .whitespaces) {
            if let seconds = Double(value), seconds.isFinite { return max(0, seconds) }
            if let date = HTTPDate.parse(value) { return max(0, date.timeIntervalSince(now)) }
        }
        for name in resetHeaders {
            if let value = response.header(name), let epoch = Double(value.trimmingCharacters(in: .whitespaces)),
                epoch.isFinite
            {
                return max(0, epoch - now.timeIntervalSince1970)
            }
        }
        return nil
    }
}
