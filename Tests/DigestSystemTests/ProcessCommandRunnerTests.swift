import DigestCore
import Foundation
import TestSupport
import Testing

@testable import DigestSystem

#if canImport(Glibc)
    import Glibc
#endif

/// Commands run through swift-subprocess: what they print comes back, input a reader refuses is
/// said, and whatever a command started goes with it however its run ends.
struct ProcessCommandRunnerTests {
    /// Whether process `pid` is gone, within a few seconds (its parent may still have to reap it).
    static func isGone(_ pid: pid_t) -> Bool {
        for _ in 0..<200 {
            if kill(pid, 0) != 0 && errno == ESRCH { return true }
            usleep(20_000)
        }
        return false
    }

    /// The pid a command wrote into `path`.
    static func pid(in path: String) throws -> pid_t {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    @Test func outputErrorsAndStatusComeBack() async throws {
        let result = try await ProcessCommandRunner().run(
            "sh", ["-c", "printf 'out 日本'; printf err >&2; exit 3"], in: nil, environment: [:])
        #expect(result.status == 3 && result.output == "out 日本" && result.errors == "err")
        #expect(!result.timedOut && !result.inputRefused)
    }

    @Test func inputIsReadAndARefusedRestIsSaid() async throws {
        let echoed = try await ProcessCommandRunner().run(
            "cat", [], in: nil, environment: [:], input: Data("line\n週\n".utf8))
        #expect(echoed.output == "line\n週\n" && !echoed.inputRefused)
        let refused = try await ProcessCommandRunner().run(
            "sh", ["-c", "exec 0<&-; sleep 0.2"], in: nil, environment: [:],
            input: Data(repeating: 0x61, count: 1 << 20))
        #expect(refused.inputRefused)
    }

    /// A command that exits without reading its input refused it, whether it exits before the
    /// input is written or while it is (swift-subprocess then reports a short write, not an
    /// error): 20 runs, so both orders come up.
    @Test func aCommandThatExitsWithoutReadingRefusedItsInput() async throws {
        for round in 0..<20 {
            let result = try await ProcessCommandRunner().run(
                "sh", ["-c", round.isMultiple(of: 2) ? "exit 0" : "sleep 0.01; exit 0"], in: nil, environment: [:],
                input: Data(repeating: 0x61, count: 1 << 20))
            #expect(result.status == 0)
            #expect(result.inputRefused, "round \(round): a message it never read counts as refused")
        }
    }

    /// A command past its deadline is stopped with everything it started.
    @Test func theDeadlineStopsTheWholeGroup() async throws {
        let folder = try TestFolder.make("runner")
        let result = try await ProcessCommandRunner(timeout: 1).run(
            "sh", ["-c", "sleep 60 & echo $! > \(folder)/child; wait"], in: nil, environment: [:])
        #expect(result.timedOut)
        #expect(Self.isGone(try Self.pid(in: folder + "/child")), "the background sleep went with the group")
    }

    /// A run that ends in an error (an output past its limit) still takes the command's group.
    ///
    /// With a limit of 64 KB rather than the runner's 16 MB: reading 16 MB takes hundreds of
    /// turns of Swift's shared threads, which the tests blocking beside it (waiting on processes)
    /// can hold for a minute, past the deadline; the path taken is the same.
    @Test func anOutputPastItsLimitIsAnErrorAndLeavesNothingRunning() async throws {
        let folder = try TestFolder.make("runner")
        let limit = 64 << 10
        await #expect(throws: (any Error).self) {
            try await ChildProcess.run(
                ["sh", "-c", "sleep 60 & echo $! > \(folder)/child; head -c \(limit + 1) /dev/zero; wait"],
                environment: ProcessInfo.processInfo.environment, input: nil, timeout: 60, outputLimit: limit)
        }
        #expect(Self.isGone(try Self.pid(in: folder + "/child")), "the background sleep went with the group")
    }

    /// Every child has a memory bound: its data limit is ChildLimits', and a command that asks
    /// for more memory is refused it.
    @Test func aChildIsHeldToItsMemoryBound() async throws {
        let limit = try await ProcessCommandRunner().run("sh", ["-c", "ulimit -d"], in: nil, environment: [:])
        #expect(limit.output.trimmingCharacters(in: .whitespacesAndNewlines) == "\(ChildLimits.memoryBytes / 1024)")
        // dd asks for its whole 2 GB buffer at once.
        let greedy = try await ProcessCommandRunner().run(
            "dd", ["bs=2G", "count=1", "if=/dev/zero", "of=/dev/null"], in: nil, environment: [:])
        #expect(greedy.status != 0 && greedy.errors.contains("memory exhausted"), "\(greedy.errors)")
    }

    /// A child inherits none of git's variables that point it at a repository; the others stay.
    @Test func aChildInheritsNoGitRepositoryVariable() {
        let inherited = ChildLimits.inherited([
            "GIT_DIR": "/x/.git", "GIT_WORK_TREE": "/x", "GIT_INDEX_FILE": "/x/i", "GIT_CONFIG_PARAMETERS": "'a'='b'",
            "GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "core.pager", "GIT_CONFIG_VALUE_0": "evil",
            "GIT_OBJECT_DIRECTORY": "/x/o", "GIT_COMMON_DIR": "/x", "GIT_SSH_COMMAND": "ssh -i key", "HOME": "/h",
            "PATH": "/usr/bin",
        ])
        #expect(inherited == ["GIT_SSH_COMMAND": "ssh -i key", "HOME": "/h", "PATH": "/usr/bin"])
    }

    /// A streamed output reaches the reader a line at a time, and a reader that has had enough
    /// stops the command at once.
    @Test func aStreamStopsWhenTheReaderHasHadEnough() async throws {
        struct FirstLines: LineReader {
            var lines: [String] = []
            mutating func read(line: String) -> Bool {
                lines.append(line)
                return lines.count < 3
            }
        }
        var lines = OutputLines(FirstLines())
        let result = try await ProcessCommandRunner(timeout: 600).stream(
            "sh", ["-c", "i=0; while true; do i=$((i+1)); echo line $i; done"], in: nil, environment: [:],
            into: &lines)
        #expect(lines.reader.lines == ["line 1", "line 2", "line 3"])
        // Stopped by the reader, not by the deadline (which the shared threads, held by tests
        // blocking beside this one, may reach late: no time is asserted).
        #expect(!result.timedOut && result.status == 128 + SIGKILL)
    }
}
