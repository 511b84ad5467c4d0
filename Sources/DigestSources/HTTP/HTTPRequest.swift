import Foundation

/// One HTTP request to an API: a GET or HEAD, or a POST or PUT of a JSON body (Misskey's API, the
/// notification channels).
package struct HTTPRequest: Sendable, Equatable {
    /// The full URL, query included.
    package var url: URL
    /// `GET` unless stated.
    var method: String
    /// Header fields to send (the client adds `User-Agent` and `Accept`).
    var headers: [String: String]
    /// The body sent, as UTF-8 text (JSON), or nil for none.
    ///
    /// Dropped when a redirect turns the request into a GET. Never logged: it may carry a token.
    var body: String?
    /// The whole-transfer deadline in seconds (connect, wait, and read the body).
    var timeout: Double
    /// The most body bytes accepted; a longer answer is an error.
    var maximumBodyBytes: Int
    /// Whether the request carries a key or token.
    ///
    /// An `Authorization` header counts, and so does a credential the client names (in the body or
    /// another header). Such a request follows redirects only within its origin (``RedirectRule``).
    var carriesCredential: Bool
    /// Whether the path is itself a secret (a Slack or Discord webhook's address): messages then
    /// name the host alone.
    var hidesPath = false
    /// Whether this is a post the service must get at most once (a chat message): it is never
    /// sent again once it may have arrived, and a redirect is not followed (``TransportError/afterSending(_:)``).
    var postsOnce = false

    /// The default response size cap: 5 MB.
    static let defaultMaximumBodyBytes = 5 * 1024 * 1024

    /// Creates a request.
    package init(
        url: URL, method: String = "GET", headers: [String: String] = [:], body: String? = nil, timeout: Double = 30,
        maximumBodyBytes: Int = HTTPRequest.defaultMaximumBodyBytes, carriesCredential: Bool = false,
        hidesPath: Bool = false, postsOnce: Bool = false
    ) {
        self.hidesPath = hidesPath
        self.postsOnce = postsOnce
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.maximumBodyBytes = maximumBodyBytes
        self.carriesCredential = carriesCredential || headers.keys.contains { $0.lowercased() == "authorization" }
    }

    /// `GET https://host/path` without the query, for messages (queries can be long; secrets never travel in them).
    var endpoint: String {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        components?.query = nil
        components?.fragment = nil
        components?.user = nil
        components?.password = nil
        // A hidden path is shown as `/…` itself: URLComponents would percent-encode the ellipsis.
        if hidesPath {
            components?.path = ""
            return "\(method) \(components?.string ?? "")/…"
        }
        return "\(method) \(components?.string ?? url.path)"
    }
}
