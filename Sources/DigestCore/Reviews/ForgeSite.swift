/// A forge whose pull requests, reviews and issues make the week's "Reviews and pull requests":
/// GitHub, GitLab, or a Forgejo or Gitea server.
///
/// The key each forge's part of the section is stored and merged under.
package enum ForgeSite: String, Sendable, Codable, Hashable, CaseIterable, Comparable {
    case github, gitlab, forgejo

    /// `GitHub`: how pages and messages name it.
    package var name: String {
        switch self {
        case .github: "GitHub"
        case .gitlab: "GitLab"
        case .forgejo: "Forgejo"
        }
    }

    package static func < (first: ForgeSite, second: ForgeSite) -> Bool {
        order(first) < order(second)
    }

    private static func order(_ site: ForgeSite) -> Int { allCases.firstIndex(of: site) ?? allCases.count }
}
