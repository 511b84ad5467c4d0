import DigestCore
import DigestSources
import Foundation

extension MastodonSettings {
    /// The address, the lookup and one status.
    func check(_ context: SourceContext, into report: inout DoctorReport) async {
        let account = username + "@" + instance
        report.add(
            "Mastodon",
            "\(account), base URL \(base)\(token == nil ? " (no token)" : " (with MASTODON_ACCESS_TOKEN)"); public and unlisted posts only"
        )
        do {
            let found = try await source(context).verify()
            report.add(
                "",
                "✓ \(account) is account \(found.id)\(found.isLocked ? " (locked: its followers-only posts are never listed)" : "")"
            )
        } catch {
            switch error {
            case .unknownAccount, .gone, .needsToken, .tokenRejected, .forbidden, .notMastodon:
                report.problem("", error.description, status: .usage)
            default: report.problem("", error.description, status: .failure)
            }
        }
    }
}
