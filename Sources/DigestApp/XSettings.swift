import DigestCore
import DigestSources
import Foundation

/// The X settings: your own timeline (`X_BEARER_TOKEN`, `X_USERNAME`, `X_MAX_POSTS`,
/// `X_API_URL`), recent search instead when `X_QUERY` is set, and the downloaded archive (`X_ARCHIVE`).
///
/// Either one turns the source on.
struct XSettings {
    /// The bearer token, when set (a secret: never printed).
    var token: String?
    /// The query recent search is sent, when there is a token and `X_QUERY`.
    var query: XQuery?
    /// `X_USERNAME`, without `@`, when there is a token.
    var username: String?
    /// `X_MAX_POSTS`: the most posts a run reads from your timeline (each is billed).
    var maxPosts: Int
    /// The API base.
    var base: APIBase
    /// The archive, when `X_ARCHIVE` is set.
    package var archive: XArchive?

    /// The settings in `environment`, or nil when neither a token nor an archive is set.
    init?(environment: [String: String]) throws(RunError) {
        let token = try Configuration.secret("X_BEARER_TOKEN", in: environment)
        let archivePath = Configuration.value("X_ARCHIVE", in: environment)
        guard token != nil || archivePath != nil else { return nil }
        self.token = token
        self.base = try Configuration.base("X_API_URL", default: XClient.defaultBase, in: environment)
        self.maxPosts = try Configuration.integer("X_MAX_POSTS", default: 800, in: 1...100_000, environment)
        if token != nil {
            let username = try Self.username(Configuration.value("X_USERNAME", in: environment))
            self.username = username
            if let text = Configuration.value("X_QUERY", in: environment) {
                do {
                    self.query = try XQuery(text, username: username)
                } catch {
                    throw .usage(error.description)
                }
            }
        }
        if let archivePath {
            do { self.archive = try XArchive(path: archivePath) } catch { throw .usage(error.description) }
        }
    }

    /// The handle in `X_USERNAME`, without `@`: 1 to 15 letters, digits or underscores.
    static func username(_ value: String?) throws(RunError) -> String {
        guard var name = value else {
            throw .usage(
                "X_USERNAME is required with X_BEARER_TOKEN: set it to your handle without @, e.g. X_USERNAME=hanako_dev."
            )
        }
        if name.hasPrefix("@") { name.removeFirst() }
        guard (1...15).contains(name.count),
            name.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            })
        else {
            throw .usage(
                "X_USERNAME is '\(SingleLine.quotable(name))', which is not an X handle: use 1 to 15 letters, digits or underscores, without @."
            )
        }
        return name
    }

    /// The timeline of your own posts, when there is a token and no `X_QUERY`, remembering the
    /// account's id in `account`.
    func timeline(_ account: XAccountFile?) -> XTimeline? {
        guard let token, query == nil, let username else { return nil }
        return XTimeline(
            username: username, knownID: account?.id(of: username, token: token), maxPosts: maxPosts,
            remember: { id in account?.remember(id, of: username, token: token) })
    }

    /// The source over `http`, each request given `timeout` seconds; `timeline` for your own posts.
    func source(http: HTTPClient, timeout: Int, timeline: XTimeline?) -> XSource {
        let client = token.map { XClient(base: base, token: $0, http: http, timeout: Double(timeout)) }
        return XSource(client: client, query: query, archive: archive, timeline: timeline)
    }
}
