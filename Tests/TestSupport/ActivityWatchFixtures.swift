import Foundation

/// Answers shaped as ActivityWatch's REST API gives them (`/api/0`): its buckets (an object keyed
/// by id, with `created`, `last_updated` and `data` as the server sends them) and their events
/// (`{id, timestamp, duration, data}`, timestamps with microseconds and `+00:00`), for 2026-W47
/// in Tokyo.
public enum ActivityWatchFixtures {
    public static let key = "aw-secret0unit0test0070"
    public static let editor = "aw-watcher-vscode_hanako-laptop"
    public static let afk = "aw-watcher-afk_hanako-laptop"

    public static let buckets = GitLabFixtures.json([
        editor: [
            "id": editor, "created": "2026-01-02T03:04:05.678901+00:00", "name": NSNull(),
            "type": "app.editor.activity", "client": "aw-watcher-vscode", "hostname": "hanako-laptop",
            "data": [:] as [String: Any], "last_updated": "2026-11-22T10:00:00.000000+00:00",
        ],
        afk: [
            "id": afk, "created": "2026-01-02T03:04:05.678901+00:00", "type": "afkstatus", "client": "aw-watcher-afk",
            "hostname": "hanako-laptop",
        ],
        "aw-watcher-window_hanako-laptop": [
            "id": "aw-watcher-window_hanako-laptop", "type": "currentwindow", "client": "aw-watcher-window",
            "hostname": "hanako-laptop",
        ],
    ])

    /// An event.
    public static func event(_ at: String, _ seconds: Double, _ data: [String: Any]) -> [String: Any] {
        ["id": Int.random(in: 1...1_000_000), "timestamp": at, "duration": seconds, "data": data]
    }

    /// The editor's events, newest first as the server gives them: an hour of Swift on Monday
    /// 10:00 in Tokyo (half of it away), 30 minutes of TSX overlapping 10 minutes of it, an event
    /// across Tuesday midnight, one before the week, one without a timestamp.
    public static let editorEvents = GitLabFixtures.json([
        event(
            "2026-11-17T14:50:00.000000+00:00", 1200,
            [
                "project": "/home/hanako/src/ブログ", "language": "markdown",
                "file": "/home/hanako/src/ブログ/secret-draft.md",
            ]),
        event(
            "2026-11-16T01:50:00.000000+00:00", 1800,
            [
                "project": "/home/hanako/src/web", "language": "typescriptreact",
                "file": "/home/hanako/src/web/App.tsx",
            ]),
        event(
            "2026-11-16T01:00:00.123456+00:00", 3600,
            [
                "project": "/home/hanako/src/weekly-digest", "language": "swift",
                "file": "/home/hanako/src/weekly-digest/Sources/Private.swift",
            ]),
        event("2026-11-15T14:00:00+00:00", 600, ["project": "/home/hanako/src/old", "language": "swift"]),
        ["duration": 10, "data": ["language": "swift"]],
    ])

    /// The AFK watcher's events: not away all week but 01:30 to 02:00 on Monday (UTC).
    public static let afkEvents = GitLabFixtures.json([
        event("2026-11-16T02:00:00+00:00", 6 * 86_400, ["status": "not-afk"]),
        event("2026-11-16T01:30:00+00:00", 1800, ["status": "afk"]),
        event("2026-11-15T15:00:00+00:00", 37_800, ["status": "not-afk"]),
    ])

    /// The server's answer to `request`.
    public static func reply(_ request: RecordedRequest) -> Reply {
        switch request.path {
        case "/api/0/buckets/": .json(200, buckets)
        case "/api/0/buckets/\(editor)/events": .json(200, editorEvents)
        case "/api/0/buckets/\(afk)/events": .json(200, afkEvents)
        default: .json(404, #"{"message": "There's no bucket named \#(request.path)"}"#)
        }
    }
}
