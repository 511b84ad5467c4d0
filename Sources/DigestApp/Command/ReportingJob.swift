import Foundation

/// A job that runs at a time, with the settings: its report is made by ``JobReport/of(_:)``, so each
/// job writes only the work.
package protocol ReportingJob {
    /// Does the job with `environment` at `clockNow` (unless `--now` pins it), telling `report` what
    /// a user is told; how it ended.
    func run(
        environment: [String: String], clockNow: Date, report: inout JobReport
    ) async throws(RunError) -> ExitStatus
}

extension ReportingJob {
    /// The job's report; stopped by an error, the error carries the lines told so far.
    package func run(environment: [String: String], clockNow: Date) async throws(RunError) -> JobReport {
        try await .of { report throws(RunError) in
            try await run(environment: environment, clockNow: clockNow, report: &report)
        }
    }
}
