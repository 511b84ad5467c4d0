import DigestCore
import Foundation

/// Your reviews and pull requests on GitHub: the week's contributions of `GITHUB_USER`, as the
/// token sees them, in one GraphQL request.
package struct GitHubSource: Sendable {
    let client: GitHubClient
    /// `GITHUB_USER`: the login whose contributions are read.
    let login: String

    /// Creates the source for `login`.
    package init(client: GitHubClient, login: String) {
        self.client = client
        self.login = login
    }

    /// The week's contributions in `window`; a failure becomes a failed outcome, never a throw.
    func contributions(in window: DateInterval) async -> SourceOutcome<ForgeWeek> {
        let data: GitHubWire.DataField
        do {
            data = try await client.send(GitHubQuery(login: login, window: window))
        } catch {
            return .failed(error.description)
        }
        let collection = data.user?.contributionsCollection
        var contributions: [ForgeContribution] = [], skipped = 0, cut: [String] = []
        func add<Item>(
            _ connection: GitHubWire.Connection<Item>?, _ name: String,
            _ each: (Item) -> ForgeContribution?
        ) {
            guard let connection else { return }
            skipped += connection.skipped
            if connection.hasNextPage { cut.append(name) }
            contributions += connection.nodes.compactMap(each)
        }
        func item(_ kind: ForgeContribution.Kind, _ pull: GitHubWire.PullRequest, at: Date) -> ForgeContribution {
            ForgeContribution(
                kind: kind, repository: pull.repository, isPrivate: pull.isPrivate, title: pull.title,
                url: pull.url.flatMap(WebURL.init)?.absoluteString, at: at)
        }
        add(collection?.pullRequestContributions, "pull requests") { item(.opened, $0.item, at: $0.occurredAt) }
        add(collection?.pullRequestReviewContributions, "reviews") { item(.reviewed, $0.item, at: $0.occurredAt) }
        add(collection?.issueContributions, "issues") { item(.issue, $0.item, at: $0.occurredAt) }
        add(data.merged, "merged pull requests") { pull in
            pull.mergedAt.flatMap { $0 >= window.start && $0 < window.end ? item(.merged, pull, at: $0) : nil }
        }
        var notes = SkippedItems.notes(skipped, one: "contribution", many: "contributions", in: "GitHub's answer")
        if !cut.isEmpty {
            notes.append(
                "GitHub listed the first \(GitHubQuery.pageSize) of your \(cut.joined(separator: ", ")) this week; the rest are not counted."
            )
        }
        return .ok(
            ForgeWeek(contributions: contributions, restricted: collection?.restrictedContributionsCount ?? 0),
            notes: notes)
    }

    /// Checks the token and the user for `doctor`: the week before `now`'s contributions.
    package func verify(now: Date) async throws(GitHubError) -> Int {
        let data = try await client.send(
            GitHubQuery(login: login, window: DateInterval(start: now.addingTimeInterval(-7 * 86_400), end: now)))
        let collection = data.user?.contributionsCollection
        return [
            collection?.pullRequestContributions?.nodes.count, collection?.pullRequestReviewContributions?.nodes.count,
            collection?.issueContributions?.nodes.count,
        ].reduce(0) { $0 + ($1 ?? 0) }
    }
}

extension GitHubSource: ReviewSource {
    package var forge: ForgeSite { .github }

    package func contributions(for request: WeekRequest) async -> SourceOutcome<ForgeWeek> {
        await contributions(in: request.window)
    }
}
