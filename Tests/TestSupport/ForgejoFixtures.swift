import Foundation

/// Answers shaped as Forgejo's (and Gitea's) API gives them (`/api/v1`): a user's activities,
/// `{id, op_type, act_user, repo {full_name, private, internal, html_url}, content, created, is_private}`,
/// for the week 2026-W47 in Tokyo.
public enum ForgejoFixtures {
    public static let user = "hanako"
    public static let token = "forgejo-secret0unit0test0070"

    /// An activity.
    public static func activity(
        _ operation: String, repo: String, isPrivate: Bool = false, content: String, at: String
    ) -> [String: Any] {
        [
            "id": Int.random(in: 1...1_000_000), "op_type": operation, "act_user_id": 3,
            "act_user": ["id": 3, "login": user], "repo_id": 10,
            "repo": [
                "id": 10, "full_name": repo, "private": isPrivate, "internal": false,
                "html_url": "https://codeberg.example/\(repo)",
            ], "comment_id": 0, "content": content, "ref_name": "", "is_private": isPrivate, "created": at,
        ]
    }

    /// The activities of each UTC day the week's requests name (`date`); others are `[]`.
    public static let byDay: [String: String] = [
        "2026-11-16": GitLabFixtures.json([
            activity(
                "create_pull_request", repo: "hanako/tool", content: "7|Add reviews", at: "2026-11-16T10:00:00+09:00"),
            activity("commit_repo", repo: "hanako/tool", content: "{\"Commits\":[]}", at: "2026-11-16T10:05:00+09:00"),
        ]),
        "2026-11-18": GitLabFixtures.json([
            activity(
                "approve_pull_request", repo: "forgejo/forgejo", content: "1234|LGTM, ship it",
                at: "2026-11-18T12:00:00+09:00"),
            activity(
                "comment_pull", repo: "forgejo/forgejo", content: "1234|one more nit", at: "2026-11-18T13:00:00+09:00"),
            activity(
                "create_issue", repo: "hanako/secret", isPrivate: true, content: "3|Secret roadmap",
                at: "2026-11-18T14:00:00+09:00"),
        ]),
        "2026-11-20": GitLabFixtures.json([
            activity(
                "merge_pull_request", repo: "hanako/tool", content: "7|Add reviews", at: "2026-11-20T09:00:00+09:00"),
            ["op_type": "create_issue"],
        ]),
        // The week before (in Tokyo), on a day the requests cover: not of the week.
        "2026-11-15": GitLabFixtures.json([
            activity("create_issue", repo: "hanako/tool", content: "1|Old", at: "2026-11-15T23:59:00+09:00")
        ]),
    ]
}
