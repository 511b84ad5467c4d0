import DigestPublish
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
    /// The signal sources, kept for the life of the process (a source let go is never called).
    static let sources = Mutex<[any DispatchSourceSignal]>([])
    /// The stop signal that arrived, 0 until one does; set before any child is stopped.
    static let received = Atomic<Int32>(0)

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
    static func install() {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            sources.withLock { list in
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler {
                    received.store(number, ordering: .releasing)
                    ChildProcessGroups.shared.stopEverything()
                    _exit(128 + number)
                }
                source.resume()
                list.append(source)
            }
        }
    }
}
