import DigestSources
import Foundation

/// How `backfill` waits for an API's hourly limit to reset (Qiita's `Rate-Reset`): it says so on
/// standard error, with the time it goes on, and sleeps until then.
///
/// Stopped meanwhile (Ctrl-C, a kill), nothing is lost: the weeks made are stored, and the next
/// backfill goes on from the week it was making.
struct LimitWait: Sendable {
    /// The longest wait taken: an hour's limit, and a minute to spare.
    ///
    /// A reset further off (a clock far out) is not waited for: the week's part fails, and the next backfill asks again.
    static let longest: Double = 3_660

    let clock: any RetryClock
    let timeZone: TimeZone
    let quiet: Bool

    /// Waits for `api`'s limit to reset at `reset`: true once waited, false when it is too far off
    /// or the wait was cancelled.
    @Sendable func wait(_ api: String, until reset: Date) async -> Bool {
        let seconds = max(0, reset.timeIntervalSince(clock.now())) + 1
        guard seconds <= Self.longest else { return false }
        if !quiet {
            // On a terminal the line replaces the progress bar's, which the next week draws again.
            let clear = isatty(2) == 1 ? "\r\u{1B}[2K" : ""
            ProgressReporter.printError(
                "\(clear)\(api)'s hourly limit is spent: waiting \(DurationText.seconds(seconds)), until \(Self.clockTime(reset, in: timeZone)); Ctrl-C stops here, and the next backfill goes on from this week."
            )
        }
        do { try await clock.sleep(seconds: seconds) } catch { return false }
        return true
    }

    /// `14:05:09`: `date` on the clock of `timeZone`.
    static func clockTime(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        return [parts.hour, parts.minute, parts.second].map { String(format: "%02d", $0 ?? 0) }.joined(separator: ":")
    }
}
