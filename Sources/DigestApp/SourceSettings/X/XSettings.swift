import DigestCore
import DigestSources
import DigestSystem
import Foundation

/// The X settings: your own timeline, read with the app owner's own credentials (`X_API_KEY`,
/// `X_API_SECRET`, `X_ACCESS_TOKEN`, `X_ACCESS_TOKEN_SECRET`: owned reads) or the app's bearer
/// token (`X_BEARER_TOKEN` with `X_USERNAME`), at most `X_MAX_POSTS` a run from `X_API_URL`;
/// recent search instead when `X_QUERY` is set; and the downloaded archive (`X_ARCHIVE`).
///
/// Any of them turns the source on.
struct XSettings: SourceSettings {
    static let about = SourceAbout(
        name: "X", docs: "links-you-shared-on-x", part: .links(.x),
        settings: [
            .on(
                "X_ACCESS_TOKEN", "the access token generated for your own account (owned reads, $0.001 a post)",
                secret: true),
            .option("X_ACCESS_TOKEN_SECRET", "its secret (with X_ACCESS_TOKEN)", secret: true),
            .option("X_API_KEY", "your X app's API key (with X_ACCESS_TOKEN)", secret: true),
            .option("X_API_SECRET", "your X app's API key secret (with X_ACCESS_TOKEN)", secret: true),
            .on("X_BEARER_TOKEN", "your X app's bearer token instead (app-only: $0.005 a post)", secret: true),
            .on("X_ARCHIVE", "the folder of your downloaded X archive", example: "$HOME/twitter-archive"),
            .option("X_USERNAME", "your handle, without @ (needed with X_BEARER_TOKEN)", example: "me"),
            .option(
                "X_MAX_POSTS", "the most posts a run reads from your timeline (each is billed)",
                example: String(defaultMaxPosts), standard: String(defaultMaxPosts)),
            .option(
                "X_QUERY", "recent search with this query instead of your timeline",
                example: "'from:{username} has:links -has:images -is:retweet'", standard: "none (your own timeline)"),
            .option(
                "X_API_URL", "the API's base URL", example: XClient.defaultBase, standard: "`\(XClient.defaultBase)`"),
        ],
        unset: """
            set X_API_KEY, X_API_SECRET, X_ACCESS_TOKEN and X_ACCESS_TOKEN_SECRET (or X_BEARER_TOKEN and \
            X_USERNAME, or X_ARCHIVE) to list the links you shared on X.
            """,
        runHelp: """
            X is read from your own timeline, at most X_MAX_POSTS posts a run, the account looked up \
            once: with your own X_ACCESS_TOKEN (and X_ACCESS_TOKEN_SECRET, X_API_KEY, X_API_SECRET) \
            as owned reads at $0.001 a post, or with X_BEARER_TOKEN and X_USERNAME as app-only reads, \
            most likely $0.005 a post. With X_QUERY it uses recent search, which reaches back 7 days \
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
                "# Links you shared on X (pay-per-use credits), read from your own timeline, at most",
                "# X_MAX_POSTS (default \(defaultMaxPosts)) posts a run. Your app's API key and secret and the access",
                "# token and secret generated for your own account (developer console, Keys and tokens)",
                "# make them owned reads, $0.001 a post; a bearer token alone, most likely $0.005.",
                InitOption.line("X_API_KEY", name.map { _ in "" }),
                InitOption.line("X_API_SECRET", name.map { _ in "" }),
                InitOption.line("X_ACCESS_TOKEN", name.map { _ in "" }),
                InitOption.line("X_ACCESS_TOKEN_SECRET", name.map { _ in "" }),
                InitOption.line("X_USERNAME", name, example: "me"),
                InitOption.line("X_BEARER_TOKEN", nil),
                InitOption.line("X_ARCHIVE", nil, example: "~/twitter-archive"),
            ]
        })

    /// The owner's credentials when all four are set, else the bearer token, when set (secrets:
    /// never printed).
    var credentials: XCredentials?
    /// The query recent search is sent, when there are credentials and `X_QUERY`.
    var query: XQuery?
    /// `X_USERNAME`, without `@`, when there are credentials (it may be left out with the owner's).
    var username: String?
    /// `X_MAX_POSTS`: the most posts a run reads from your timeline (each is billed).
    var maxPosts: Int
    /// `X_MAX_POSTS` when it is not set.
    static let defaultMaxPosts = 800
    /// The API base.
    var base: APIBase
    /// The archive, when `X_ARCHIVE` is set.
    package var archive: XArchive?

    /// The settings in `environment`, or nil when neither a token nor an archive is set.
    init?(environment: [String: String], fileSystem: any FileSystem) throws(RunError) {
        let credentials = try Self.credentials(in: environment)
        let archivePath = Configuration.value("X_ARCHIVE", in: environment)
        guard credentials != nil || archivePath != nil else { return nil }
        self.credentials = credentials
        self.base = try Configuration.base("X_API_URL", default: XClient.defaultBase, in: environment)
        self.maxPosts = try Configuration.integer(
            "X_MAX_POSTS", default: Self.defaultMaxPosts, in: 1...100_000, environment)
        if let credentials {
            let given = Configuration.value("X_USERNAME", in: environment)
            let isOwner = if case .owner = credentials { true } else { false }
            let needed = !isOwner || Configuration.value("X_QUERY", in: environment) != nil
            let username: String? = given != nil || needed ? try Self.username(given) : nil
            self.username = username
            if let text = Configuration.value("X_QUERY", in: environment), let username {
                do {
                    self.query = try XQuery(text, username: username)
                } catch {
                    throw .usage(error.description)
                }
            }
        }
        if let archivePath {
            do { self.archive = try XArchive(path: archivePath, fileSystem: fileSystem) } catch {
                throw .usage(error.description)
            }
        }
    }

    /// The handle in `X_USERNAME`, without `@`: 1 to 15 letters, digits or underscores.
    static func username(_ value: String?) throws(RunError) -> String {
        guard var name = value else {
            throw .usage(
                "X_USERNAME is required with X_BEARER_TOKEN or X_QUERY: set it to your handle without @, e.g. X_USERNAME=hanako_dev."
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

    /// The timeline of your own posts, when there are credentials and no `X_QUERY`, remembering
    /// the account's id in `account`.
    func timeline(_ account: XAccountFile?) -> XTimeline? {
        guard let credentials, query == nil, let key = accountKey else { return nil }
        let seal = credentials.sealKey
        return XTimeline(
            username: username, isOwner: isOwner, knownID: account?.id(of: key, token: seal), maxPosts: maxPosts,
            remember: { id in account?.remember(id, of: key, token: seal) })
    }

    /// Your archive alone (`X_ARCHIVE`), read once for the whole range: X's API bills each post
    /// read, so past weeks are never read from it.
    func past(_ context: SourceContext) -> PastReach {
        guard let archive else {
            return .none(
                "X bills each post read, so backfill reads X only from your archive: download it and set X_ARCHIVE to its folder."
            )
        }
        return .range(.links(XSource(client: nil, query: nil, archive: archive)))
    }

    /// The source; your own posts are read through a timeline that, once the run is over, keeps
    /// what it read in the state folder, for `doctor`.
    func make(_ context: SourceContext) -> MadeSource {
        let account = context.state.map { XAccountFile(state: $0, fileSystem: context.fileSystem) }
        if query == nil, let key = accountKey, let credentials,
            account?.holdsUnsealedID(of: key, token: credentials.sealKey) == true
        {
            context.log.warning("\(XAccountFile.unsealedWarning(credentials))")
        }
        if let query {
            context.log.debug(
                "X query: \(query.text)\(query.translations.isEmpty ? "" : " (translated \(query.translations.map(\.description).joined(separator: ", ")))")"
            )
        }
        let timeline = timeline(account)
        let client = credentials.map {
            XClient(base: base, credentials: $0, http: context.http, timeout: Double(context.timeout))
        }
        let source = XSource(client: client, query: query, archive: archive, timeline: timeline)
        let now = context.now
        return MadeSource(part: .links(source)) {
            guard let timeline, let account, let key = accountKey else { return }
            let counts = timeline.counts
            account.record(
                XAccountFile.LastRun(at: now, posts: counts.posts, requests: counts.requests, capped: counts.capped),
                of: key)
        }
    }
}
