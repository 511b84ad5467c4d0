import DigestCore
import DigestRender
import DigestSystem
import Foundation

/// What the command line said, as plain values: each command's options fill the fields they have,
/// and a job reads them with the configuration as the fallback.
package struct CommandInputs: Sendable {
    /// `--week`.
    package var week: ISOWeek?
    /// `--now`.
    var now: Date?
    /// `--output`.
    var output: String?
    /// `--templates`.
    var templates: String?
    /// `--locale`.
    var locale: String?
    /// `--verbose`.
    var verbose = false
    /// `--quiet`.
    package var quiet = false

    /// Inputs with nothing given.
    package init(
        week: ISOWeek? = nil, now: Date? = nil, output: String? = nil, templates: String? = nil, locale: String? = nil,
        verbose: Bool = false, quiet: Bool = false
    ) {
        (self.week, self.now, self.output, self.templates, self.locale) = (week, now, output, templates, locale)
        (self.verbose, self.quiet) = (verbose, quiet)
    }

    /// The site's folder: `--output`, else the configuration's.
    func folder(_ config: Configuration) -> String { output ?? config.outputFolder }

    /// The template folder over the built-in templates: `--templates`, else the configuration's, else none.
    func templateFolder(_ config: Configuration) -> String? { templates ?? config.templateFolder }

    /// The locale: `--locale`, else the configuration's.
    func localeCode(_ config: Configuration) -> String { locale ?? config.locale }

    /// Whether `code` has the shape of a locale code (`en`, `ja`, `pt-BR`), as `--locale` must.
    package static func isLocaleCode(_ code: String) -> Bool {
        LocaleCatalog.isWellFormed(code)
    }

    /// The templates and words in the chosen folder and locale.
    func loadTemplates(_ config: Configuration, fileSystem: any FileSystem) throws(RunError) -> TemplateSet {
        var templates = try TemplateLoader.load(
            folder: templateFolder(config), locale: localeCode(config), fileSystem: fileSystem)
        templates.goal = config.goal
        templates.cardShowsAI = config.cardShowsAI
        return templates
    }

    /// The clock: `--now` when given, else `systemNow`; checked to be in the years weeks may be in.
    func clock(timeZone: TimeZone, systemNow: Date) throws(RunError) -> WeekClock {
        try WeekClock(now: now ?? systemNow, timeZone: timeZone, pinned: now != nil)
    }

    /// The progress reporter's level.
    var level: ProgressReporter.Level { quiet ? .quiet : verbose ? .verbose : .normal }
}
