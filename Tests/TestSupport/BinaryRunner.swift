import Foundation

/// Runs the built `weekly-digest` binary (and other commands) and collects what they print.
public struct BinaryRunner {
    /// How a command ended and what it printed.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The binary next to the test bundle (`.build/<config>/weekly-digest`), or `WEEKLY_DIGEST_BINARY`.
    public static var binary: String {
        if let path = ProcessInfo.processInfo.environment["WEEKLY_DIGEST_BINARY"] { return path }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var folder = bundle
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("weekly-digest").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return bundle.appendingPathComponent("weekly-digest").path
    }

    /// A fresh empty folder under the system's temporary folder.
    public static func temporaryFolder() throws -> String {
        try TestFolder.make("e2e")
    }

    /// A copy of the repository's templates (`names`: files or folders) in a new temporary folder.
    public static func templateCopy(
        _ names: [String] = [
            "week.md", "page.html", "archive.html", "style.css", "email.txt", "email.html", "locales", "partials",
        ]
    ) throws -> String {
        let folder = try temporaryFolder()
        let source = repository.appendingPathComponent("templates").path
        for name in names { try FileManager.default.copyItem(atPath: source + "/" + name, toPath: folder + "/" + name) }
        return folder
    }

    /// Runs `executable` with `arguments` in `folder`, with only `environment` (plus PATH, HOME, LANG,
    /// TZ and an XDG_CONFIG_HOME that holds no settings file).
    ///
    /// What it prints goes to files, so neither stream can fill a pipe and stall it.
    public static func run(
        _ executable: String, _ arguments: [String], in folder: String? = nil,
        environment: [String: String] = [:]
    ) throws -> Result {
        let launched = try launch(executable, arguments, in: folder, environment: environment)
        launched.process.waitUntilExit()
        return launched.result()
    }

    /// A started process whose output goes to two files.
    public struct Launched {
        public var process: Process
        public var stdout: String
        public var stderr: String

        /// What it printed and how it ended (once it has ended).
        public func result() -> Result {
            Result(
                status: process.terminationStatus,
                stdout: (try? String(contentsOfFile: stdout, encoding: .utf8)) ?? "",
                stderr: (try? String(contentsOfFile: stderr, encoding: .utf8)) ?? "")
        }
    }

    /// Starts `executable` as ``run(_:_:in:environment:)`` would, without waiting for it;
    /// `whenEnded` is called once it has ended.
    public static func launch(
        _ executable: String, _ arguments: [String], in folder: String? = nil,
        environment: [String: String] = [:], whenEnded: (@Sendable () -> Void)? = nil
    ) throws -> Launched {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var env = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC",
        ]
        env["HOME"] = ProcessInfo.processInfo.environment["HOME"]
        // Never the developer's own ~/.config/weekly-digest/config: a test names its settings file.
        env["XDG_CONFIG_HOME"] = "/nonexistent/weekly-digest-tests"
        env["JAVA_HOME"] = ProcessInfo.processInfo.environment["JAVA_HOME"]
        // Never the developer's own state folder either: the tests' own, unless a test names one
        // (or a HOME whose default it means to test).
        if environment["DIGEST_STATE"] == nil, environment["HOME"] == nil { env["DIGEST_STATE"] = defaultState }
        process.environment = env.merging(environment) { $1 }
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let base = TestFolder.path("output")
        // Made empty first, so a file that cannot be made stops the test here, not in what it reads.
        try Data().write(to: URL(fileURLWithPath: base + ".out"))
        try Data().write(to: URL(fileURLWithPath: base + ".err"))
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: base + ".out"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: base + ".err"))
        process.standardInput = FileHandle.nullDevice
        // Set before it starts: a command that ends at once still calls it.
        if let whenEnded { process.terminationHandler = { _ in whenEnded() } }
        try process.run()
        return Launched(process: process, stdout: base + ".out", stderr: base + ".err")
    }

    /// The state folder of every command a test runs without naming one (`DIGEST_STATE`): the
    /// sites' histories, by their output folders, and the ledgers of tests that do not look at theirs.
    public static let defaultState = TestFolder.root + "/state"

    /// Starts the digest binary with `arguments`, SIGKILLs it `seconds` later and waits for it:
    /// true when the kill fell while it ran, false when it had finished first.
    public static func digestKilled(_ arguments: [String], after seconds: Double, environment: [String: String] = [:])
        throws -> Bool
    {
        let command = try launch(binary, arguments, environment: environment)
        usleep(UInt32(max(0, seconds) * 1_000_000))
        kill(command.process.processIdentifier, SIGKILL)
        command.process.waitUntilExit()
        return command.process.terminationReason == .uncaughtSignal
    }

    /// Starts the digest binary with `arguments`, SIGKILLs it `seconds` after the file at `path`
    /// appears and waits for it: true when the kill fell while it ran.
    ///
    /// The moment follows what the command is doing rather than the clock since it started, so a
    /// step of a few milliseconds is hit however loaded the machine is. The file is looked for
    /// without pause until it is there or the command has ended.
    public static func digestKilled(
        _ arguments: [String], after seconds: Double, once path: String, environment: [String: String] = [:]
    ) throws -> Bool {
        let command = try launch(binary, arguments, environment: environment)
        while access(path, F_OK) != 0, command.process.isRunning {}
        usleep(UInt32(max(0, seconds) * 1_000_000))
        kill(command.process.processIdentifier, SIGKILL)
        command.process.waitUntilExit()
        return command.process.terminationReason == .uncaughtSignal
    }

    /// Runs the digest binary.
    public static func digest(_ arguments: [String], in folder: String? = nil, environment: [String: String] = [:])
        throws -> Result
    {
        try run(binary, arguments, in: folder, environment: environment)
    }

    /// Every file under `root`, relative, sorted.
    public static func files(under root: String) -> [String] {
        (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { path in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
            return !isDirectory.boolValue
        }.sorted()
    }

    /// The first executable called `name` on PATH.
    public static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
