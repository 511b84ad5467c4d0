/// What a job tells its user: the lines for standard output, in order, and how it ended.
///
/// A job returns it and the command prints it (a job prints nothing itself), so a test reads what a
/// user would see from the value. A job stopped by an error hands over the lines it had so far
/// with the error (``RunError/reported``): a week sent before the next one failed is still told.
package struct JobReport: Sendable, Equatable {
    /// The lines, each printed on its own.
    package var lines: [String] = []
    /// How the job ended.
    package var status: ExitStatus = .complete

    /// A report of `lines` ending with `status`.
    package init(_ lines: [String] = [], status: ExitStatus = .complete) {
        (self.lines, self.status) = (lines, status)
    }

    /// Adds `line`.
    mutating func say(_ line: String) { lines.append(line) }

    /// Adds `line` when there is one.
    mutating func say(_ line: String?) { if let line { lines.append(line) } }

    /// The report `work` makes as it goes, ending with the status it returns; stopped by an error,
    /// the error carries the lines told so far.
    static func of(
        _ work: (inout JobReport) async throws(RunError) -> ExitStatus
    ) async throws(RunError) -> JobReport {
        var report = JobReport()
        do { report.status = try await work(&report) } catch { throw error.after(report) }
        return report
    }

    /// ``of(_:)`` for work that may also throw errors of other kinds, which go on as they are.
    static func ofAny(_ work: (inout JobReport) async throws -> ExitStatus) async throws -> JobReport {
        var report = JobReport()
        do { report.status = try await work(&report) } catch let error as RunError { throw error.after(report) }
        return report
    }
}
