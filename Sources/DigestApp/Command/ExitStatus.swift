/// The exit statuses users and the cron hook rely on (the README's "Exit status").
package enum ExitStatus: Int32 {
    /// A complete digest was written.
    case complete = 0
    /// Nothing was written.
    case failure = 1
    /// The digest was written but a configured source failed.
    case partial = 3
    /// Bad usage or configuration.
    case usage = 64
}

/// An error that ends the run with a message for the user and a given status.
package struct RunError: Error, CustomStringConvertible {
    package var status: ExitStatus
    package var message: String
    /// What the job had reported before it stopped, printed before the error.
    package var reported: [String] = []

    package var description: String { message }

    /// This error, after the lines `report` had told: they are printed first.
    func after(_ report: JobReport) -> RunError {
        var error = self
        error.reported = report.lines + reported
        return error
    }

    static func usage(_ message: String) -> RunError { RunError(status: .usage, message: message) }
    static func failure(_ message: String) -> RunError { RunError(status: .failure, message: message) }
}
