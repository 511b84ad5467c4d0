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
enum SignalCleanup {
    /// The signal sources, kept for the life of the process (a source let go is never called).
    static let sources = Mutex<[any DispatchSourceSignal]>([])

    /// Installs the handlers.
    static func install() {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            sources.withLock { list in
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler {
                    ChildProcessGroups.shared.stopEverything()
                    _exit(128 + number)
                }
                source.resume()
                list.append(source)
            }
        }
    }
}
