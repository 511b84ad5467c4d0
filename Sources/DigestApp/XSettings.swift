import DigestCore
import DigestSources
import Foundation

/// The X settings: recent search (`X_BEARER_TOKEN`, `X_USERNAME`, `X_QUERY`, `X_API_URL`) and the
/// downloaded archive (`X_ARCHIVE`).
///
/// Either one turns the source on.
struct XSettings {
    /// The bearer token, when set (a secret: never printed).
    var token: String?
    /// The query recent search is sent, when there is a token.
    var query: XQuery?
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
        if token != nil {
            let username = try Self.username(Configuration.value("X_USERNAME", in: environment))
            do {
                self.query = try XQuery(environment["X_QUERY"], username: username)
            } catch {
                throw .usage(error.description)
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

    /// The source over `http`, each request given `timeout` seconds.
    func source(http: HTTPClient, timeout: Int) -> XSource {
        let client = token.map { XClient(base: base, token: $0, http: http, timeout: Double(timeout)) }
        return XSource(client: client, query: query, archive: archive)
    }
}
