import DigestCore
import DigestSources
import Foundation

extension BlueskySettings {
    /// The handle, and one page of one post from the AppView.
    func check(_ context: SourceContext, into report: inout DoctorReport) async {
        report.add("Bluesky", "\(actor), base URL \(base) (public posts, no key)")
        do {
            try await source(context).verify()
            report.add("", "✓ the AppView serves \(actor)'s posts")
        } catch {
            switch error {
            case .unknownActor, .unavailable, .refused, .notFound: report.problem("", error.description, status: .usage)
            default: report.problem("", error.description, status: .failure)
            }
        }
    }
}
