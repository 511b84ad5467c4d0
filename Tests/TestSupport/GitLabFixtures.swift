import Foundation

/// Answers shaped as GitLab's REST API gives them (`/api/v4`), for the week 2026-W47 in Tokyo
/// (2026-11-15T15:00:00Z to 2026-11-22T15:00:00Z): events with GitLab's fields (`author`,
/// `push_data`, `note`, numbers as numbers), projects with their visibility.
public enum GitLabFixtures {
    public static let token = "glpat-secret0unit0test0070"

    /// An event: `action_name`, `target_type`, `target_iid`, `target_title`, `project_id`, `created_at`.
    public static func event(
        _ action: String, _ type: String?, iid: Int? = nil, title: String? = nil, project: Int, at: String,
        noteOn: String? = nil, noteIID: Int? = nil
    ) -> [String: Any] {
        var event: [String: Any] = [
            "id": Int.random(in: 1...1_000_000), "action_name": action, "project_id": project, "created_at": at,
            "author_id": 7, "author": ["id": 7, "username": "hanako", "name": "Hanako"],
            "author_username": "hanako", "target_id": 9000 + (iid ?? 0),
        ]
        event["target_type"] = type ?? NSNull()
        event["target_iid"] = iid ?? NSNull()
        event["target_title"] = title ?? NSNull()
        if let noteOn {
            event["note"] = [
                "id": 1, "body": "LGTM <b>", "noteable_type": noteOn, "noteable_iid": noteIID ?? 0,
                "author": ["username": "hanako"],
            ]
        }
        return event
    }

    /// A project: `{id, path_with_namespace, visibility, web_url}`.
    public static func project(_ id: Int, _ path: String, visibility: String) -> String {
        json([
            "id": id, "path_with_namespace": path, "visibility": visibility,
            "web_url": "https://gitlab.example.com/\(path)",
            "name": path.split(separator: "/").last.map(String.init) ?? path,
        ])
    }

    /// `value` as JSON text.
    public static func json(_ value: Any) -> String {
        String(
            decoding: (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data(),
            as: UTF8.self)
    }

    /// The week's events, oldest first: an MR opened (public project 1), a push (not counted), an MR
    /// of an internal project approved, two comments on one MR on one day (one review), an issue
    /// opened with a hostile title, an MR merged; one event before the week and one of another
    /// shape (no `created_at`).
    public static let page1 = json([
        event("pushed to", nil, project: 1, at: "2026-11-15T14:30:00.000Z"),
        event("opened", "MergeRequest", iid: 12, title: "Add reviews", project: 1, at: "2026-11-16T01:00:00.000Z"),
        event("pushed to", nil, project: 1, at: "2026-11-16T01:05:00.000Z"),
        event("approved", "MergeRequest", iid: 3, title: "Internal plan", project: 2, at: "2026-11-17T02:00:00.000Z"),
    ])
    public static let page2 = json([
        event(
            "commented on", "DiffNote", iid: nil, title: "Speed up", project: 3, at: "2026-11-18T03:00:00.000Z",
            noteOn: "MergeRequest", noteIID: 5),
        event(
            "commented on", "Note", iid: nil, title: "Speed up", project: 3, at: "2026-11-18T04:00:00.000Z",
            noteOn: "MergeRequest", noteIID: 5),
        event(
            "opened", "Issue", iid: 44, title: "<script>alert(1)</script> crash", project: 3,
            at: "2026-11-19T05:00:00.000Z"),
        event("accepted", "MergeRequest", iid: 12, title: "Add reviews", project: 1, at: "2026-11-21T06:00:00.000Z"),
        ["action_name": "opened", "project_id": 1],
    ])

    /// The projects: 1 public, 2 internal, 3 public.
    public static let projects = [
        1: project(1, "hanako/weekly-digest", visibility: "public"),
        2: project(2, "acme/internal-plan", visibility: "internal"),
        3: project(3, "gnome/gtk", visibility: "public"),
    ]
}
