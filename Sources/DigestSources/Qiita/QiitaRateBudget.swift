import Foundation

/// The hour's request budget, shared by the tags fetched at once: each request reserves a unit
/// before it is sent, and every answer's `Rate-Remaining` corrects the count.
///
/// Nothing is known until the first answer. Concurrent answers may arrive out of order, so within
/// one reset window the lowest `Rate-Remaining` wins; an answer with a later reset starts afresh.
actor QiitaRateBudget {
    private(set) var remaining: Int?
    private(set) var resetAt: Date?
    private(set) var isExhausted = false
    private var inFlight = 0

    /// Takes one request from the budget; false when it is spent (and from then on).
    func reserve() -> Bool {
        if let remaining, remaining - inFlight <= 0 { isExhausted = true }
        guard !isExhausted else { return false }
        inFlight += 1
        return true
    }

    /// Returns a reservation, with the rate the answer reported.
    func settle(_ rate: QiitaRate?) {
        inFlight = max(0, inFlight - 1)
        guard let rate else { return }
        if let known = resetAt, let reset = rate.resetAt {
            if reset < known { return }  // a late answer from the window before
            if reset > known {
                (remaining, resetAt) = (rate.remaining, reset)
                return
            }
        }
        remaining = min(remaining ?? rate.remaining, rate.remaining)
        resetAt = rate.resetAt ?? resetAt
    }

    /// Starts afresh once the hour's limit has reset: nothing known until the next answer.
    func renew() {
        guard isExhausted else { return }
        (remaining, resetAt, isExhausted) = (nil, nil, false)
    }

    /// Marks the budget spent (Qiita answered 403 or 429).
    func exhaust(resetAt: Date?) {
        inFlight = max(0, inFlight - 1)
        isExhausted = true
        if let resetAt { self.resetAt = resetAt }
    }
}
