/// Why no complete HTTP answer arrived.
package enum TransportError: Error, Sendable, Equatable {
    /// Nothing (or not all of it) arrived before the deadline.
    case timedOut(seconds: Double)
    /// The host could not be reached or the connection broke; `detail` is the system's words.
    case connectionFailed(detail: String)
    /// The body was larger than the cap.
    case tooLarge(limit: Int)
    /// A redirect pointed at an address the client refuses (plain http off loopback, or http
    /// after https).
    case insecureRedirect(to: String)
    /// A request carrying a key or token was redirected to another origin; nothing was sent there.
    case credentialRedirect(to: String)
    /// The HTTP client itself could not start (libcurl missing); `detail` says what to install.
    case clientUnavailable(detail: String)
    /// A post that must arrive at most once (``HTTPRequest/postsOnce``) failed after some of it
    /// was sent: it may have reached the service, so it is not sent again.
    indirect case afterSending(TransportError)

    /// Whether trying again may help.
    var isRetryable: Bool {
        switch self {
        case .timedOut, .connectionFailed: true
        case .tooLarge, .insecureRedirect, .credentialRedirect, .clientUnavailable, .afterSending: false
        }
    }

    /// A sentence fragment: "timed out after 30 s".
    package var summary: String {
        switch self {
        case .timedOut(let seconds): "timed out after \(DurationText.seconds(seconds))"
        case .connectionFailed(let detail): "failed (\(detail))"
        case .tooLarge(let limit):
            "sent more than \(limit / 1024 / 1024 > 0 ? "\(limit / 1024 / 1024) MB" : "\(limit) bytes"), the most this tool accepts"
        case .insecureRedirect(let target): "redirected to \(RedirectRule.origin(target)), which is not https"
        case .credentialRedirect(let target):
            "redirected to \(RedirectRule.origin(target)), another host; the key or token was not sent there"
        case .clientUnavailable(let detail): "could not be asked: \(detail)"
        case .afterSending(let failure): "\(failure.summary) after the request was sent, so it may have arrived"
        }
    }

    /// Whether a post may have reached the service.
    package var mayHaveArrived: Bool {
        if case .afterSending = self { true } else { false }
    }
}
