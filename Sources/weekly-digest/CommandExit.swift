import ArgumentParser
import DigestApp
import Foundation

/// The one place a command's outcome becomes the process's.
///
/// A job's report is printed on standard output, line by line; an error is printed as one line after
/// what the job had reported, and its status returned; a finished job's status other than 0 is
/// returned as it is. A command stopped by a signal ends as the signal says (128 + it), never with
/// the error its stopped child caused.
enum CommandExit {
    static func finish(_ job: () async throws -> JobReport) async throws {
        let report: JobReport
        do { report = try await job() } catch let error as RunError {
            error.reported.forEach { print($0) }
            SignalCleanup.yieldToStop()
            AppLog.logger(.quiet, format: AppLog.format(in: ProcessInfo.processInfo.environment)).error(
                "\(error.message)")
            throw ExitCode(error.status.rawValue)
        }
        report.lines.forEach { print($0) }
        SignalCleanup.yieldToStop()
        if report.status != .complete { throw ExitCode(report.status.rawValue) }
    }
}
