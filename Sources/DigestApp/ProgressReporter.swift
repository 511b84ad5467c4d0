import Foundation

/// Prints one line per step with its duration, `[3/5] Rendering HTML … 4 ms`, to standard error.
package struct ProgressReporter {
    package enum Level { case quiet, normal, verbose }

    package let level: Level
    package let stepCount: Int
    package let clock = ContinuousClock()
    private var step = 0

    package init(level: Level, stepCount: Int) {
        self.level = level
        self.stepCount = stepCount
    }

    /// Runs `body` as the next step, reporting its name and how long it took.
    package mutating func step<T>(_ name: String, _ body: () async throws -> T) async rethrows -> T {
        step += 1
        let start = clock.now
        let result = try await body()
        let elapsed = clock.now - start
        if level != .quiet {
            Self.printError("[\(step)/\(stepCount)] \(name) … \(Self.milliseconds(elapsed)) ms")
        }
        return result
    }

    /// Prints `message` only with `--verbose`.
    package func detail(_ message: @autoclosure () -> String) {
        if level == .verbose { Self.printError("      " + message()) }
    }

    package static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }

    package static func printError(_ line: String) {
        // A closed standard error is no reason to stop the run.
        try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
    }
}
