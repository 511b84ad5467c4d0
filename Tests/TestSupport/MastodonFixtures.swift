import Foundation

/// Bodies shaped like Mastodon's REST API answers (4.5): the account lookup and statuses, with
/// content in the HTML Mastodon writes (links with hidden spans, mentions, hashtags, a quote's
/// `RE:` fallback).
public enum MastodonFixtures {
    /// The fixtures' instance.
    public static let instance = "mastodon.example"
    /// The account's id there.
    public static let id = "109876543210987654"
    /// The lookup's path.
    public static let lookupPath = "/api/v1/accounts/lookup"
    /// The statuses' path.
    public static let statusesPath = "/api/v1/accounts/\(id)/statuses"

    /// The lookup's answer for `hanako`.
    public static func account(locked: Bool = false) -> String {
        json([
            "id": id, "username": "hanako", "acct": "hanako", "display_name": "花子", "locked": locked, "bot": false,
            "discoverable": true, "group": false, "created_at": "2022-11-01T00:00:00.000Z",
            "note": "<p>Swift と本</p>", "url": "https://\(instance)/@hanako", "avatar": "https://\(instance)/a.png",
            "followers_count": 120, "following_count": 80, "statuses_count": 1500,
            "last_status_at": "2026-11-22", "emojis": [] as [Any], "fields": [] as [Any],
        ])
    }

    /// A link as Mastodon writes it in content: the scheme and the tail hidden in spans.
    public static func anchor(_ url: String) -> String {
        let bare = url.replacingOccurrences(of: "https://", with: "")
        let shown = String(bare.prefix(30)), hidden = String(bare.dropFirst(30))
        let escaped = url.replacingOccurrences(of: "&", with: "&amp;")
        return
            "<a href=\"\(escaped)\" target=\"_blank\" rel=\"nofollow noopener\" translate=\"no\"><span class=\"invisible\">https://</span><span class=\"\(hidden.isEmpty ? "" : "ellipsis")\">\(shown.replacingOccurrences(of: "&", with: "&amp;"))</span><span class=\"invisible\">\(hidden.replacingOccurrences(of: "&", with: "&amp;"))</span></a>"
    }

    /// A mention of `user` on the instance.
    public static func mention(_ user: String) -> String {
        "<span class=\"h-card\" translate=\"no\"><a href=\"https://\(instance)/@\(user)\" class=\"u-url mention\">@<span>\(user)</span></a></span>"
    }

    /// A hashtag.
    public static func hashtag(_ tag: String) -> String {
        "<a href=\"https://\(instance)/tags/\(tag)\" class=\"mention hashtag\" rel=\"tag\">#<span>\(tag)</span></a>"
    }

    /// A status of the account.
    public static func status(
        _ id: String, _ content: String, at createdAt: String, visibility: String = "public",
        card: (url: String, title: String, description: String)? = nil, media: [String] = [], boost: Bool = false,
        replyTo: String? = nil, quote: Bool = false
    ) -> [String: Any] {
        var status: [String: Any] = [
            "id": id, "created_at": createdAt, "in_reply_to_id": replyTo ?? NSNull(),
            "in_reply_to_account_id": replyTo == nil ? NSNull() : self.id, "sensitive": false, "spoiler_text": "",
            "visibility": visibility, "language": "ja", "uri": "https://\(instance)/users/hanako/statuses/\(id)",
            "url": "https://\(instance)/@hanako/\(id)", "replies_count": 0, "reblogs_count": 1,
            "favourites_count": 4, "quotes_count": 0, "edited_at": NSNull(), "content": content,
            "reblog": NSNull(), "application": ["name": "Web", "website": NSNull()],
            "account": ["id": self.id, "username": "hanako", "acct": "hanako"],
            "media_attachments": media.map { ["id": "1", "type": $0, "url": "https://files.\(instance)/m.png"] },
            "mentions": [] as [Any], "tags": [] as [Any], "emojis": [] as [Any], "card": NSNull(), "poll": NSNull(),
            "quote_approval": ["automatic": ["public"], "manual": [] as [Any], "current_user": "automatic"],
        ]
        if let card {
            status["card"] = [
                "url": card.url, "title": card.title, "description": card.description, "type": "link",
                "author_name": "", "provider_name": "", "html": "", "width": 400, "height": 200,
                "image": "https://files.\(instance)/card.png", "embed_url": "", "blurhash": NSNull(),
            ]
        }
        if boost {
            status["reblog"] = [
                "id": "1" + id, "content": content, "account": ["id": "42", "acct": "bob@elsewhere.example"],
            ]
            status["content"] = ""
        }
        if quote {
            status["quote"] = [
                "state": "accepted",
                "quoted_status": ["id": "777", "content": "<p>quoted \(anchor("https://quoted.example/post"))</p>"],
            ]
        }
        return status
    }

    /// A page of statuses.
    public static func page(_ statuses: [[String: Any]]) -> String { json(statuses) }

    /// The `Link` header Mastodon sends with a page whose older statuses start before `maxID`.
    public static func link(base: String, next maxID: String, prev minID: String) -> [String: String] {
        [
            "Link":
                "<\(base)\(statusesPath)?exclude_reblogs=true&limit=40&max_id=\(maxID)>; rel=\"next\", <\(base)\(statusesPath)?exclude_reblogs=true&limit=40&min_id=\(minID)>; rel=\"prev\""
        ]
    }

    static func json(_ value: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
