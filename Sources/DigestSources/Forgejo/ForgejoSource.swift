import DigestCore
import Foundation

/// Your pull requests, reviews and issues on a Forgejo or Gitea server (Codeberg among them): the
/// user's own activities, asked for one day a call over the week's days.
package struct ForgejoSource: Sendable {
    /// The most pages read for one day.
    static let maximumPages = 20

    let client: ForgejoClient
    /// `FORGEJO_USER`.
    let user: String

    /// Creates the source for `user`.
    package init(client: ForgejoClient, user: String) {
        self.client = client
        self.user = user
    }

    /// The server's days that may hold the week's instants, whatever its zone: each UTC day of the
    /// week, and one more on each side.
    static func days(of window: DateInterval) -> [String] {
        let first = LocalDate(window.start, in: .gmt).dayNumber - 1
        let last = LocalDate(window.end.addingTimeInterval(-1), in: .gmt).dayNumber + 1
        return (first...last).map { LocalDate(dayNumber: $0).description }
    }

    /// The week's contributions in `window`; a failure becomes a failed outcome keeping what was
    /// read, never a throw.
    func contributions(in window: DateInterval) async -> SourceOutcome<ForgeWeek> {
        var contributions: [ForgeContribution] = [], skipped = 0, reviewed: Set<String> = [], seen: Set<String> = []
        for day in Self.days(of: window) {
            for page in 1...Self.maximumPages {
                let activities: LossyArray<ForgejoWire.Activity>
                do {
                    activities = try await client.activities(user, date: day, page: page)
                } catch {
                    return .failed(error.description, partial: ForgeWeek(contributions: contributions))
                }
                skipped += activities.skipped
                for activity in activities.items
                where activity.created >= window.start && activity.created < window.end {
                    guard let contribution = Self.contribution(activity) else { continue }
                    // A pull request is its repository and its number (its title, without one),
                    // whether or not the server gave an address.
                    let pull =
                        "\(contribution.repository)\n\(activity.indexAndTitle.index.map(String.init) ?? contribution.title)"
                    let key = "\(contribution.kind)\n\(pull)\n\(activity.created)"
                    guard seen.insert(key).inserted else { continue }
                    if contribution.kind == .reviewed {
                        let once = "\(pull)\n\(LocalDate(activity.created, in: .gmt).description)"
                        guard reviewed.insert(once).inserted else { continue }
                    }
                    contributions.append(contribution)
                }
                if activities.items.count + activities.skipped < ForgejoClient.pageSize { break }
            }
        }
        return .ok(
            ForgeWeek(contributions: contributions),
            notes: SkippedItems.notes(skipped, one: "activity", many: "activities", in: "Forgejo's answers"))
    }

    /// What `activity` did, as a contribution; nil for anything else (pushes, stars, releases).
    static func contribution(_ activity: ForgejoWire.Activity) -> ForgeContribution? {
        let kind: ForgeContribution.Kind
        switch activity.operation {
        case "create_pull_request": kind = .opened
        case "merge_pull_request", "auto_merge_pull_request": kind = .merged
        case "approve_pull_request", "reject_pull_request", "comment_pull": kind = .reviewed
        case "create_issue": kind = .issue
        default: return nil
        }
        let (index, title) = activity.indexAndTitle
        // A review's content is its comment, not the pull request's title: named by its number.
        let shown = kind == .reviewed || title.isEmpty ? index.map { "#\($0)" } ?? "" : title
        let path = kind == .issue ? "issues" : "pulls"
        let url = activity.repositoryURL.flatMap { web in index.flatMap { WebURL("\(web)/\(path)/\($0)") } }
        return ForgeContribution(
            kind: kind, repository: activity.repository, isPrivate: activity.isPrivate, title: shown,
            url: url?.absoluteString, at: activity.created)
    }

    /// Checks the user (and the token) for `doctor`: today's activities.
    package func verify(now: Date) async throws(ForgejoError) -> Int {
        try await client.activities(user, date: LocalDate(now, in: .gmt).description, page: 1).items.count
    }
}

extension ForgejoSource: ReviewSource {
    package var forge: ForgeSite { .forgejo }

    package func contributions(for request: WeekRequest) async -> SourceOutcome<ForgeWeek> {
        await contributions(in: request.window)
    }
}
