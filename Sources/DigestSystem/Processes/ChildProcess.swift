import Foundation
import Subprocess
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// One external command run to its end or its deadline, through swift-subprocess: in a process
/// group of its own (so a timeout or our own SIGINT/SIGTERM takes its children, ssh included, with
/// it), with every signal at its default in the child (Subprocess resets them), standard input
/// from `input` (or nothing), and both outputs collected as they come, so neither can stall it.
enum ChildProcess {
    /// What came back: the status (128 + the signal for a child killed by one), the two outputs,
    /// whether the deadline stopped it, and whether it closed its input before reading all of it.
    struct Outcome {
        var status: Int32
        var output: [UInt8]
        var errors: [UInt8]
        package var timedOut: Bool
        package var inputRefused: Bool
    }

    /// The most either output may hold: git, rsync, sendmail and crontab say a few lines.
    static let outputLimit = 16 << 20

    /// Runs `/usr/bin/env` with `arguments` and exactly `environment`; either output past
    /// `outputLimit` bytes is an error.
    static func run(
        _ arguments: [String], environment: [String: String], input: Data?, timeout: Double,
        outputLimit: Int = outputLimit
    ) async throws -> Outcome {
        // Once we are being stopped, nothing new starts.
        ChildProcessGroups.shared.parkIfStopping()
        // A command that closes its input early must be an error (EPIPE), not our death by SIGPIPE.
        // The binary's main ignores it already; this holds for any caller (the tests).
        signal(SIGPIPE, SIG_IGN)
        var options = PlatformOptions()
        options.processGroupID = 0
        let started = Mutex<pid_t?>(nil), expired = Atomic<Bool>(false)
        // However the run ends, even by an error (an output past its limit), the group goes:
        // whatever the command started in it (ssh under git) goes with it.
        defer {
            if let group = started.withLock({ $0 }) {
                kill(-group, SIGKILL)
                ChildProcessGroups.shared.remove(group)
            }
        }
        // The deadline: past it, the whole group is killed, which closes the pipes and ends the run.
        let deadline = Task {
            try await Task.sleep(for: .seconds(timeout))
            expired.store(true, ordering: .sequentiallyConsistent)
            if let group = started.withLock({ $0 }) { kill(-group, SIGKILL) }
        }
        defer { deadline.cancel() }
        let result = try await Subprocess.run(
            .path("/usr/bin/env"), arguments: Arguments(arguments),
            environment: .custom(
                Dictionary(uniqueKeysWithValues: environment.map { (Environment.Key(stringLiteral: $0.key), $0.value) })
            ),
            platformOptions: options, input: .inputWriter, output: .bytes(limit: outputLimit),
            error: .bytes(limit: outputLimit)
        ) { execution in
            let group = execution.processIdentifier.value
            started.withLock { $0 = group }
            ChildProcessGroups.shared.add(group)
            if expired.load(ordering: .sequentiallyConsistent) { kill(-group, SIGKILL) }
            // A reader that has gone refused the rest: the write fails (EPIPE), or, once the
            // child has exited, returns the bytes it had pushed (none, when it exited first).
            do {
                if let input, !input.isEmpty {
                    let written = try await execution.standardInputWriter.write(Array(input))
                    guard written == input.count else { return true }
                }
                try await execution.standardInputWriter.finish()
                return false
            } catch {
                return true
            }
        }
        ChildProcessGroups.shared.parkIfStopping()
        let timedOut = expired.load(ordering: .sequentiallyConsistent)
        let status: Int32 =
            switch result.terminationStatus {
            case .exited(let code): code
            case .signaled(let signal): 128 + signal
            }
        return Outcome(
            status: status, output: result.standardOutput, errors: result.standardError, timedOut: timedOut,
            inputRefused: result.closureResult)
    }
}
