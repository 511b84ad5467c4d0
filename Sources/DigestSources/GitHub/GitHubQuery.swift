import DigestCore
import Foundation

/// The one GraphQL request a week costs: the user's contributions of the week (pull requests
/// opened, reviews given, issues opened, and how many are restricted) and a search for their pull
/// requests merged in it, each list at most ``pageSize`` long.
struct GitHubQuery: Encodable {
    /// The most nodes each list asks for: GraphQL's largest page.
    static let pageSize = 100

    let query: String
    let variables: [String: String]

    /// The query for `login`'s week `window`.
    init(login: String, window: DateInterval) {
        let from = ISOTimestamp.string(window.start)
        // The range's end is inclusive on GitHub: a second before the next week starts.
        let to = ISOTimestamp.string(window.end.addingTimeInterval(-1))
        query = Self.text
        // The search takes whole days (UTC): a day more on each side, the rest cut by `mergedAt`.
        let days = (Self.day(window.start.addingTimeInterval(-86_400)), Self.day(window.end.addingTimeInterval(86_400)))
        variables = [
            "login": login, "from": from, "to": to,
            "merged": "is:pr is:merged author:\(login) merged:\(days.0)..\(days.1)",
        ]
    }

    /// `2026-11-15`: the UTC day of `date`.
    static func day(_ date: Date) -> String {
        LocalDate(date, in: .gmt).description
    }

    /// The GraphQL text: a page of each list, each node's repository with its visibility.
    static let text = """
        query($login: String!, $from: DateTime!, $to: DateTime!, $merged: String!) {
          user(login: $login) {
            contributionsCollection(from: $from, to: $to) {
              restrictedContributionsCount
              pullRequestContributions(first: \(pageSize)) { pageInfo { hasNextPage } nodes { occurredAt pullRequest { ...item } } }
              pullRequestReviewContributions(first: \(pageSize)) { pageInfo { hasNextPage } nodes { occurredAt pullRequest { ...item } } }
              issueContributions(first: \(pageSize)) { pageInfo { hasNextPage } nodes { occurredAt issue { title url repository { nameWithOwner isPrivate } } } }
            }
          }
          merged: search(query: $merged, type: ISSUE, first: \(pageSize)) {
            pageInfo { hasNextPage } nodes { ... on PullRequest { ...item mergedAt } }
          }
        }
        fragment item on PullRequest { title url repository { nameWithOwner isPrivate } }
        """
}
