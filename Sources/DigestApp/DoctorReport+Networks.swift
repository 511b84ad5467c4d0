import DigestCore
import DigestSources
import Foundation

/// Bluesky and Mastodon: the account each names, tried with one request of one post.
extension DoctorReport {
    /// The handle, and one page of one post from the AppView.
    mutating func checkBluesky(_ config: Configuration) async {
        guard let settings = config.bluesky else {
            add(
                "Bluesky",
                "not configured: set BLUESKY_HANDLE (such as alice.bsky.social; no key needed) to list the links you shared there."
            )
            return
        }
        add("Bluesky", "\(settings.actor), base URL \(settings.base) (public posts, no key)")
        do {
            try await settings.source(http: checkClient(config), timeout: config.httpTimeout).verify()
            add("", "✓ the AppView serves \(settings.actor)'s posts")
        } catch {
            switch error {
            case .unknownActor, .unavailable, .refused, .notFound: problem("", error.description, status: .usage)
            default: problem("", error.description, status: .failure)
            }
        }
    }

    /// The address, the lookup and one status.
    mutating func checkMastodon(_ config: Configuration) async {
        guard let settings = config.mastodon else {
            add(
                "Mastodon",
                "not configured: set MASTODON_ACCOUNT (such as alice@mastodon.social; no key needed for a public account) to list the links you shared there."
            )
            return
        }
        let account = settings.username + "@" + settings.instance
        add(
            "Mastodon",
            "\(account), base URL \(settings.base)\(settings.token == nil ? " (no token)" : " (with MASTODON_ACCESS_TOKEN)"); public and unlisted posts only"
        )
        do {
            let found = try await settings.source(http: checkClient(config), timeout: config.httpTimeout).verify()
            add(
                "",
                "✓ \(account) is account \(found.id)\(found.isLocked ? " (locked: its followers-only posts are never listed)" : "")"
            )
        } catch {
            switch error {
            case .unknownAccount, .gone, .needsToken, .tokenRejected, .forbidden, .notMastodon:
                problem("", error.description, status: .usage)
            default: problem("", error.description, status: .failure)
            }
        }
    }

    /// The client `doctor`'s checks send through.
    func checkClient(_ config: Configuration) -> HTTPClient {
        services.httpClient(attempts: config.httpAttempts, logger: AppLog.logger(.normal, format: config.logFormat))
    }
}
