import DigestCore
import DigestSources
import DigestSystem
import Foundation

/// The Forgejo (or Gitea) settings: `FORGEJO_USER` turns the source on; `FORGEJO_URL` is the
/// server (Codeberg unless set); `FORGEJO_TOKEN` only for your private repositories' activities.
struct ForgejoSettings: SourceSettings {
    static let about = SourceAbout(
        name: "Forgejo", docs: "forgejo-or-gitea", part: .reviews(.forgejo),
        settings: [
            .on(
                "FORGEJO_USER", "your user name on a Forgejo or Gitea server (Codeberg unless FORGEJO_URL says)",
                example: "hanako"),
            .option(
                "FORGEJO_TOKEN", "only for your private repositories' activities (read:user, read:repository)",
                secret: true),
            .option(
                "FORGEJO_URL", "the server's address, when not Codeberg", example: "https://git.example.com",
                standard: "`\(defaultBase)`"),
        ],
        unset: "set FORGEJO_USER (and FORGEJO_URL) to count your pull requests and reviews on Forgejo or Gitea.",
        runHelp: """
            Forgejo or Gitea (FORGEJO_URL, Codeberg by default) is read from your own activities, one \
            day a call; private repositories are counted, never named.
            """,
        doctorHelp: "for Forgejo it reads today's activities of FORGEJO_USER.",
        initOption: InitOption(
            name: "forgejo-user", valueName: "user",
            help: "Your user name on Codeberg or another Forgejo or Gitea server (pull requests and reviews)."
        ) { given throws(RunError) in
            [
                "# Reviews and pull requests on Forgejo or Gitea (Codeberg unless FORGEJO_URL says); a token",
                "# only for your private repositories.",
                InitOption.line(
                    "FORGEJO_USER", try InitOption.checked(given) { value throws(RunError) in try user(value) },
                    example: "hanako"),
                InitOption.line("FORGEJO_URL", nil, example: defaultBase),
                InitOption.line("FORGEJO_TOKEN", nil),
            ]
        })

    /// Codeberg, the best known Forgejo server.
    static let defaultBase = "https://codeberg.org"

    /// The user name.
    var user: String
    /// The token, when set (a secret: never printed).
    var token: String?
    /// The server's address.
    var base: APIBase

    /// The settings in `environment`, or nil when `FORGEJO_USER` is unset.
    init?(environment: [String: String], fileSystem: any FileSystem) throws(RunError) {
        guard let value = Configuration.value("FORGEJO_USER", in: environment) else { return nil }
        user = try Self.user(value)
        token = try Configuration.secret("FORGEJO_TOKEN", in: environment)
        base = try Configuration.base("FORGEJO_URL", default: Self.defaultBase, in: environment)
    }

    /// `value` as a user name: ASCII letters, digits, `-`, `_` and `.`, 1 to 40 of them, not
    /// beginning or ending with a punctuation mark (an `@` before it is dropped).
    static func user(_ value: String) throws(RunError) -> String {
        var text = value.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("@") { text.removeFirst() }
        let scalars = text.unicodeScalars
        let marks: Set<Unicode.Scalar> = ["-", "_", "."]
        guard (1...40).contains(scalars.count), let first = scalars.first, let last = scalars.last,
            !marks.contains(first), !marks.contains(last),
            scalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || marks.contains($0))
            })
        else {
            throw .usage(
                "FORGEJO_USER is '\(SingleLine.quotable(value))', which is not a user name: set it to your name as in https://codeberg.org/<name> (letters, digits, -, _ and .)."
            )
        }
        return text
    }

    /// The source over `context`'s HTTP.
    func source(_ context: SourceContext) -> ForgejoSource {
        ForgejoSource(
            client: ForgejoClient(base: base, token: token, http: context.http, timeout: Double(context.timeout)),
            user: user)
    }

    /// Forgejo is asked one day a call, so a year would be 365 requests.
    func past(_ context: SourceContext) -> PastReach {
        .none("Forgejo answers one day a call, so backfill leaves it to `run`.")
    }

    func make(_ context: SourceContext) -> MadeSource {
        MadeSource(part: .reviews(source(context)))
    }

    /// The user (and the token): today's activities.
    func check(_ context: SourceContext, into report: inout DoctorReport) async {
        report.add(
            "Forgejo",
            "\(user), base URL \(base)\(token == nil ? " (no token: public repositories only)" : " (with FORGEJO_TOKEN)")"
        )
        do {
            let found = try await source(context).verify(now: context.now)
            report.add("", "✓ \(user)'s activities are read (\(found) today)")
        } catch {
            switch error {
            case .unknownUser, .tokenRejected, .notForgejo: report.problem("", error.description, status: .usage)
            default: report.problem("", error.description, status: .failure)
            }
        }
    }
}
