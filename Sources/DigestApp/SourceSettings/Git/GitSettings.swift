import DigestCore
import DigestSources
import DigestSystem
import Foundation

/// The git settings: `DIGEST_GIT_ROOTS` (folders holding your repositories) turns the source on;
/// `DIGEST_GIT_AUTHORS` names your emails, else git's global `user.email`.
struct GitSettings: SourceSettings {
    static let about = SourceAbout(
        name: "git", docs: "your-commits", part: .commits,
        settings: [
            .on(
                "DIGEST_GIT_ROOTS", "folders holding your git repositories, separated by : or , (no account needed)",
                example: "$HOME/src:$HOME/work"),
            .option(
                "DIGEST_GIT_AUTHORS", "your commit emails, comma-separated (default: git's user.email)",
                example: "me@example.com,me@work.example", standard: "git's `user.email`"),
        ],
        unset: "set DIGEST_GIT_ROOTS to count your commits from the repositories on your disk.",
        runHelp: """
            Your commits are read with git from the repositories under DIGEST_GIT_ROOTS (every branch, \
            no merges, each commit once), free and offline; their messages are never read.
            """,
        doctorHelp: "for git it finds the repositories and reads the last seven days of each;",
        initOption: InitOption(
            name: "git-roots", valueName: "folders", help: "Folders holding your git repositories (your commits; free)."
        ) { given throws(RunError) in
            [
                "# Your commits, read with git from the repositories under these folders (: or ,",
                "# separated), by your emails (default: git's user.email). Free, offline.",
                InitOption.line(
                    "DIGEST_GIT_ROOTS",
                    try InitOption.checked(given) { value throws(RunError) in
                        try roots(value, home: nil, checkedIn: nil).joined(separator: ":")
                    }, example: "~/src"),
                InitOption.line("DIGEST_GIT_AUTHORS", nil, example: "me@example.com"),
            ]
        })

    /// The most seconds one repository's read may take.
    static let readTimeout = 60

    /// The roots, absolute.
    var roots: [String]
    /// The authors' emails, when set.
    var authors: [String]?

    /// The settings in `environment`, or nil when `DIGEST_GIT_ROOTS` is unset.
    init?(environment: [String: String], fileSystem: any FileSystem) throws(RunError) {
        guard let value = Configuration.value("DIGEST_GIT_ROOTS", in: environment) else { return nil }
        self.roots = try Self.roots(value, home: environment["HOME"], checkedIn: fileSystem)
        self.authors = try Configuration.value("DIGEST_GIT_AUTHORS", in: environment).map(Self.authors)
    }

    /// The folders of `value`, split at `:` and `,`, `~/` meaning `home`; each must be a folder in
    /// `fileSystem` (for `init`, which writes a file for later, no file system: absolute or under `~/`).
    static func roots(_ value: String, home: String?, checkedIn fileSystem: (any FileSystem)?) throws(RunError)
        -> [String]
    {
        var roots: [String] = []
        for part in value.split(whereSeparator: { $0 == ":" || $0 == "," }) {
            var path = part.trimmingCharacters(in: .whitespaces)
            if path == "~" || path.hasPrefix("~/"), let home, !home.isEmpty { path = home + path.dropFirst() }
            while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
            let isWritten = path.hasPrefix("/") || (fileSystem == nil && (path == "~" || path.hasPrefix("~/")))
            guard isWritten, fileSystem?.isFolder(at: path) ?? true else {
                throw .usage(
                    "DIGEST_GIT_ROOTS names '\(SingleLine.squeezed(path, formatCharacters: true, limit: 300))', which is not a folder: set it to the absolute folders holding your repositories, separated by : or , (such as ~/src:/srv/git)."
                )
            }
            if !roots.contains(path) { roots.append(path) }
        }
        guard !roots.isEmpty else {
            throw .usage("DIGEST_GIT_ROOTS names no folder: set it to the folders holding your repositories.")
        }
        return roots
    }

    /// The emails of `value`, comma-separated, lowercased.
    static func authors(_ value: String) throws(RunError) -> [String] {
        let emails = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .filter { !$0.isEmpty }
        for email in emails {
            let parts = email.split(separator: "@", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
                email.unicodeScalars.allSatisfy({
                    !$0.properties.isWhitespace && $0.value >= 0x20 && $0 != "<" && $0 != ">"
                })
            else {
                throw .usage(
                    "DIGEST_GIT_AUTHORS holds '\(SingleLine.quotable(email))', which is not an email: set it to the emails your commits carry, comma-separated."
                )
            }
        }
        return emails
    }

    /// The source, reading through `context`'s processes.
    func source(_ context: SourceContext) -> GitCommitSource {
        GitCommitSource(
            access: LocalGitAccess(runner: context.commands, fileSystem: context.fileSystem), roots: roots,
            authors: authors)
    }

    /// Every commit is on your disk: one `git log` a repository covers the whole range.
    func past(_ context: SourceContext) -> PastReach {
        .range(make(context).part)
    }

    func make(_ context: SourceContext) -> MadeSource {
        MadeSource(part: .commits(source(context)))
    }
}
