import Foundation
import Synchronization

@testable import DigestSources

/// A clock whose `sleep` returns at once and moves virtual time forward, recording each wait.
final class VirtualClock: RetryClock {
    let state: Mutex<(now: Date, sleeps: [Double])>

    init(now: Date = Date(timeIntervalSince1970: 1_795_000_000)) {
        state = Mutex((now, []))
    }

    var sleeps: [Double] { state.withLock { $0.sleeps } }

    func now() -> Date { state.withLock { $0.now } }

    func sleep(seconds: Double) async throws {
        state.withLock { state in
            state.sleeps.append(seconds)
            state.now = state.now.addingTimeInterval(seconds)
        }
    }
}
