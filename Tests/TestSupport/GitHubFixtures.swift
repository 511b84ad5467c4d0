import Foundation

/// Answers shaped as GitHub's GraphQL API gives them (`POST /graphql`).
///
/// For the week 2026-W47 in Tokyo (2026-11-15T15:00:00Z to 2026-11-22T15:00:00Z): `data` with the user's
/// `contributionsCollection` and the `merged` search, or `errors`, and the REST-style bodies of a
/// 401 or 403. Odd fields as GitHub sends them: `__typename`, nulls, a search node of another type
/// (`{}`), more fields than asked.
public enum GitHubFixtures {
    public static let login = "hanako-dev"
    public static let token = "github_pat_11AAAAAAA0secret0unit0test0070"

    /// A pull request or issue node: `{title, url, repository {nameWithOwner, isPrivate}}`.
    public static func item(
        _ title: String, repository: String, isPrivate: Bool? = false, url: String? = nil, mergedAt: String? = nil
    ) -> [String: Any] {
        var repo: [String: Any] = ["nameWithOwner": repository, "__typename": "Repository"]
        if let isPrivate { repo["isPrivate"] = isPrivate }
        var node: [String: Any] = [
            "__typename": "PullRequest", "title": title, "repository": repo,
            "url": url ?? "https://github.com/\(repository)/pull/1",
        ]
        if let mergedAt { node["mergedAt"] = mergedAt }
        return node
    }

    /// A contribution node: `{occurredAt, pullRequest | issue}`.
    public static func contribution(_ at: String, _ item: [String: Any], key: String = "pullRequest") -> [String: Any] {
        ["occurredAt": at, key: item, "isRestricted": false]
    }

    /// A connection: `{pageInfo {hasNextPage}, nodes}`.
    public static func connection(_ nodes: [Any], more: Bool = false) -> [String: Any] {
        [
            "pageInfo": ["hasNextPage": more, "endCursor": more ? "Y3Vyc29yOjEwMA==" as Any : NSNull() as Any],
            "nodes": nodes,
        ]
    }

    /// The whole answer.
    public static func answer(
        opened: [Any] = [], reviews: [Any] = [], issues: [Any] = [], merged: [Any] = [], restricted: Int = 0,
        moreOpened: Bool = false
    ) -> String {
        let object: [String: Any] = [
            "data": [
                "user": [
                    "contributionsCollection": [
                        "restrictedContributionsCount": restricted,
                        "pullRequestContributions": connection(opened, more: moreOpened),
                        "pullRequestReviewContributions": connection(reviews),
                        "issueContributions": connection(issues),
                    ]
                ],
                "merged": ["issueCount": merged.count, "pageInfo": ["hasNextPage": false], "nodes": merged],
            ]
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// The week of the tests: two pull requests opened (one in a private repository), three
    /// reviews (one with a hostile title, one of the week before), an issue, two merged (one
    /// merged the week after), a search node of another type, and two restricted contributions.
    public static let week = answer(
        opened: [
            contribution(
                "2026-11-16T01:00:00Z",
                item(
                    "Add the reviews section", repository: "hanako-dev/weekly-digest",
                    url: "https://github.com/hanako-dev/weekly-digest/pull/12")),
            contribution(
                "2026-11-17T02:00:00Z",
                item(
                    "Secret billing plan", repository: "acme/billing-secret", isPrivate: true,
                    url: "https://github.com/acme/billing-secret/pull/3")),
        ],
        reviews: [
            contribution(
                "2026-11-18T03:00:00Z",
                item(
                    "Fix <script>alert(1)</script> & **bold** 日本語", repository: "swiftlang/swift",
                    url: "javascript:alert(1)")),
            contribution("2026-11-19T04:00:00Z", item("Keep blank lines", repository: "swiftlang/swift-format")),
            contribution("2026-11-15T14:59:59Z", item("Before the week", repository: "old/before")),
        ],
        issues: [
            contribution(
                "2026-11-20T05:00:00Z",
                item(
                    "Decoder drops a CR", repository: "apple/swift-nio",
                    url: "https://github.com/apple/swift-nio/issues/9"),
                key: "issue")
        ],
        merged: [
            item(
                "Add the reviews section", repository: "hanako-dev/weekly-digest",
                url: "https://github.com/hanako-dev/weekly-digest/pull/12", mergedAt: "2026-11-21T06:00:00Z"),
            item("Merged next week", repository: "hanako-dev/weekly-digest", mergedAt: "2026-11-22T15:00:00Z"),
            [String: Any](),
        ],
        restricted: 2)

    /// GraphQL's answer for a login that names no user.
    public static let unknownUser = #"""
        {"data":{"user":null,"merged":{"issueCount":0,"nodes":[]}},"errors":[{"type":"NOT_FOUND","path":["user"],"locations":[{"line":2,"column":3}],"message":"Could not resolve to a User with the login of 'hanako-dev'."}]}
        """#

    /// A 401 for a bad token, as GitHub's REST-style body.
    public static let badCredentials =
        #"{"message":"Bad credentials","documentation_url":"https://docs.github.com/graphql","status":"401"}"#

    /// A 403 of the spent primary rate limit.
    public static let rateLimited =
        #"{"message":"API rate limit exceeded for user ID 1.","documentation_url":"https://docs.github.com/rest/overview/rate-limits-for-the-rest-api"}"#
}
