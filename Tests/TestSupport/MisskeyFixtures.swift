import Foundation

/// Bodies shaped like Misskey's API answers (2025.x, as misskey.io sends them): `users/show`'s
/// user and `users/notes`' notes with their packed user, reactions, files, renotes and quotes,
/// and the `{"error": {…}}` of a refusal.
public enum MisskeyFixtures {
    /// The fixtures' instance.
    public static let instance = "misskey.example"
    /// The user's id there (an aidx).
    public static let id = "9xk2a1b2c3"
    /// The user's name.
    public static let username = "hanako"

    /// The user as `users/notes` packs it into each note.
    static var packedUser: [String: Any] {
        [
            "id": id, "name": "はなこ :swift:", "username": username, "host": NSNull(),
            "avatarUrl": "https://\(instance)/avatar.webp", "avatarBlurhash": NSNull(),
            "avatarDecorations": [] as [Any], "isBot": false, "isCat": false, "emojis": [:] as [String: Any],
            "onlineStatus": "unknown", "badgeRoles": [] as [Any],
        ]
    }

    /// `users/show`'s answer for the user.
    public static func user() -> String {
        var user = packedUser
        user["notesCount"] = 1500
        user["followersCount"] = 120
        user["createdAt"] = "2023-04-01T00:00:00.000Z"
        user["description"] = "Swift と本"
        user["url"] = NSNull()
        user["uri"] = NSNull()
        return json(user)
    }

    /// A note of the user.
    public static func note(
        _ id: String, _ text: String?, at createdAt: String, visibility: String = "public", cw: String? = nil,
        files: Int = 0, renoteOf: String? = nil, replyTo: String? = nil, poll: Bool = false
    ) -> [String: Any] {
        var note: [String: Any] = [
            "id": id, "createdAt": createdAt, "deletedAt": NSNull(), "text": text ?? NSNull(), "cw": cw ?? NSNull(),
            "userId": self.id, "user": packedUser, "replyId": replyTo ?? NSNull(), "renoteId": renoteOf ?? NSNull(),
            "visibility": visibility, "localOnly": false, "reactionAcceptance": NSNull(), "renoteCount": 0,
            "repliesCount": 1, "reactionCount": 3, "reactions": ["👍": 2, ":igyo@.:": 1],
            "reactionEmojis": [:] as [String: Any], "fileIds": (0..<files).map { "9xkfile\($0)" },
            "files": (0..<files).map { index in
                [
                    "id": "9xkfile\(index)", "type": "image/webp", "name": "desk.webp",
                    "url": "https://\(instance)/files/desk.webp", "isSensitive": false,
                ] as [String: Any]
            },
            "clippedCount": 0,
        ]
        if visibility == "specified" { note["visibleUserIds"] = ["9xkother01"] }
        if let renoteOf {
            note["renote"] = [
                "id": renoteOf, "createdAt": "2026-11-10T00:00:00.000Z", "userId": "9xkother01",
                "user": ["id": "9xkother01", "username": "bob", "host": "elsewhere.example"],
                "text": "quoted https://quoted.example/post", "visibility": "public", "fileIds": [] as [Any],
            ]
        }
        if replyTo != nil { note["reply"] = ["id": replyTo ?? "", "text": "a question", "userId": "9xkother01"] }
        if poll { note["poll"] = ["multiple": false, "expiresAt": NSNull(), "choices": [] as [Any]] }
        return note
    }

    /// A page of notes.
    public static func page(_ notes: [[String: Any]]) -> String { json(notes) }

    /// Misskey's refusal: `{"error": {message, code, id, kind}}`.
    public static func error(_ code: String, _ message: String, kind: String = "client") -> String {
        json(["error": ["message": message, "code": code, "id": "4362f8dc-731f-4ad8-a694-be5a88922a24", "kind": kind]])
    }

    static func json(_ value: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
