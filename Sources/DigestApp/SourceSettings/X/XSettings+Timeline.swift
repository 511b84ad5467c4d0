import DigestCore
import DigestSources
import Foundation

extension XSettings {
    /// Your own X timeline: the endpoint and what a post read costs, what the last run read, and
    /// the credentials tried (with the account's id when it is kept: a request over an empty
    /// second, which reads no post).
    func checkTimeline(_ context: SourceContext, credentials: XCredentials, into report: inout DoctorReport) async {
        let account = context.state.map { XAccountFile(state: $0, fileSystem: context.fileSystem) }
        report.add(
            archive == nil ? "X" : "",
            "configured, your own posts (GET /2/users/:id/tweets, billed per post; at most \(maxPosts) a run, X_MAX_POSTS), base URL \(base)"
        )
        report.add("", price)
        if let last = account?.read()?.lastRun {
            report.add(
                "",
                "the last run (\(ISOTimestamp.string(last.at))) read \(last.posts) \(last.posts == 1 ? "post" : "posts") in \(last.requests) \(last.requests == 1 ? "request" : "requests")\(last.capped ? ", stopped by X_MAX_POSTS" : "")"
            )
        }
        guard let key = accountKey else { return }
        let client = XClient(base: base, credentials: credentials, http: context.http, timeout: Double(context.timeout))
        do {
            let kept = account?.kept(of: key, token: credentials.sealKey)
            let known = kept?.id
            if kept?.unsealed == true {
                report.add("", "⚠ \(XAccountFile.unsealedWarning(credentials))")
            }
            let id = try await client.verify(username: username, knownID: known, now: context.now)
            if known == nil { account?.remember(id, of: key, token: credentials.sealKey) }
            let who = isOwner ? "credentials accepted; their account" : "token accepted; @\(key)"
            report.add("", "✓ \(who) is account \(id)\(known == nil ? " (looked up, and kept)" : "")")
        } catch {
            switch error {
            case .tokenRejected, .ownerCredentialsRejected, .notFound, .unknownUser, .timelineForbidden:
                report.problem("", error.description, status: .usage)
            default: report.problem("", error.description, status: .failure)
            }
        }
    }
}
