import Foundation

/// One article for the fake Qiita, turned into the full JSON shape of Qiita API v2's `Item`.
public struct QiitaFixtureArticle: Sendable {
    public var id: String
    public var title: String
    public var user: String
    /// `2026-11-17T08:30:00+09:00`: Qiita writes Japan's offset.
    public var createdAt: String
    public var likes: Int
    public var stocks: Int
    public var tags: [String]
    public var body: String

    /// Creates an article.
    public init(
        id: String, title: String, user: String = "hanako_dev", createdAt: String, likes: Int = 0,
        stocks: Int = 0, tags: [String], body: String = "本文です。"
    ) {
        self.id = id
        self.title = title
        self.user = user
        self.createdAt = createdAt
        self.likes = likes
        self.stocks = stocks
        self.tags = tags
        self.body = body
    }

    /// The day of `createdAt` as written (Japan's date).
    var day: String { String(createdAt.prefix(10)) }

    /// The `Item` object, every documented field present.
    public var json: [String: Any] {
        [
            "id": id, "title": title, "url": "https://qiita.com/\(user)/items/\(id)",
            "body": body, "rendered_body": "<p>\(body)</p>",
            "created_at": createdAt, "updated_at": createdAt,
            "likes_count": likes, "stocks_count": stocks, "comments_count": 0, "reactions_count": 0,
            "coediting": false, "private": false, "slide": false, "page_views_count": NSNull(),
            "organization_url_name": NSNull(), "group": NSNull(), "team_membership": NSNull(),
            "tags": tags.map { ["name": $0, "versions": [String]()] },
            "user": [
                "id": user, "name": "", "profile_image_url": "https://example.com/\(user).png", "description": NSNull(),
                "github_login_name": NSNull(), "twitter_screen_name": NSNull(), "followers_count": 3,
                "followees_count": 1, "items_count": 9, "permanent_id": 12345, "organization": NSNull(),
                "location": NSNull(), "website_url": NSNull(), "facebook_id": NSNull(), "linkedin_id": NSNull(),
                "team_only": false,
            ] as [String: Any],
        ]
    }

    /// `count` articles tagged `tags`, one every `spacing` minutes back from `newest` (Japan's time), ids `prefix0001`….
    public static func series(
        _ prefix: String, count: Int, tags: [String], newest: String = "2026-11-22T23:00:00+09:00",
        spacingMinutes: Int = 30, likes: (Int) -> Int = { $0 % 50 }
    ) -> [QiitaFixtureArticle] {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "Asia/Tokyo")
        formatter.formatOptions = [.withInternetDateTime]
        let start = formatter.date(from: newest) ?? Date()
        return (0..<count).map { index in
            QiitaFixtureArticle(
                id: prefix + String(format: "%04d", index), title: "\(prefix) \(index)",
                createdAt: formatter.string(from: start.addingTimeInterval(-Double(index * spacingMinutes * 60))),
                likes: likes(index), tags: tags)
        }
    }
}
