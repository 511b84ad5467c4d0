import DigestCore
import DigestSources
import Foundation

extension DoctorReport {
    /// Your own X timeline: the endpoint, what the last run read, and the token tried (with the
    /// account's id when it is kept: a request over an empty second, which reads no post).
    mutating func checkXTimeline(_ config: Configuration, _ settings: XSettings, token: String, now: Date) async {
        let account = (try? config.state.get()).map(XAccountFile.init(state:))
        add(
            settings.archive == nil ? "X" : "",
            "configured, your own posts (GET /2/users/:id/tweets, an owned read billed per post; at most \(settings.maxPosts) a run, X_MAX_POSTS), base URL \(settings.base)"
        )
        if let last = account?.read()?.lastRun {
            add(
                "",
                "the last run (\(ISOTimestamp.string(last.at))) read \(last.posts) \(last.posts == 1 ? "post" : "posts") in \(last.requests) \(last.requests == 1 ? "request" : "requests")\(last.capped ? ", stopped by X_MAX_POSTS" : "")"
            )
        }
        guard let username = settings.username else { return }
        let client = XClient(
            base: settings.base, token: token,
            http: services.httpClient(
                attempts: config.httpAttempts, logger: AppLog.logger(.normal, format: config.logFormat)),
            timeout: Double(config.httpTimeout))
        do {
            let kept = account?.kept(of: username, token: token)
            let known = kept?.id
            if kept?.unsealed == true {
                add("", "⚠ \(XAccountFile.unsealedWarning)")
            }
            let id = try await client.verify(username: username, knownID: known, now: now)
            if known == nil { account?.remember(id, of: username, token: token) }
            add("", "✓ token accepted; @\(username) is account \(id)\(known == nil ? " (looked up, and kept)" : "")")
        } catch {
            switch error {
            case .tokenRejected, .notFound, .unknownUser, .timelineForbidden:
                problem("", error.description, status: .usage)
            default: problem("", error.description, status: .failure)
            }
        }
    }
}
