import DigestCore
import DigestSources
import Foundation

extension GitHubSettings {
    /// The token and the login: one query of the last seven days.
    func check(_ context: SourceContext, into report: inout DoctorReport) async {
        report.add("GitHub", "\(login), base URL \(base) (with GITHUB_TOKEN)")
        do {
            let found = try await source(context).verify(now: context.now)
            report.add(
                "",
                "✓ token accepted; \(found) pull request\(found == 1 ? "" : "s"), review\(found == 1 ? "" : "s") and issue\(found == 1 ? "" : "s") of \(login) in the last seven days"
            )
        } catch {
            switch error {
            case .tokenRejected, .forbidden, .unknownUser, .query, .answer(.malformed):
                report.problem("", error.description, status: .usage)
            default: report.problem("", error.description, status: .failure)
            }
        }
    }
}
