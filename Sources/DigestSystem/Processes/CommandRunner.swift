import DigestCore
import Foundation
import Logging

/// What a finished command printed and how it ended.
package struct CommandResult: Sendable {
    /// The exit status (128 + the signal when a signal ended it).
    package var status: Int32
    /// Standard output.
    package var output: String
    /// Standard error.
    package var errors: String
    /// Whether the deadline stopped it (its whole process group was killed).
    package var timedOut = false
    /// Whether it closed its standard input before reading all that was given.
    package var inputRefused = false

    /// Creates a result.
    init(status: Int32, output: String, errors: String, timedOut: Bool = false, inputRefused: Bool = false) {
        self.status = status
        self.output = output
        self.errors = errors
        self.timedOut = timedOut
        self.inputRefused = inputRefused
    }

    /// The last lines of standard error (else output) on one line, for an error message; git's
    /// `hint:` lines and `To <url>` lines are left out, the server's `remote:` lines kept.
    package var tail: String {
        let text = errors.isEmpty ? output : errors
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("hint:") && !$0.hasPrefix("To ") }
        return lines.suffix(4).joined(separator: " / ")
    }
}

/// Runs external commands (git, rsync, sendmail); injected so tests can see what is run.
package protocol CommandRunner: Sendable {
    /// The most seconds one command may take before it is stopped.
    var timeout: Double { get }
    /// Runs `command` (looked up on PATH) with `arguments` in `folder`, adding `environment` to the
    /// process's own, with `input` on its standard input (nothing when nil).
    func run(_ command: String, _ arguments: [String], in folder: String?, environment: [String: String], input: Data?)
        async throws -> CommandResult
    /// Runs `command` as ``run(_:_:in:environment:input:)`` does with nothing on its standard
    /// input, handing its output to `lines` a line at a time instead of collecting it: the
    /// result's `output` is empty.
    func stream<Reader: LineReader>(
        _ command: String, _ arguments: [String], in folder: String?, environment: [String: String],
        into lines: inout OutputLines<Reader>
    ) async throws -> CommandResult
    /// Whether `command` is on PATH.
    func exists(_ command: String) -> Bool
}

extension CommandRunner {
    /// Runs `command` with nothing on its standard input.
    package func run(_ command: String, _ arguments: [String], in folder: String?, environment: [String: String])
        async throws -> CommandResult
    {
        try await run(command, arguments, in: folder, environment: environment, input: nil)
    }
}

/// Runs commands as child processes, without a shell, each in a process group of its own.
///
/// Each has a deadline (`DIGEST_COMMAND_TIMEOUT`): past it, the group is killed and the result
/// says so. Each is held to ``ChildLimits``: a memory bound, and none of git's repository
/// variables of ours.
package struct ProcessCommandRunner: CommandRunner {
    /// The deadline when none is set: five minutes, enough for a push of years of weeks.
    package static let defaultTimeout = 300

    package let timeout: Double
    /// Where each command is told (`--verbose`): the command, git's subcommand, how it ended and
    /// how long it took; never its arguments, which can hold a repository's password.
    package let logger: Logger

    /// Creates the runner; `timeout` in seconds.
    package init(timeout: Double = Double(defaultTimeout), logger: Logger = ProcessCommandRunner.silent) {
        self.timeout = timeout
        self.logger = logger
    }

    /// A logger that tells nothing.
    package static let silent = Logger(label: "weekly-digest.commands", factory: { _ in SwiftLogNoOpLogHandler() })

    package func run(
        _ command: String, _ arguments: [String], in folder: String?, environment: [String: String], input: Data?
    ) async throws -> CommandResult {
        try await told(command, arguments) {
            try await ChildProcess.run(
                Self.envArguments(command, arguments, in: folder), environment: Self.environment(adding: environment),
                input: input, timeout: timeout)
        }
    }

    package func stream<Reader: LineReader>(
        _ command: String, _ arguments: [String], in folder: String?, environment: [String: String],
        into lines: inout OutputLines<Reader>
    ) async throws -> CommandResult {
        var streamed = lines
        let result = try await told(command, arguments) {
            try await ChildProcess.stream(
                Self.envArguments(command, arguments, in: folder), environment: Self.environment(adding: environment),
                timeout: timeout, into: &streamed)
        }
        lines = streamed
        return result
    }

    /// env finds the command on the PATH given to the child, and -C enters the folder.
    static func envArguments(_ command: String, _ arguments: [String], in folder: String?) -> [String] {
        (folder.map { ["-C", $0] } ?? []) + [command] + arguments
    }

    /// Our environment as a child inherits it (``ChildLimits/inherited(_:)``), with `environment` added.
    static func environment(adding environment: [String: String]) -> [String: String] {
        ChildLimits.inherited(ProcessInfo.processInfo.environment).merging(environment) { $1 }
    }

    /// Runs `body` and tells how it ended (`--verbose`).
    private func told(
        _ command: String, _ arguments: [String], _ body: () async throws -> ChildProcess.Outcome
    ) async throws -> CommandResult {
        let started = Date()
        let name = command == "git" ? "git " + (Self.gitSubcommand(arguments) ?? "") : command
        let outcome = try await body()
        let milliseconds = Int((Date().timeIntervalSince(started) * 1000).rounded())
        logger.debug(
            "\(name) → \(outcome.timedOut ? "stopped at the \(Int(timeout)) s deadline" : "exit \(outcome.status)") in \(milliseconds) ms",
            metadata: ["status": "\(outcome.status)", "milliseconds": "\(milliseconds)"])
        return CommandResult(
            status: outcome.status, output: String(decoding: outcome.output, as: UTF8.self),
            errors: String(decoding: outcome.errors, as: UTF8.self), timedOut: outcome.timedOut,
            inputRefused: outcome.inputRefused)
    }

    /// git's subcommand among `arguments`: the first word after the global options (`-C dir`, `-c key=value`).
    static func gitSubcommand(_ arguments: [String]) -> String? {
        var index = 0
        while index < arguments.count, arguments[index].hasPrefix("-") {
            index += arguments[index] == "-C" || arguments[index] == "-c" ? 2 : 1
        }
        return index < arguments.count ? arguments[index] : nil
    }

    package func exists(_ command: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(command)") }
    }
}
