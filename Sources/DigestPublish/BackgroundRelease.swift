import Dispatch
import Synchronization

/// Frees values on a thread of the global queue, not on the thread that is done with them.
///
/// A rebuild would otherwise take each window of weeks apart between windows, on its one
/// thread, while the other cores wait: 256 snapshots of articles, links and strings, about 6 µs
/// each. Handed here, they are freed beside the next window's work.
enum BackgroundRelease {
    /// Lets go of `value` (the caller's last reference) on another thread, soon.
    static func release<Value: Sendable>(_ value: consuming Value) {
        let handoff = Handoff(value)
        DispatchQueue.global().async { handoff.drop() }
    }
}

/// A value on its way to the thread that frees it.
///
/// That thread takes it out and lets it go: the block that holds the handoff may be freed by
/// either thread, but whichever does, the value is no longer in it.
private final class Handoff<Value: Sendable>: Sendable {
    let slot: Mutex<Value?>

    init(_ value: consuming Value) {
        slot = Mutex(Optional(value))
    }

    /// Takes the value out and frees it here.
    func drop() {
        let value = slot.withLock { $0.take() }
        withExtendedLifetime(value) {}
    }
}
