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

    private let state = Mutex<(groups: Set<pid_t>, folders: Set<String>, stopping: Bool, parked: Bool)>(
        ([], [], false, false))

    /// Registers a running command's group; one started while the process is being stopped is killed at once.
    func add(_ group: pid_t) {
        let stopping = state.withLock { state in
            state.groups.insert(group)
            return state.stopping
        }
        if stopping { kill(-group, SIGKILL) }
    }

    func remove(_ group: pid_t) { state.withLock { _ = $0.groups.remove(group) } }

    /// Marks `folder` to be removed should the process be stopped by a signal.
    package func removeOnSignal(_ folder: String) { state.withLock { _ = $0.folders.insert(folder) } }
    /// Forgets `folder` once it is removed the ordinary way.
    package func forget(_ folder: String) { state.withLock { _ = $0.folders.remove(folder) } }

    /// Kills every running command's group, waits (up to `patience` seconds) for the thread that
    /// runs them to stop starting new ones, kills again, then removes the folders; for a signal
    /// handler, which exits next.
    ///
    /// A thread that sees its command killed, or is about to start one, waits for that exit
    /// (``parkIfStopping()``), so no command starts after the clean-up to write into a removed folder.
    package func stopEverything(patience: Double = 2) {
        let groups = state.withLock { state in
            state.stopping = true
            return state.groups
        }
        for group in groups { kill(-group, SIGKILL) }
        let deadline = Date().addingTimeInterval(patience)
        while !state.withLock({ $0.parked }), Date() < deadline { usleep(5_000) }
        let (late, folders) = state.withLock { ($0.groups, $0.folders) }
        for group in late { kill(-group, SIGKILL) }
        for group in late { _ = waitpid(group, nil, 0) }
        for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// Never returns once the process is being stopped: the command that was killed is not reported
    /// as a failure, no new command starts, and nothing races the signal handler's clean-up.
    func parkIfStopping() {
        let stopping = state.withLock { state in
            if state.stopping { state.parked = true }
            return state.stopping
        }
        guard stopping else { return }
        while true { pause() }
    }
}
