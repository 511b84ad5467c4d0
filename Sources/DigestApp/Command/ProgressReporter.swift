import Foundation

/// Prints one line per step with its duration, `[3/5] Rendering HTML … 4 ms`, to standard error
/// (with `DIGEST_LOG_FORMAT=json`, as a JSON object with the step and the milliseconds).
package struct ProgressReporter {
    /// How much a command prints.
    package enum Level { case quiet, normal, verbose }

    let level: Level
    let stepCount: Int
    package let format: AppLog.Format
    let clock = ContinuousClock()
    private var step = 0

    init(level: Level, stepCount: Int, format: AppLog.Format = .text) {
        self.level = level
        self.stepCount = stepCount
        self.format = format
    }

    /// Runs `body` as the next step, reporting its name and how long it took.
    mutating func step<T>(_ name: String, _ body: () async throws -> T) async rethrows -> T {
        step += 1
        let start = clock.now
        let result = try await body()
        let elapsed = clock.now - start
        if level != .quiet {
            let line = "[\(step)/\(stepCount)] \(name) … \(Self.milliseconds(elapsed)) ms"
            Self.printError(
                format == .text
                    ? line
                    : StandardErrorLogHandler(format: format).line(
                        level: .notice, message: line,
                        metadata: ["step": "\(step)", "milliseconds": "\(Self.milliseconds(elapsed))"]))
        }
        return result
    }

    static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }

    package static func printError(_ line: String) {
        write(line + "\n")
    }

    /// Writes `text` to standard error as it is.
    static func write(_ text: String) {
        // A closed standard error is no reason to stop the run.
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }
}
