import DigestCore
import Foundation
import Subprocess
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// One external command run to its end or its deadline, through swift-subprocess: in a process
/// group of its own (so a timeout or our own SIGINT/SIGTERM takes its children, ssh included, with
/// it), with every signal at its default in the child (Subprocess resets them), its memory bound
/// (``ChildLimits``), standard input from `input` (or nothing), and both outputs collected as they
/// come, so neither can stall it.
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
        let (result, timedOut) = try await execute(
            arguments, environment: environment, output: .bytes(limit: outputLimit), errorLimit: outputLimit,
            timeout: timeout
        ) { execution in
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
        return Outcome(
            status: status(result.terminationStatus), output: result.standardOutput, errors: result.standardError,
            timedOut: timedOut, inputRefused: result.closureResult)
    }

    /// Runs `/usr/bin/env` with `arguments`, handing its standard output to `lines` as it comes.
    ///
    /// With exactly `environment` and nothing on its standard input; however much it prints, no
    /// more than a line is held. Once the reader has had enough, the command's group is stopped (its status
    /// is then the signal's). Standard error past `outputLimit` is an error.
    static func stream<Reader: LineReader>(
        _ arguments: [String], environment: [String: String], timeout: Double, into lines: inout OutputLines<Reader>
    ) async throws -> Outcome {
        let (result, timedOut) = try await execute(
            arguments, environment: environment, output: .sequence, errorLimit: outputLimit, timeout: timeout
        ) { [lines] execution in
            var lines = lines
            try await execution.standardInputWriter.finish()
            for try await buffer in execution.standardOutput {
                // The pipe's edge: the buffer's bytes, borrowed for the call only and read as a
                // sequence of bytes (Subprocess hands no other view of them that is a Sequence).
                guard buffer.withUnsafeBytes({ lines.take($0) }) else {
                    kill(-execution.processIdentifier.value, SIGKILL)
                    break
                }
            }
            lines.finish()
            return lines
        }
        lines = result.closureResult
        return Outcome(
            status: status(result.terminationStatus), output: [], errors: result.standardError, timedOut: timedOut,
            inputRefused: false)
    }

    /// What both ways of running share: the group, the deadline, the memory bound, and the
    /// clean-up however the run ends.
    private static func execute<Output: OutputProtocol, Result>(
        _ arguments: [String], environment: [String: String], output: Output, errorLimit: Int, timeout: Double,
        body: (Execution<CustomWriteInput, Output, BytesOutput>) async throws -> Result
    ) async throws -> (ExecutionResult<Result, Output, BytesOutput>, timedOut: Bool) {
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
        let (executable, bounded) = ChildLimits.command(arguments)
        let result = try await Subprocess.run(
            .path(.init(executable)), arguments: Arguments(bounded),
            environment: .custom(
                Dictionary(uniqueKeysWithValues: environment.map { (Environment.Key(stringLiteral: $0.key), $0.value) })
            ),
            platformOptions: options, input: .inputWriter, output: output, error: .bytes(limit: errorLimit)
        ) { execution in
            let group = execution.processIdentifier.value
            started.withLock { $0 = group }
            ChildProcessGroups.shared.add(group)
            if expired.load(ordering: .sequentiallyConsistent) { kill(-group, SIGKILL) }
            return try await body(execution)
        }
        ChildProcessGroups.shared.parkIfStopping()
        return (result, expired.load(ordering: .sequentiallyConsistent))
    }

    private static func status(_ termination: TerminationStatus) -> Int32 {
        switch termination {
        case .exited(let code): code
        case .signaled(let signal): 128 + signal
        }
    }
}
