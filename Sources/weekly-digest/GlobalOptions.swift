import ArgumentParser
import DigestCore
import Foundation

/// Options every command shares.
struct GlobalOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The ISO week to build, e.g. 2026-W47. Default: the last complete week before now, in DIGEST_TIMEZONE.", valueName: "week"))
    var week: String?

    @Option(help: ArgumentHelp("Pin the clock to this ISO-8601 time, e.g. 2026-11-23T07:00:00+09:00.", valueName: "time"))
    var now: String?

    @Option(help: ArgumentHelp("The folder the site is written to. Default: DIGEST_OUTPUT, else ./output.", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("The folder with week.md, page.html and style.css. Default: DIGEST_TEMPLATES, else ./templates.", valueName: "dir"))
    var templates: String?

    @Flag(name: .shortAndLong, help: "Print details of each step.")
    var verbose = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        if verbose && quiet { throw ValidationError("--verbose and --quiet cannot be used together: pick one.") }
        if let week { _ = try parsedWeek(week) }
        if let now { _ = try parsedNow(now) }
    }

    /// The `--week` value as a week; a ValidationError quoting it otherwise.
    func parsedWeek(_ text: String) throws -> ISOWeek {
        do {
            return try ISOWeek(parsing: text)
        } catch {
            throw ValidationError("--week \(error.description)")
        }
    }

    /// The `--now` value as an instant; a ValidationError quoting it otherwise.
    func parsedNow(_ text: String) throws -> Date {
        guard let date = ISOTimestamp.parse(text) else {
            throw ValidationError("--now '\(text)' is not an ISO-8601 time: expected the form 2026-11-23T07:00:00+09:00 (or ...Z for UTC).")
        }
        return date
    }
}
