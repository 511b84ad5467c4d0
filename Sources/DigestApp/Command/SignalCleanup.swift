import DigestSystem
import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Stops what we started when we are stopped: on SIGINT, SIGTERM or SIGHUP the commands running
/// (git, ssh, rsync, sendmail, each in its own process group) are killed and their temporary
/// folders removed, then the process exits with 128 + the signal, as the shell would report it.
///
/// Installed only by the commands that run others (publish, email --sendmail): the rest keep the
/// default, dying at once, which every write is made to survive.
package enum SignalCleanup {
    /// What reads the pipe the handler writes to, kept for the life of the process (a source let
    /// go is never called).
    static let sources = Mutex<[any DispatchSourceRead]>([])
    /// The stop signal that arrived, 0 until one does; set before any child is stopped.
    static let received = Atomic<Int32>(0)
    /// The end of the pipe the signal handler writes the signal's number to; -1 until installed.
    static let wakeUp = Atomic<Int32>(-1)
    /// Whether the handlers are installed.
    static let installed = Atomic<Bool>(false)

    /// When a stop signal has arrived, lets its handler finish (children stopped, clones removed)
    /// and end the process with 128 + the signal; returns at once otherwise.
    ///
    /// A command that fails because its child was stopped must not end the process first with
    /// its own error status (exit 1), nor before the clean-up is done.
    package static func yieldToStop() {
        let number = received.load(ordering: .acquiring)
        guard number != 0 else { return }
        // The handler exits the process when it is done; this is only the safety net.
        for _ in 0..<300 { usleep(100_000) }
        _exit(128 + number)
    }

    /// Installs the handlers.
    ///
    /// A plain signal handler, installed in one step, notes the signal and writes it to a pipe;
    /// the clean-up runs on a queue that reads the pipe. A dispatch signal source alone left a
    /// moment, while it was being set up, in which a signal was ignored and lost: the command
    /// then ran on until its timeout.
    static func install() {
        // Once per process; the statics the handler reads are made here, not in the handler.
        guard !installed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        _ = received.load(ordering: .relaxed)
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let reading = ends[0]
        wakeUp.store(ends[1], ordering: .releasing)
        sources.withLock { list in
            let source = DispatchSource.makeReadSource(fileDescriptor: reading, queue: .global())
            source.setEventHandler {
                var byte: UInt8 = 0
                guard read(reading, &byte, 1) == 1 else { return }
                let number = Int32(byte)
                received.store(number, ordering: .releasing)
                ChildProcessGroups.shared.stopEverything()
                _exit(128 + number)
            }
            source.resume()
            list.append(source)
        }
        for number in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            // Only what is safe in a signal handler: an atomic store and a write(2).
            action.__sigaction_handler.sa_handler = { number in
                SignalCleanup.received.store(number, ordering: .releasing)
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(SignalCleanup.wakeUp.load(ordering: .acquiring), &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
    }
}
