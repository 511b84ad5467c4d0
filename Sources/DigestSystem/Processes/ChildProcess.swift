import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One external command run to its end or its deadline: in a process group of its own (so a
/// timeout or our own SIGINT/SIGTERM takes its children, ssh included, with it), with the signals
/// we ignore set back to their defaults, standard input from `input` (or nothing), and both output
/// pipes read as they fill, so neither can stall it.
enum ChildProcess {
    /// What came back: the status (128 + the signal for a child killed by one), the two outputs,
    /// whether the deadline stopped it, and whether it closed its input before reading all of it.
    struct Outcome {
        var status: Int32
        var output: Data
        var errors: Data
        package var timedOut: Bool
        package var inputRefused: Bool
    }

    /// Runs `arguments` (the first is an absolute path) with exactly `environment`.
    static func run(_ arguments: [String], environment: [String: String], input: Data?, timeout: Double) throws
        -> Outcome
    {
        // Once we are being stopped, nothing new starts.
        ChildProcessGroups.shared.parkIfStopping()
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGXFSZ, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, signal) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let stdin = try Self.pipe(), stdout = try Self.pipe(), stderr = try Self.pipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin.read, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout.write, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr.write, 2)

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        for end in [stdin.read, stdout.write, stderr.write] { close(end) }
        guard spawned == 0 else {
            for end in [stdin.write, stdout.read, stderr.read] { close(end) }
            throw CocoaError(
                .executableNotLoadable,
                userInfo: [
                    NSFilePathErrorKey: arguments[0], NSLocalizedDescriptionKey: String(cString: strerror(spawned)),
                ])
        }
        ChildProcessGroups.shared.add(pid)
        defer { ChildProcessGroups.shared.remove(pid) }
        var exchange = PipeExchange(
            input: input ?? Data(), stdin: stdin.write, stdout: stdout.read, stderr: stderr.read)
        let deadline = Date().addingTimeInterval(timeout)
        let finished = exchange.run(until: deadline)
        if !finished { kill(-pid, SIGKILL) }
        let status = Self.wait(for: pid, until: finished ? deadline : .distantFuture)
        // Whatever it started in its group (ssh under git) goes with it.
        kill(-pid, SIGKILL)
        ChildProcessGroups.shared.parkIfStopping()
        return Outcome(
            status: status ?? 128 + SIGKILL, output: exchange.output, errors: exchange.errors,
            timedOut: !finished || status == nil, inputRefused: exchange.inputRefused)
    }

    /// The child's exit status once it has ended; nil when `deadline` came first (it is then killed and reaped).
    static func wait(for pid: pid_t, until deadline: Date) -> Int32? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result < 0 && errno != EINTR { return 128 + SIGKILL }
            if Date() >= deadline {
                kill(-pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                return nil
            }
            usleep(5_000)
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard Glibc.pipe(&ends) == 0 else { throw CocoaError(.fileWriteUnknown) }
        // Close-on-exec on both ends: the child gets them only through dup2, no other child at all.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }
}
