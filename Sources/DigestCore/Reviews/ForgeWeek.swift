/// What one forge answered for the week: your contributions it names, and those it only counts.
package struct ForgeWeek: Sendable, Codable, Equatable {
    /// The contributions, oldest first.
    package var contributions: [ForgeContribution]
    /// Contributions the forge counts without saying where (GitHub's restricted ones, in
    /// repositories the token may not read): counted, never named.
    package var restricted: Int

    /// A forge's week.
    package init(contributions: [ForgeContribution], restricted: Int = 0) {
        self.contributions = contributions.sorted { $0.at < $1.at }
        self.restricted = max(0, restricted)
    }
}
