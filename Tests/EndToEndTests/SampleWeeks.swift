import DigestCore
import Foundation
import TestSupport

/// A site of the sample's weeks, made by the binary in few commands.
///
/// The first week is made by `run --week`, each later one by a run's catch-up (`DIGEST_CATCH_UP`,
/// at most 52 weeks a run), so a history of 104 weeks takes three commands, not 104. The files
/// are those of one run a week, byte for byte, when the weeks end with the one the tests' clock
/// names (`SampleRun.pinned`); a history that ends earlier differs only in its weeks' `generatedAt`.
enum SampleWeeks {
    /// A command that built the sample's weeks failed.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Makes `weeks` (oldest first) in `output`.
    ///
    /// Each run has `environment` (its `DIGEST_TIMEZONE` is the site's zone) and `templates`.
    /// Weeks that do not follow one another are made one run each, in the order given, on the
    /// clock of the latest.
    static func build(
        _ weeks: [String], into output: String, environment: [String: String],
        templates: String = SampleRun.templates
    ) throws {
        let zone = TimeZone(identifier: environment["DIGEST_TIMEZONE"] ?? "UTC") ?? .gmt
        let parsed = try weeks.map { try ISOWeek(parsing: $0) }
        guard let first = parsed.first else { return }
        let followed = zip(parsed, parsed.dropFirst()).allSatisfy { $0.next == $1 }
        let command = ["run", "--sample", "-q", "--output", output, "--templates", templates]
        let last = parsed.max() ?? first
        guard followed else {
            for week in parsed {
                try run(command + ["--week", week.description, "--now", clock(after: last, in: zone)], environment)
            }
            return
        }
        try run(command + ["--week", first.description, "--now", clock(after: last, in: zone)], environment)
        // Each run makes up the weeks after the newest stored one within the 52 that end with its
        // clock's last complete week: the runs' clocks step 52 weeks at a time up to the last week.
        var ends: [ISOWeek] = []
        var end = parsed.count - 1
        while end > 0 {
            ends.insert(parsed[end], at: 0)
            end -= 52
        }
        for latest in ends {
            try run(
                command + ["--now", clock(after: latest, in: zone)],
                environment.merging(["DIGEST_CATCH_UP": "52"]) { $1 })
        }
        let state = environment["DIGEST_STATE"]
        let missing = weeks.filter {
            !FileManager.default.fileExists(atPath: StoredHistory.snapshot(output, $0, state: state))
        }
        guard missing.isEmpty else {
            throw Failure(description: "the runs left \(missing.joined(separator: ", ")) unmade in \(output)")
        }
    }

    /// 07:00 on the Monday after `week` in `zone`, with the zone's offset: a clock whose last
    /// complete week is `week`.
    static func clock(after week: ISOWeek, in zone: TimeZone) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = zone
        return formatter.string(from: week.window(in: zone).end.addingTimeInterval(7 * 3600))
    }

    private static func run(_ arguments: [String], _ environment: [String: String]) throws {
        let result = try BinaryRunner.digest(arguments, environment: environment)
        guard result.status == 0 else {
            throw Failure(description: "\(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)")
        }
    }
}
