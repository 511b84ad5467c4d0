import ArgumentParser
import DigestApp
import Foundation

/// `weekly-digest doctor`: what is configured, whether it works, and the fix for each problem.
struct DoctorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Show what is configured, check each credential against its API, and explain what is missing.",
        discussion: """
            Reads the same variables as `run`. For each source it says whether it is configured and \
            which base URL it uses; \(SourceHelp.doctor) Secrets are never printed.

            Exit status: 0 everything configured works; 1 a check could not reach its API; \
            64 a setting is wrong (the line says which and how to fix it).
            """
    )

    @OptionGroup var settings: ConfigOption
    @OptionGroup var clock: ClockOption
    @OptionGroup var output: OutputOption
    @OptionGroup var templates: TemplateOptions

    func run() async throws {
        try await CommandExit.finish {
            let inputs = CommandInputs(
                now: clock.now, output: output.output, templates: templates.templates, locale: templates.locale)
            let report = await DoctorReport.make(
                environment: try settings.environment(), inputs: inputs, now: clock.now ?? Date())
            return JobReport(report.lines, status: report.status)
        }
    }
}
