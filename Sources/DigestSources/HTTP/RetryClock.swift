import Foundation

/// The time the HTTP client reads and waits on: injected so tests never sleep for real.
package protocol RetryClock: Sendable {
    /// The current instant.
    func now() -> Date
    /// Waits `seconds`; throws when the task is cancelled.
    func sleep(seconds: Double) async throws
}

/// The real clock.
package struct SystemRetryClock: RetryClock {
    /// Creates the real clock.
    package init() {}

    package func now() -> Date { Date() }

    package func sleep(seconds: Double) async throws {
        guard seconds > 0 else { return }
        try await Task.sleep(for: .milliseconds(Int((seconds * 1000).rounded(.up))))
    }
}
