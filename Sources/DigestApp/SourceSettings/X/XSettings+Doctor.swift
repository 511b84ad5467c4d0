import DigestCore
import DigestSources
import Foundation

extension XSettings {
    /// The query as sent (and what was translated), the archive, and one search to check the credentials.
    func check(_ context: SourceContext, into report: inout DoctorReport) async {
        if let archive {
            report.add("X", "archive \(archive.path)")
        }
        guard let credentials else {
            report.add(
                archive == nil ? "X" : "",
                "no X_BEARER_TOKEN or X_ACCESS_TOKEN: links come from the archive only")
            return
        }
        guard let query else {
            await checkTimeline(context, credentials: credentials, into: &report)
            return
        }
        report.add(archive == nil ? "X" : "", "configured, base URL \(base), query: \(query.text)")
        for translation in query.translations {
            report.add("", "translated \(translation)")
        }
        do {
            let endpoint = try await XClient(
                base: base, credentials: credentials, http: context.http, timeout: Double(context.timeout)
            )
            .verify(query, now: context.now)
            report.add("", "✓ \(isOwner ? "credentials" : "token") accepted (\(endpoint))")
        } catch {
            switch error {
            case .tokenRejected, .ownerCredentialsRejected, .notFound, .invalidQuery, .notEnrolled:
                report.problem("", error.description, status: .usage)
            default: report.problem("", error.description, status: .failure)
            }
        }
    }
}
