import Foundation

/// What a finished command printed and how it ended.
public struct CommandResult: Sendable {
    /// The exit status.
    public var status: Int32
    /// Standard output.
    public var output: String
    /// Standard error.
    public var errors: String

    /// Creates a result.
    public init(status: Int32, output: String, errors: String) {
        self.status = status
        self.output = output
        self.errors = errors
    }

    /// The last lines of standard error (else output) on one line, for an error message; git's
    /// `hint:` lines and `To <url>` lines are left out, the server's `remote:` lines kept.
    public var tail: String {
        let text = errors.isEmpty ? output : errors
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("hint:") && !$0.hasPrefix("To ") }
        return lines.suffix(4).joined(separator: " / ")
    }
}

/// Runs external commands (git, rsync); injected so tests can see what is run.
public protocol CommandRunner: Sendable {
    /// Runs `command` (looked up on PATH) with `arguments` in `folder`, adding `environment` to the process's own.
    func run(_ command: String, _ arguments: [String], in folder: String?, environment: [String: String]) throws -> CommandResult
    /// Whether `command` is on PATH.
    func exists(_ command: String) -> Bool
}

/// Runs commands as child processes, without a shell.
public struct ProcessCommandRunner: CommandRunner {
    /// Creates the runner.
    public init() {}

    public func run(_ command: String, _ arguments: [String], in folder: String?, environment: [String: String]) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read standard error on its own thread so neither pipe can fill up and stall the child.
        let errorData = ErrorCollector(errors.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                             errors: String(decoding: errorData.wait(), as: UTF8.self))
    }

    public func exists(_ command: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(command)") }
    }
}

/// Reads a pipe to its end on a background thread.
final class ErrorCollector: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
