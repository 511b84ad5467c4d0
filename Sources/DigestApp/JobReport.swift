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
}
