/// Why the site was not published, as a sentence that says what to do.
package enum PublishError: Error, Equatable, CustomStringConvertible {
    /// `--to` cannot be read.
    case badTarget(String, String)
    /// The built site breaks its own invariants.
    case brokenSite(folder: String, problems: [String])
    /// A command the target needs is not installed.
    case missingCommand(String, package: String)
    /// A command failed; `output` is the end of what it printed, `hint` what to check.
    case commandFailed(step: String, status: Int32, output: String, hint: String)
    /// The target cannot be written.
    case unwritable(String)
    /// A command did not finish within `seconds` and was stopped with its process group.
    case timedOut(step: String, seconds: Int, output: String, hint: String)

    package var description: String {
        switch self {
        case .badTarget(let text, let why):
            "--to '\(text)' cannot be used: \(why). Use a folder, git+<url>#<branch>, rsync:<destination> or vault:<folder>."
        case .brokenSite(let folder, let problems):
            "\(folder) is not published because the site is broken: \(problems.prefix(5).joined(separator: "; "))\(problems.count > 5 ? " (and \(problems.count - 5) more)" : ""). Run `weekly-digest render` to rebuild it."
        case .missingCommand(let command, let package):
            "\(command) is not installed: install it (apt-get install \(package)) and publish again."
        case .commandFailed(let step, let status, let output, let hint):
            "\(step) failed (exit \(status))\(output.isEmpty ? "" : ": \(output)"). \(hint)"
        case .unwritable(let reason):
            reason
        case .timedOut(let step, let seconds, let output, let hint):
            "\(step) did not finish within \(seconds) s (DIGEST_COMMAND_TIMEOUT) and was stopped\(output.isEmpty ? "" : ": \(output)"). \(hint)"
        }
    }
}
