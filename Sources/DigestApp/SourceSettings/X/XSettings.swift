import DigestCore
import DigestSources
import Foundation

/// The X settings: your own timeline (`X_BEARER_TOKEN`, `X_USERNAME`, `X_MAX_POSTS`,
/// `X_API_URL`), recent search instead when `X_QUERY` is set, and the downloaded archive (`X_ARCHIVE`).
///
/// Either one turns the source on.
struct XSettings: SourceSettings {
    static let about = SourceAbout(
        name: "X", section: .links(.x),
        settings: [
            .on("X_BEARER_TOKEN", "a bearer token of your X app (pay-per-use credits)", secret: true),
            .on("X_ARCHIVE", "the folder of your downloaded X archive"),
            .option("X_USERNAME", "your handle, without @ (needed with X_BEARER_TOKEN)"),
            .option("X_MAX_POSTS", "the most posts a run reads from your timeline (default 800)"),
            .option("X_QUERY", "recent search with this query instead of your timeline"),
            .option("X_API_URL", "the API's base URL"),
        ],
        unset: "set X_BEARER_TOKEN and X_USERNAME (or X_ARCHIVE) to list the links you shared on X.",
        runHelp: """
            X is read, with X_BEARER_TOKEN and X_USERNAME, from your own timeline (an owned read, at \
            most X_MAX_POSTS posts a run, the \
            account looked up once), or with X_QUERY by recent search, which reaches back 7 days \
            (older weeks need X_ARCHIVE). --verbose shows each X request's posts and the X query as \
            sent, after v1.1 operators are translated.
            """,
        doctorHelp: """
            for X it shows the endpoint (with X_QUERY, the query as sent) and makes one request, \
            which reads no post when the account's id is kept, to check X_BEARER_TOKEN;
            """,
        initOption: InitOption(
            name: "x-username", valueName: "name", help: "Your X handle, without @ (links you shared)."
        ) { given throws(RunError) in
            let name = try InitOption.checked(given) { value throws(RunError) in try username(value) }
            return [
                "# Links you shared on X: a bearer token (pay-per-use credits) and your handle; your own",
                "# posts are read from your timeline, at most X_MAX_POSTS (default 800) a run.",
                InitOption.line("X_BEARER_TOKEN", name.map { _ in "" }),
                InitOption.line("X_USERNAME", name, example: "me"),
                InitOption.line("X_ARCHIVE", nil, example: "~/twitter-archive"),
            ]
        })

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

    /// The source; your own posts are read through a timeline that, once the run is over, keeps
    /// what it read in the state folder, for `doctor`.
    func make(_ context: SourceContext) -> MadeSource {
        let account = context.state.map { XAccountFile(state: $0, fileSystem: context.fileSystem) }
        if query == nil, let username, let token, account?.holdsUnsealedID(of: username, token: token) == true {
            context.log.warning("\(XAccountFile.unsealedWarning)")
        }
        if let query {
            context.log.debug(
                "X query: \(query.text)\(query.translations.isEmpty ? "" : " (translated \(query.translations.map(\.description).joined(separator: ", ")))")"
            )
        }
        let timeline = timeline(account)
        let client = token.map { XClient(base: base, token: $0, http: context.http, timeout: Double(context.timeout)) }
        let source = XSource(client: client, query: query, archive: archive, timeline: timeline)
        let now = context.now
        return MadeSource(part: .links(source)) {
            guard let timeline, let account else { return }
            let counts = timeline.counts
            account.record(
                XAccountFile.LastRun(at: now, posts: counts.posts, requests: counts.requests, capped: counts.capped),
                of: timeline.username)
        }
    }
}
