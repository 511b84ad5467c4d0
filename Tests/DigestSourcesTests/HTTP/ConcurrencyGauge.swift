import Synchronization

/// Counts how many handlers run at once, and the most that ever did.
final class ConcurrencyGauge: Sendable {
    let state = Mutex((now: 0, peak: 0))

    var peak: Int { state.withLock { $0.peak } }

    func enter() {
        state.withLock {
            $0.now += 1
            $0.peak = max($0.peak, $0.now)
        }
    }

    func leave() { state.withLock { $0.now -= 1 } }
}
