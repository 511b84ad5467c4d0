import DigestCore
import DigestSources
import Foundation

extension MisskeySettings {
    /// The address, the user and one note.
    func check(_ context: SourceContext, into report: inout DoctorReport) async {
        report.add(
            "Misskey",
            "\(address.account), base URL \(base)\(token == nil ? " (no token)" : " (with MISSKEY_ACCESS_TOKEN)"); public and home notes only"
        )
        do {
            let id = try await source(context).verify()
            report.add("", "✓ \(address.account) is user \(id)")
        } catch {
            switch error {
            case .unknownUser, .needsToken, .tokenRejected, .forbidden, .notMisskey:
                report.problem("", error.description, status: .usage)
            default: report.problem("", error.description, status: .failure)
            }
        }
    }
}
