import ArgumentParser
import DigestApp
import Foundation

/// The one place a command's outcome becomes the process's: an error is printed as one line
/// and its status returned; a finished job's status other than 0 is returned as it is.
enum CommandExit {
    static func finish(_ job: () async throws -> ExitStatus) async throws {
        let status: ExitStatus
        do { status = try await job() } catch let error as RunError {
            AppLog.logger(.quiet, format: AppLog.format(in: ProcessInfo.processInfo.environment)).error(
                "\(error.message)")
            throw ExitCode(error.status.rawValue)
        }
        if status != .complete { throw ExitCode(status.rawValue) }
    }
}
