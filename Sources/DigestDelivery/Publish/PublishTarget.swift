import Foundation

/// Where `publish --to` sends the site: a local folder, a git branch, or an rsync destination.
package enum PublishTarget: Sendable, Equatable, CustomStringConvertible {
    /// A folder on this machine, kept in step with the output folder.
    case folder(String)
    /// A git repository (any URL git understands) and the branch that holds the site.
    case git(repository: String, branch: String)
    /// An rsync destination: `user@host:/var/www/digest` or a local path.
    case rsync(String)

    /// The branch used when a git target names none.
    static let defaultBranch = "gh-pages"

    /// Reads a `--to` value:
    /// `git+<url>#<branch>` (`git+file:///srv/site.git#gh-pages`, `git+ssh://…`), a scp-style
    /// `git@host:me/site.git#gh-pages` or any address ending in `.git`; `rsync:<destination>`;
    /// anything else is a local folder.
    package init(parsing text: String) throws(PublishError) {
        let value = text.trimmingCharacters(in: .whitespaces)
        guard !value.isEmpty, !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw PublishError.badTarget(text, "it is empty or holds control characters")
        }
        if value.hasPrefix("rsync:") {
            let destination = String(value.dropFirst("rsync:".count))
            guard !destination.isEmpty, !destination.hasPrefix("-") else {
                throw PublishError.badTarget(text, "rsync: needs a destination, e.g. rsync:me@host:/var/www/digest")
            }
            self = .rsync(destination)
            return
        }
        let (address, fragment) = Self.split(value)
        let isGit =
            address.hasPrefix("git+") || address.hasSuffix(".git") || address.hasSuffix(".git/")
            || fragment != nil && address.contains("@")
        guard isGit else {
            guard fragment == nil else {
                throw PublishError.badTarget(text, "a folder takes no #branch; for git, write git+<url>#branch")
            }
            self = .folder(address.hasPrefix("file://") ? String(address.dropFirst("file://".count)) : address)
            return
        }
        var repository = address.hasPrefix("git+") ? String(address.dropFirst(4)) : address
        guard !repository.isEmpty, !repository.hasPrefix("-") else {
            throw PublishError.badTarget(text, "it names no repository")
        }
        if !repository.contains(":"), !repository.hasPrefix("/") {
            // A relative path: git runs in a temporary folder, so make it absolute here.
            repository = URL(fileURLWithPath: repository).standardizedFileURL.path
        }
        let branch = fragment ?? Self.defaultBranch
        guard Self.isBranchName(branch) else {
            throw PublishError.badTarget(text, "'\(branch)' is not a branch name git accepts")
        }
        self = .git(repository: repository, branch: branch)
    }

    static func split(_ value: String) -> (String, String?) {
        guard let hash = value.lastIndex(of: "#") else { return (value, nil) }
        return (String(value[..<hash]), String(value[value.index(after: hash)...]))
    }

    /// A conservative subset of `git check-ref-format`: letters, digits, `-`, `_`, `.` and `/`.
    static func isBranchName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("-") && !name.hasPrefix("/") && !name.hasSuffix("/")
            && !name.hasSuffix(".lock")
            && !name.contains("..") && !name.contains("//")
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_./".unicodeScalars.contains($0))
            }
    }

    /// Whether this is a git branch, whose earlier commits stay in its history.
    package var isGit: Bool {
        if case .git = self { return true }
        return false
    }

    /// The target as the user wrote it, with any login in a URL replaced by `***`.
    package var description: String {
        switch self {
        case .folder(let path): path
        case .git(let repository, let branch): "git+\(Self.redacted(repository))#\(branch)"
        case .rsync(let destination): "rsync:\(destination)"
        }
    }

    /// `url` with its user part (`scheme://user:password@host`, or a token alone) replaced by `***`.
    static func redacted(_ url: String) -> String { GitAddress(url).shown }
}
