import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// What must not outlive us: the process groups of the commands running now, and the temporary
/// folders (a git clone) they work in.
///
/// On SIGINT, SIGTERM or SIGHUP the command's signal handler
/// kills the groups and removes the folders before exiting, so a stopped `publish` leaves no git
/// or ssh behind and no clone in the temporary folder. Process-wide, as signals are.
package final class ChildProcessGroups: Sendable {
    /// The one registry of this process.
    package static let shared = ChildProcessGroups()

    private let state = Mutex<(groups: Set<pid_t>, folders: Set<String>, stopping: Bool)>(([], [], false))

    func add(_ group: pid_t) { state.withLock { _ = $0.groups.insert(group) } }
    func remove(_ group: pid_t) { state.withLock { _ = $0.groups.remove(group) } }

    /// Marks `folder` to be removed should the process be stopped by a signal.
    package func removeOnSignal(_ folder: String) { state.withLock { _ = $0.folders.insert(folder) } }
    /// Forgets `folder` once it is removed the ordinary way.
    package func forget(_ folder: String) { state.withLock { _ = $0.folders.remove(folder) } }

    /// Kills every running command's group, then removes the folders; for a signal handler, which
    /// exits next.
    ///
    /// A thread that sees its command killed meanwhile waits for that exit (``parkIfStopping()``).
    package func stopEverything() {
        let (groups, folders) = state.withLock { state in
            state.stopping = true
            return (state.groups, state.folders)
        }
        for group in groups { kill(-group, SIGKILL) }
        for group in groups { _ = waitpid(group, nil, 0) }
        for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// Never returns once the process is being stopped: the command that was killed is not reported
    /// as a failure, and nothing races the signal handler's clean-up.
    func parkIfStopping() {
        guard state.withLock({ $0.stopping }) else { return }
        while true { pause() }
    }
}
