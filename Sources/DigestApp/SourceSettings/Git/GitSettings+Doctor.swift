import DigestCore
import DigestSources
import Foundation

extension GitSettings {
    /// The roots, the repositories found, and the last seven days of commits read.
    func check(_ context: SourceContext, into report: inout DoctorReport) async {
        let source = source(context)
        report.add("git", "roots \(roots.joined(separator: ", "))")
        let emails = await source.emails()
        report.add(
            "",
            "authors \(emails.map { $0.joined(separator: ", ") } ?? "none")\(authors == nil ? " (git's user.email)" : "")"
        )
        let window = DateInterval(start: context.now.addingTimeInterval(-7 * 24 * 3600), end: context.now)
        let outcome = await source.commits(in: window)
        switch outcome.status {
        case .ok:
            let count = outcome.value?.count ?? 0
            report.add("", "✓ \(count) \(count == 1 ? "commit" : "commits") in the last 7 days")
            for note in outcome.notes { report.add("", "⚠ " + note) }
        case .failed(let reason): report.problem("", reason, status: .usage)
        case .skipped(let reason): report.add("", reason)
        }
    }
}
