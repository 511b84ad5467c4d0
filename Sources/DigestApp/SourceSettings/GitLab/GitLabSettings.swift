import DigestCore
import DigestSources
import DigestSystem
import Foundation

/// The GitLab settings: `GITLAB_TOKEN` (a personal access token with `read_user`) turns the source
/// on, and its events are the token's user's; `GITLAB_URL` names another GitLab than gitlab.com.
struct GitLabSettings: SourceSettings {
    static let about = SourceAbout(
        name: "GitLab", docs: "gitlab", part: .reviews(.gitlab),
        settings: [
            .on(
                "GITLAB_TOKEN",
                "a personal access token with the read_user scope: its user's merge requests and reviews", secret: true),
            .option(
                "GITLAB_URL", "your GitLab's address, when not gitlab.com", example: "https://gitlab.example.com",
                standard: "`\(defaultBase)`"),
        ],
        unset: "set GITLAB_TOKEN to count your merge requests and reviews on GitLab.",
        runHelp: """
            GitLab is read from your events (GITLAB_TOKEN, read_user), a page of 100 at a time, and \
            each project once; projects that are not public are counted, never named.
            """,
        doctorHelp: "for GitLab it asks whose GITLAB_TOKEN is;",
        initOption: InitOption(
            name: "gitlab", valueName: nil, help: "Add GitLab's token line (merge requests and reviews)."
        ) {
            given in
            [
                "# Reviews and merge requests on GitLab: a personal access token with the read_user scope",
                "# (Preferences → Access tokens); GITLAB_URL for your own GitLab.",
                InitOption.line("GITLAB_TOKEN", given),
                InitOption.line("GITLAB_URL", nil, example: defaultBase),
            ]
        })

    /// gitlab.com.
    static let defaultBase = "https://gitlab.com"

    /// The token (a secret: never printed).
    var token: String
    /// The GitLab's address.
    var base: APIBase

    /// The settings in `environment`, or nil when `GITLAB_TOKEN` is unset.
    init?(environment: [String: String], fileSystem: any FileSystem) throws(RunError) {
        let base = try Configuration.base("GITLAB_URL", default: Self.defaultBase, in: environment)
        guard let token = try Configuration.secret("GITLAB_TOKEN", in: environment) else { return nil }
        (self.token, self.base) = (token, base)
    }

    /// The source over `context`'s HTTP.
    func source(_ context: SourceContext) -> GitLabSource {
        GitLabSource(
            client: GitLabClient(base: base, token: token, http: context.http, timeout: Double(context.timeout)))
    }

    /// Events are asked by dates: each week's pages.
    func past(_ context: SourceContext) -> PastReach {
        .weekly(make(context).part)
    }

    func make(_ context: SourceContext) -> MadeSource {
        MadeSource(part: .reviews(source(context)))
    }

    /// The token: whose it is.
    func check(_ context: SourceContext, into report: inout DoctorReport) async {
        report.add("GitLab", "base URL \(base) (with GITLAB_TOKEN)")
        do {
            let user = try await source(context).verify()
            report.add("", "✓ GITLAB_TOKEN is \(SingleLine.quotable(user))'s")
        } catch {
            switch error {
            case .tokenRejected, .forbidden, .notGitLab: report.problem("", error.description, status: .usage)
            default: report.problem("", error.description, status: .failure)
            }
        }
    }
}
