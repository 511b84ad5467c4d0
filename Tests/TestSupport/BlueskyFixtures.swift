import Foundation

/// Bodies shaped like Bluesky's public AppView answers to `app.bsky.feed.getAuthorFeed`, with the
/// fields the real ones carry (author, counts, viewer, labels, langs) beside those the digest reads.
public enum BlueskyFixtures {
    /// The DID of the fixtures' account.
    public static let did = "did:plc:hanakodev7xq3nq2wl5b4r6ya"
    /// Its handle.
    public static let handle = "hanako.bsky.social"
    /// The path every feed request goes to.
    public static let feedPath = "/xrpc/app.bsky.feed.getAuthorFeed"

    /// What a post embeds.
    public enum Embed: Sendable {
        /// A link card: `app.bsky.embed.external#view`.
        case card(uri: String, title: String, description: String)
        /// Images: `app.bsky.embed.images#view`.
        case images
        /// A video: `app.bsky.embed.video#view`.
        case video
        /// A quote of another post that carries a link of its own: `app.bsky.embed.record#view`.
        case quote(linking: String)
        /// A quote with images beside it: `app.bsky.embed.recordWithMedia#view`.
        case quoteWithImages
    }

    /// Why an item is in the feed besides being the author's post.
    public enum Reason: Sendable {
        case repost, pin
    }

    /// One feed item: the post `rkey` of the account (or of `author` for a repost), its text, and
    /// for each `(shown, uri)` a link facet over the first occurrence of `shown` in the text.
    public static func item(
        _ rkey: String, _ text: String, at createdAt: String, links: [(shown: String, uri: String)] = [],
        embed: Embed? = nil, reason: Reason? = nil, replyTo: String? = nil, author: String = handle,
        indexedAt: String? = nil
    ) -> [String: Any] {
        let authorDID = author == handle ? did : "did:plc:someoneelse0000000000000000"
        let uri = "at://\(authorDID)/app.bsky.feed.post/\(rkey)"
        var record: [String: Any] = [
            "$type": "app.bsky.feed.post", "text": text, "createdAt": createdAt, "langs": ["ja", "en"],
        ]
        let facets = links.map { link -> [String: Any] in
            let bytes = Array(text.utf8), needle = Array(link.shown.utf8)
            let start =
                needle.isEmpty
                ? 0
                : (0...max(0, bytes.count - needle.count)).first { Array(bytes[$0..<$0 + needle.count]) == needle } ?? 0
            return [
                "$type": "app.bsky.richtext.facet",
                "index": ["byteStart": start, "byteEnd": start + needle.count],
                "features": [["$type": "app.bsky.richtext.facet#link", "uri": link.uri]],
            ]
        }
        if !facets.isEmpty { record["facets"] = facets }
        if let replyTo {
            let parent = ["uri": "at://\(did)/app.bsky.feed.post/\(replyTo)", "cid": "bafyreib\(replyTo)"]
            record["reply"] = ["root": parent, "parent": parent]
        }
        var post: [String: Any] = [
            "uri": uri, "cid": "bafyreia\(rkey)",
            "author": [
                "did": authorDID, "handle": author, "displayName": "花子 🚀",
                "avatar": "https://cdn.bsky.app/img/avatar/a.jpg",
                "associated": ["chat": ["allowIncoming": "following"]], "labels": [] as [Any],
                "createdAt": "2023-05-01T00:00:00.000Z",
            ],
            "record": record, "bookmarkCount": 0, "replyCount": 1, "repostCount": 2, "likeCount": 5, "quoteCount": 0,
            "indexedAt": indexedAt ?? createdAt, "viewer": ["bookmarked": false, "threadMuted": false],
            "labels": [] as [Any],
        ]
        if let embed {
            (record["embed"], post["embed"]) = embedded(embed)
            post["record"] = record
        }
        var item: [String: Any] = ["post": post]
        switch reason {
        case .repost?:
            item["reason"] = [
                "$type": "app.bsky.feed.defs#reasonRepost",
                "by": ["did": did, "handle": handle], "indexedAt": indexedAt ?? createdAt,
            ]
        case .pin?: item["reason"] = ["$type": "app.bsky.feed.defs#reasonPin"]
        case nil: break
        }
        return item
    }

    /// The record's embed and its view.
    static func embedded(_ embed: Embed) -> (record: [String: Any], view: [String: Any]) {
        let image: [String: Any] = [
            "thumb": "https://cdn.bsky.app/img/feed_thumbnail/a.jpg", "fullsize": "https://cdn.bsky.app/img/a.jpg",
            "alt": "", "aspectRatio": ["width": 1200, "height": 800],
        ]
        switch embed {
        case let .card(uri, title, description):
            let external: [String: Any] = ["uri": uri, "title": title, "description": description]
            return (
                ["$type": "app.bsky.embed.external", "external": external],
                [
                    "$type": "app.bsky.embed.external#view",
                    "external": external.merging(["thumb": "https://cdn.bsky.app/img/thumb.jpg"]) { $1 },
                ]
            )
        case .images:
            return (
                ["$type": "app.bsky.embed.images", "images": [["alt": ""]]],
                ["$type": "app.bsky.embed.images#view", "images": [image]]
            )
        case .video:
            return (
                ["$type": "app.bsky.embed.video"],
                ["$type": "app.bsky.embed.video#view", "cid": "bafkvideo", "playlist": "https://video.bsky.app/a.m3u8"]
            )
        case .quote(let linking):
            let quoted: [String: Any] = [
                "$type": "app.bsky.embed.record#viewRecord", "uri": "at://did:plc:other/app.bsky.feed.post/q1",
                "author": ["did": "did:plc:other", "handle": "other.bsky.social"],
                "value": [
                    "$type": "app.bsky.feed.post", "text": "read \(linking)", "createdAt": "2026-11-01T00:00:00.000Z",
                    "facets": [
                        [
                            "index": ["byteStart": 5, "byteEnd": 5 + linking.utf8.count],
                            "features": [["$type": "app.bsky.richtext.facet#link", "uri": linking]],
                        ]
                    ],
                ],
            ]
            return (
                ["$type": "app.bsky.embed.record", "record": ["uri": "at://did:plc:other/app.bsky.feed.post/q1"]],
                ["$type": "app.bsky.embed.record#view", "record": quoted]
            )
        case .quoteWithImages:
            return (
                ["$type": "app.bsky.embed.recordWithMedia"],
                [
                    "$type": "app.bsky.embed.recordWithMedia#view",
                    "record": ["record": ["uri": "at://did:plc:other/app.bsky.feed.post/q2"]],
                    "media": ["$type": "app.bsky.embed.images#view", "images": [image]],
                ]
            )
        }
    }

    /// A page of the feed, with its `cursor` when there is more (the last page has none).
    public static func page(_ items: [[String: Any]], cursor: String? = nil) -> String {
        var body: [String: Any] = ["feed": items]
        if let cursor { body["cursor"] = cursor }
        let data = (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// The AppView's answer for an actor it does not know.
    public static let profileNotFound = #"{"error":"InvalidRequest","message":"Profile not found"}"#
}
