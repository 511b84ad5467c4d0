import DigestCore
import DigestSources
import DigestSystem
import Foundation

/// The GitHub settings: `GITHUB_USER` (a login) turns the source on, and needs `GITHUB_TOKEN`, a
/// read-only token (GitHub's GraphQL API answers only with one); `GITHUB_API_URL` names another
/// server (GitHub Enterprise).
///
/// `GITHUB_TOKEN` alone turns nothing on: CI jobs often hold one for other work.
struct GitHubSettings: SourceSettings {
    static let about = SourceAbout(
        name: "GitHub", docs: "github", part: .reviews(.github),
        settings: [
            .on(
                "GITHUB_USER", "your GitHub login, whose pull requests, reviews and issues are counted",
                example: "octocat"),
            .option(
                "GITHUB_TOKEN",
                "a fine-grained, read-only token (needed: GitHub's GraphQL API reads nothing without one)",
                secret: true),
            .option(
                "GITHUB_API_URL", "the API's base URL, for GitHub Enterprise (GraphQL at <URL>/graphql)",
                example: "https://github.example.com/api", standard: "`https://api.github.com`"),
        ],
        unset: "set GITHUB_USER and GITHUB_TOKEN to count your pull requests and reviews on GitHub.",
        runHelp: """
            GitHub is read with one GraphQL request a week (GITHUB_TOKEN, read-only): pull requests \
            opened and merged, reviews given, issues opened; private repositories are counted, never named.
            """,
        doctorHelp: "for GitHub it asks for the last seven days' contributions with the token;",
        initOption: InitOption(
            name: "github-user", valueName: "login",
            help: "Your GitHub login (pull requests and reviews; needs GITHUB_TOKEN, read-only)."
        ) { given throws(RunError) in
            [
                "# Reviews and pull requests on GitHub: your login, and a fine-grained token with read-only",
                "# access (Settings → Developer settings → Fine-grained tokens).",
                InitOption.line(
                    "GITHUB_USER", try InitOption.checked(given) { value throws(RunError) in try login(value) },
                    example: "octocat"),
                InitOption.line("GITHUB_TOKEN", nil),
            ]
        })

    /// The default API.
    static let defaultBase = "https://api.github.com"

    /// The login.
    var login: String
    /// The token (a secret: never printed).
    var token: String
    /// The API's base.
    var base: APIBase

    /// The settings in `environment`, or nil when `GITHUB_USER` is unset.
    init?(environment: [String: String], fileSystem: any FileSystem) throws(RunError) {
        guard let value = Configuration.value("GITHUB_USER", in: environment) else { return nil }
        login = try Self.login(value)
        guard let token = try Configuration.secret("GITHUB_TOKEN", in: environment) else {
            throw .usage(
                "GITHUB_USER is set but GITHUB_TOKEN is not: GitHub's GraphQL API reads nothing without a token. Create a fine-grained token with read-only access (Settings → Developer settings → Fine-grained tokens) and set GITHUB_TOKEN, or unset GITHUB_USER."
            )
        }
        self.token = token
        base = try Configuration.base("GITHUB_API_URL", default: Self.defaultBase, in: environment)
    }

    /// `value` as a GitHub login: 1 to 39 ASCII letters, digits and single hyphens, not at either
    /// end (an `@` before it is dropped).
    static func login(_ value: String) throws(RunError) -> String {
        var text = value.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("@") { text.removeFirst() }
        let scalars = text.unicodeScalars
        guard (1...39).contains(scalars.count), !text.hasPrefix("-"), !text.hasSuffix("-"), !text.contains("--"),
            scalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") })
        else {
            throw .usage(
                "GITHUB_USER is '\(SingleLine.quotable(value))', which is not a GitHub login: set it to your login as in https://github.com/<login> (letters, digits and single hyphens)."
            )
        }
        return text
    }

    /// The source over `context`'s HTTP.
    func source(_ context: SourceContext) -> GitHubSource {
        GitHubSource(
            client: GitHubClient(base: base, token: token, http: context.http, timeout: Double(context.timeout)),
            login: login)
    }

    /// Contributions are asked for any range: one request a week.
    func past(_ context: SourceContext) -> PastReach {
        .weekly(make(context).part)
    }

    func make(_ context: SourceContext) -> MadeSource {
        MadeSource(part: .reviews(source(context)))
    }
}
