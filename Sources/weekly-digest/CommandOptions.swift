import ArgumentParser
import DigestApp
import DigestCore
import DigestSystem
import Foundation

/// `--config`: the settings file, for every command.
struct ConfigOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A settings file of NAME=value lines (the cron hook's). Default: DIGEST_CONFIG, else ~/.config/weekly-digest/config when it exists. The environment wins over the file.",
            valueName: "file"))
    var config: String?

    /// The environment the command runs with: the process's and the file's.
    func environment() throws(RunError) -> [String: String] {
        try SettingsFile.environment(ProcessInfo.processInfo.environment, option: config, fileSystem: LocalFileSystem())
    }
}

/// `--output`: the site's folder; every command that reads or writes the site has it.
struct OutputOption: ParsableArguments {
    @Option(help: ArgumentHelp("The site's folder. Default: DIGEST_OUTPUT, else ./output.", valueName: "dir"))
    var output: String?
}

/// `--templates` and `--locale`: for the commands that render.
struct TemplateOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A folder whose files replace the built-in templates one by one (week.md, page.html, archive.html, trends.html, year.html, style.css, email.txt, email.html, team.html, locales/<code>.json); `templates export` writes them. Default: DIGEST_TEMPLATES, else the built-in ones.",
            valueName: "dir"))
    var templates: String?

    @Option(
        help: ArgumentHelp(
            "The language of the pages' fixed words: en, ja, or a locales/<code>.json in the template folder. Default: DIGEST_LOCALE, else en.",
            valueName: "code"))
    var locale: String?

    func validate() throws {
        if let locale, !CommandInputs.isLocaleCode(locale) {
            throw ValidationError(
                "--locale '\(locale)' is not a locale code: use a language tag such as en or ja, naming a file in the template folder's locales folder."
            )
        }
    }
}

/// `--week`, read once into an ``ISOWeek``: for the commands that build or send one week.
struct WeekOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The ISO week, e.g. 2026-W47; it must have ended. Default: the last complete week before now, in DIGEST_TIMEZONE.",
            valueName: "week"),
        transform: { text throws(ISOWeekError) in try ISOWeek(parsing: text) })
    var week: ISOWeek?
}

/// `--now`, read once into an instant: the clock a command runs by.
struct ClockOption: ParsableArguments {
    @Option(
        help: ArgumentHelp("Pin the clock to this ISO-8601 time, e.g. 2026-11-23T07:00:00+09:00.", valueName: "time"),
        transform: ClockOption.instant)
    var now: Date?

    /// The instant `text` names; an error showing the form otherwise.
    static func instant(_ text: String) throws -> Date {
        guard let date = ISOTimestamp.parse(text) else {
            throw ValidationError("expected an ISO-8601 time such as 2026-11-23T07:00:00+09:00 (or ...Z for UTC).")
        }
        return date
    }
}

/// `--verbose` and `--quiet`: how much a command prints.
struct LevelOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print details of each step.")
    var verbose = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        if verbose && quiet { throw ValidationError("--verbose and --quiet cannot be used together: pick one.") }
    }
}

/// A command that renders pages: it has the clock, the site's folder, the templates and how much
/// to print; `run`, `email` and `notify` add `--week`.
///
/// Each is an option group of the command itself, never a group of groups: a debug build of
/// ArgumentParser checks every group it meets, again for each group above it, and a group of these
/// four took half of a debug `run`'s CPU (0.11 s against 0.05 s with nothing to build), paid by
/// every test that starts the binary.
protocol RenderingCommand {
    var clock: ClockOption { get }
    var output: OutputOption { get }
    var templates: TemplateOptions { get }
    var level: LevelOptions { get }
}

extension RenderingCommand {
    /// What these options (and `week`) said, for a job.
    func inputs(week: ISOWeek? = nil) -> CommandInputs {
        CommandInputs(
            week: week, now: clock.now, output: output.output, templates: templates.templates, locale: templates.locale,
            verbose: level.verbose, quiet: level.quiet)
    }
}
