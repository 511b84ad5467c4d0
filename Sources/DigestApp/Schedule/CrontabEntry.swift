import DigestCore
import DigestSystem
import Foundation
import Logging

/// The one crontab line `schedule install --cron` adds, marked so that it can be found, replaced
/// and removed without touching the user's other lines.
struct CrontabEntry: Sendable {
    /// Ends the line, and marks it as ours.
    static let marker = "# weekly-digest schedule"

    /// The line: every Monday at 07:00 (cron's zone: the system's), `run`, then `publish` and
    /// `email` as configured, quiet so that cron mails only problems.
    static func line(binary: String, settings: String?, publish: Bool, email: Bool) -> String {
        let config = settings.map { " --config " + shellQuoted($0) } ?? ""
        let commands = ["run"] + (publish ? ["publish"] : []) + (email ? ["email"] : [])
        return "0 7 * * 1 "
            + commands.map { "\(shellQuoted(binary)) \($0) -q\(config)" }.joined(separator: "; ") + " \(marker)"
    }

    /// `text` in single quotes for sh (a quote inside becomes `'\''`); `%` escaped, which cron
    /// would otherwise turn into a line break.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: "%", with: "\\%") + "'"
    }

    /// The crontab program and how it is run.
    let crontab: String
    let runner: any CommandRunner

    /// The user's crontab lines; none when there is no crontab yet.
    func lines() async throws(RunError) -> [String] {
        let result = try await run(["-l"])
        if result.status != 0 {
            // `crontab -l` says "no crontab for me" and exits 1 when there is none yet.
            guard result.errors.lowercased().contains("no crontab") else {
                throw .failure("`\(crontab) -l` failed: \(SingleLine.quotable(result.errors)); is cron installed?")
            }
            return []
        }
        return result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .reversed().drop { $0.isEmpty }.reversed()
    }

    /// Replaces the crontab with `lines`.
    func write(_ lines: [String]) async throws(RunError) {
        let result = try await run(["-"], input: Data((lines.joined(separator: "\n") + "\n").utf8))
        guard result.status == 0 else {
            throw .failure("`\(crontab) -` refused the new crontab: \(SingleLine.quotable(result.errors))")
        }
    }

    func run(_ arguments: [String], input: Data? = nil) async throws(RunError) -> CommandResult {
        do {
            return try await runner.run(crontab, arguments, in: nil, environment: [:], input: input)
        } catch {
            throw .failure("Cannot run \(crontab): \(error); install cron (apt-get install cron) or use --systemd.")
        }
    }
}
