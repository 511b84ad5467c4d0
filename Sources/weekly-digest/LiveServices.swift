import DigestSources
import Foundation

/// The live edges: one HTTP client (real transport, real clock) shared by every source.
enum LiveServices {
    /// `weekly-digest/0.1.0`: names the tool and its version in every request.
    static let userAgent = "weekly-digest/\(WeeklyDigest.version)"

    /// The HTTP client every source uses.
    static let http = HTTPClient(transport: URLSessionTransport(), clock: SystemRetryClock(), userAgent: userAgent)
}

extension Configuration {
    /// The WakaTime client, when a key is set.
    func wakatimeClient() -> WakaTimeClient? {
        wakatimeKey.map { WakaTimeClient(base: wakatimeBase, key: $0, http: LiveServices.http) }
    }

    /// The WakaTime source, when a key is set.
    func wakatimeSource() -> WakaTimeSource? {
        wakatimeClient().map(WakaTimeSource.init(client:))
    }
}
