import Foundation
import Synchronization
import Testing

@testable import DigestPublish

#if canImport(Glibc)
    import Glibc
#endif

/// A rebuild hands each finished window of weeks to ``BackgroundRelease``, so that taking it apart
/// does not hold up the next window: every value must still be freed, and not on the caller's thread.
struct BackgroundReleaseTests {
    /// Counts its frees, and those made on the thread that created it.
    final class Tracked: Sendable {
        let creator = pthread_self()
        let freed: Freed

        init(_ freed: Freed) { self.freed = freed }

        deinit {
            freed.count.add(1, ordering: .relaxed)
            if pthread_equal(pthread_self(), creator) != 0 { freed.onCreator.add(1, ordering: .relaxed) }
        }
    }

    final class Freed: Sendable {
        let count = Atomic(0)
        let onCreator = Atomic(0)

        /// Waits up to 10 s for `expected` frees.
        func wait(for expected: Int) async throws {
            for _ in 0..<1000 where count.load(ordering: .relaxed) < expected {
                try await Task.sleep(for: .milliseconds(10))
            }
        }
    }

    struct Week: Sendable {
        var articles: [Tracked]
        var title: String
    }

    /// The thread that made the values lives until they are all counted: glibc hands a finished
    /// thread's stack, and so its `pthread_t`, to the next thread made, and a worker the global
    /// queue started after it ended had its identity (CI, under the full suite's load: 47 040 of
    /// 49 152 frees counted on the creator).
    @Test(arguments: [1, 2, 256])
    func everyValueIsFreedOffTheCallersThread(windows: Int) async throws {
        let freed = Freed()
        let counted = DispatchSemaphore(value: 0)
        defer { counted.signal() }
        // Made and released on one thread, as a rebuild does between windows.
        let thread = Thread {
            for window in 0..<windows {
                let weeks = (0..<64).map { index in
                    Week(articles: (0..<3).map { _ in Tracked(freed) }, title: "週 \(window)-\(index)")
                }
                BackgroundRelease.release(consume weeks)
            }
            counted.wait()
        }
        thread.start()
        try await freed.wait(for: windows * 64 * 3)
        #expect(freed.count.load(ordering: .relaxed) == windows * 64 * 3)
        #expect(freed.onCreator.load(ordering: .relaxed) == 0)
    }

    @Test func aValueStillHeldElsewhereIsNotFreed() async throws {
        let freed = Freed()
        let kept = Tracked(freed)
        BackgroundRelease.release([kept, kept])
        try await Task.sleep(for: .milliseconds(200))
        #expect(freed.count.load(ordering: .relaxed) == 0)
        withExtendedLifetime(kept) {}
    }
}
