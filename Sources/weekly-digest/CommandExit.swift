import ArgumentParser
import DigestApp
import Foundation

/// The one place a command's outcome becomes the process's.
///
/// An error is printed as one line and its status returned; a finished job's status other than 0
/// is returned as it is. A command stopped by a signal ends as the signal says (128 + it), never
/// with the error its stopped child caused.
enum CommandExit {
    static func finish(_ job: () async throws -> ExitStatus) async throws {
        let status: ExitStatus
        do { status = try await job() } catch let error as RunError {
            SignalCleanup.yieldToStop()
            AppLog.logger(.quiet, format: AppLog.format(in: ProcessInfo.processInfo.environment)).error(
                "\(error.message)")
            throw ExitCode(error.status.rawValue)
        }
        SignalCleanup.yieldToStop()
        if status != .complete { throw ExitCode(status.rawValue) }
    }
}
