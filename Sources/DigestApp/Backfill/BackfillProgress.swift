import DigestCore
import Foundation

/// What `backfill` shows as it goes, on standard error: on a terminal, one line redrawn (a bar of
/// the weeks made of all, the requests sent and the time taken); in a log, one plain line a week.
struct BackfillProgress {
    /// How many weeks are to be made.
    let total: Int
    let level: ProgressReporter.Level
    let format: AppLog.Format
    /// Whether standard error is a terminal (the bar is redrawn in place).
    let isTerminal: Bool
    let clock = ContinuousClock()
    let started: ContinuousClock.Instant
    private(set) var made = 0

    init(total: Int, level: ProgressReporter.Level, format: AppLog.Format, isTerminal: Bool = isatty(2) == 1) {
        (self.total, self.level, self.format, self.isTerminal) = (total, level, format, isTerminal)
        started = clock.now
    }

    /// Says the range is being read.
    func reading(_ weeks: [ISOWeek]) {
        guard level != .quiet, let first = weeks.first, let last = weeks.last else { return }
        say(
            "Backfilling \(total) week\(total == 1 ? "" : "s") (\(first) to \(last)): reading each source's history once…"
        )
    }

    /// Counts `week` made from `sources`, with `requests` sent so far.
    mutating func made(_ week: ISOWeek, from sources: [String], requests: Int) {
        made += 1
        guard level != .quiet else { return }
        if isTerminal && format == .text {
            let width = 24, filled = total == 0 ? width : made * width / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            let seconds = ProgressReporter.milliseconds(clock.now - started) / 1000
            ProgressReporter.write(
                "\r\u{1B}[2K\(bar) \(made)/\(total) weeks · \(week) · \(Self.requests(requests)) · \(seconds) s")
        } else {
            say(
                "[\(made)/\(total)] \(week) from \(sources.isEmpty ? "no source" : sources.joined(separator: ", ")); \(Self.requests(requests)) so far"
            )
        }
    }

    /// `1 request`, `4 requests`.
    static func requests(_ count: Int) -> String { "\(count) request\(count == 1 ? "" : "s")" }

    /// Ends the bar's line.
    func finish() {
        if level != .quiet, isTerminal, format == .text { ProgressReporter.write("\n") }
    }

    func say(_ line: String) {
        ProgressReporter.printError(
            format == .text
                ? line : StandardErrorLogHandler(format: format).line(level: .notice, message: line, metadata: [:]))
    }
}
