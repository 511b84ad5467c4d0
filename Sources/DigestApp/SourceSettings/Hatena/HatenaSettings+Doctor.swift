import DigestCore
import DigestSources
import Foundation

extension HatenaSettings {
    /// The ID, and the first page of its public bookmarks.
    func check(_ context: SourceContext, into report: inout DoctorReport) async {
        report.add("Hatena", "\(user), base URL \(base) (public bookmarks, no key)")
        do {
            try await source(context).verify()
            report.add("", "✓ Hatena Bookmark serves \(user)'s public bookmarks")
        } catch {
            switch error {
            case .unknownUser, .notAFeed: report.problem("", error.description, status: .usage)
            default: report.problem("", error.description, status: .failure)
            }
        }
    }
}
