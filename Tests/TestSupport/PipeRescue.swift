import Foundation
import Synchronization

/// Keeps a test that opens a named pipe from hanging when the code under test waits on it.
public enum PipeRescue {
    /// Whether `body` waited on the pipe at `path`: when it is still running after a few seconds,
    /// the pipe is opened to write (and closed) again and again, so that a reader's `open(2)`
    /// waiting there returns and the test fails rather than hangs.
    public static func waited(on path: String, _ body: () throws -> Void) rethrows -> Bool {
        let done = Atomic<Bool>(false), rescued = Atomic<Bool>(false)
        let rescuer = Thread {
            var waiting = 0
            while !done.load(ordering: .acquiring) {
                Thread.sleep(forTimeInterval: 0.05)
                waiting += 1
                guard waiting > 60 else { continue }
                // With O_NONBLOCK this fails at once unless a reader is waiting.
                let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
                if descriptor >= 0 {
                    rescued.store(true, ordering: .releasing)
                    close(descriptor)
                }
            }
        }
        rescuer.start()
        defer { done.store(true, ordering: .releasing) }
        try body()
        return rescued.load(ordering: .acquiring)
    }
}
