import DigestSources
import Foundation
import Logging

/// The live edges, made once per command: the real transport and the real clock.
package enum LiveServices {
    /// `weekly-digest/0.1.0`: names the tool and its version in every request.
    package static let userAgent = "weekly-digest/\(AppVersion.current)"

    /// A new HTTP client on URLSession and the system clock, for every source of one command;
    /// `attempts` per request (DIGEST_HTTP_ATTEMPTS).
    package static func httpClient(attempts: Int, logger: Logger) -> HTTPClient {
        HTTPClient(
            transport: URLSessionTransport(), clock: SystemRetryClock(), policy: RetryPolicy(maximumAttempts: attempts),
            userAgent: userAgent, logger: logger)
    }
}

extension Configuration {
    /// The WakaTime client over `http`, when a key is set.
    package func wakatimeClient(http: HTTPClient) -> WakaTimeClient? {
        wakatimeKey.map { WakaTimeClient(base: wakatimeBase, key: $0, http: http, timeout: Double(httpTimeout)) }
    }

    /// The Qiita client over `http` (with the token when one is set).
    package func qiitaClient(http: HTTPClient) -> QiitaClient {
        QiitaClient(base: qiitaBase, token: qiitaToken, http: http, timeout: Double(httpTimeout))
    }

    /// The reading list's source, when tags are set.
    package func qiitaSource(http: HTTPClient) -> QiitaSource? {
        qiitaTags.isEmpty ? nil : QiitaSource(client: qiitaClient(http: http), tags: qiitaTags)
    }
}
