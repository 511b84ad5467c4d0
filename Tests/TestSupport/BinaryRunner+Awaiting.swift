import Foundation
import Synchronization

/// Runs that suspend the test instead of blocking its thread while the command runs.
///
/// The pool that runs the tests is as wide as the machine has cores, and a test that blocks on a
/// command holds one of them. For a test that mostly waits (on a server that answers late or
/// never, a timeout, a retry), these leave the thread to other tests while it waits.
extension BinaryRunner {
    /// Runs `executable` as ``run(_:_:in:environment:)`` does, suspending until it has ended.
    public static func run(
        _ executable: String, _ arguments: [String], in folder: String? = nil,
        environment: [String: String] = [:]
    ) async throws -> Result {
        let ended = Ending()
        let launched = try launch(
            executable, arguments, in: folder, environment: environment, whenEnded: { ended.signal() })
        await ended.wait()
        // The handler runs as the process is reaped; this returns at once.
        launched.process.waitUntilExit()
        return launched.result()
    }

    /// Runs the digest binary as ``digest(_:in:environment:)`` does, suspending until it has ended.
    public static func digest(
        _ arguments: [String], in folder: String? = nil, environment: [String: String] = [:]
    ) async throws -> Result {
        try await run(binary, arguments, in: folder, environment: environment)
    }

    /// A command's end, told once, awaited once, in either order.
    final class Ending: Sendable {
        private let state = Mutex<(ended: Bool, waiter: CheckedContinuation<Void, Never>?)>((false, nil))

        func signal() {
            state.withLock { state in
                state.ended = true
                state.waiter?.resume()
                state.waiter = nil
            }
        }

        func wait() async {
            await withCheckedContinuation { continuation in
                state.withLock { state in
                    if state.ended { continuation.resume() } else { state.waiter = continuation }
                }
            }
        }
    }
}
