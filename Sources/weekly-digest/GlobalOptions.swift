import ArgumentParser
import DigestCore
import DigestRender
import Foundation

/// Options every command shares.
struct GlobalOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The ISO week to build, e.g. 2026-W47; it must have ended. Default: the last complete week before now, in DIGEST_TIMEZONE.", valueName: "week"))
    var week: String?

    @Option(help: ArgumentHelp("Pin the clock to this ISO-8601 time, e.g. 2026-11-23T07:00:00+09:00.", valueName: "time"))
    var now: String?

    @Option(help: ArgumentHelp("The folder the site is written to. Default: DIGEST_OUTPUT, else ./output.", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("The folder with week.md, page.html, archive.html, style.css and locales/. Default: DIGEST_TEMPLATES, else ./templates.", valueName: "dir"))
    var templates: String?

    @Option(help: ArgumentHelp("The language of the pages' fixed words: a file in the template folder's locales folder (en, ja). Default: DIGEST_LOCALE, else en.", valueName: "code"))
    var locale: String?

    @Flag(name: .shortAndLong, help: "Print details of each step.")
    var verbose = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        if verbose && quiet { throw ValidationError("--verbose and --quiet cannot be used together: pick one.") }
        if let week { _ = try parsedWeek(week) }
        if let now { _ = try parsedNow(now) }
        if let locale, !LocaleCatalog.isWellFormed(locale) {
            throw ValidationError("--locale '\(locale)' is not a locale code: use a language tag such as en or ja, naming a file in the template folder's locales folder.")
        }
    }

    /// The clock: `--now` when given, else `systemNow`; checked to be in the years weeks may be in.
    func clock(timeZone: TimeZone, systemNow: Date) throws(RunError) -> WeekClock {
        let pinned = now.flatMap(ISOTimestamp.parse)
        return try WeekClock(now: pinned ?? systemNow, timeZone: timeZone, pinned: pinned != nil)
    }

    /// `--week`, already checked by ``validate()``.
    var chosenWeek: ISOWeek? { week.flatMap { try? ISOWeek(parsing: $0) } }

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
