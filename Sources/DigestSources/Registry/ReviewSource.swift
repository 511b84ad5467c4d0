import DigestCore

/// A forge of your reviews and pull requests: GitHub, GitLab, or a Forgejo or Gitea server.
///
/// Each forge's part joins the one section, and a rerun replaces only its own part
/// (``ForgeSite`` is its key in the stored week).
package protocol ReviewSource: Sendable {
    /// Its key in the section and the stored week.
    var forge: ForgeSite { get }
    /// The week's contributions; a failure is a failed outcome keeping what was read, never a throw.
    func contributions(for request: WeekRequest) async -> SourceOutcome<ForgeWeek>
}

extension PartSource {
    /// A forge of reviews and pull requests.
    package static func reviews(_ source: any ReviewSource) -> Self {
        Self(part: .reviews(source.forge), billsEachRead: false) {
            .reviews(source.forge, await source.contributions(for: $0))
        }
    }
}
