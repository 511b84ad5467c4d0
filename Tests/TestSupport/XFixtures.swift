import Foundation

/// Bodies shaped like X API v2 recent search answers, and posts in the archive's `tweets.js` form.
public enum XFixtures {
    /// One link in a post.
    public struct Link: Sendable {
        public var short: String
        public var expanded: String?
        public var unwound: String?
        public var title: String?
        public var mediaKey: String?

        public init(
            short: String, expanded: String?, unwound: String? = nil, title: String? = nil, mediaKey: String? = nil
        ) {
            self.short = short
            self.expanded = expanded
            self.unwound = unwound
            self.title = title
            self.mediaKey = mediaKey
        }
    }

    /// A post object as recent search returns it with the digest's `tweet.fields`.
    public static func post(
        _ id: String, _ text: String, at createdAt: String, links: [Link] = [],
        retweet: Bool = false, mediaKeys: [String] = []
    ) -> [String: Any] {
        var post: [String: Any] = [
            "id": id, "text": text, "created_at": createdAt, "edit_history_tweet_ids": [id],
            "public_metrics": ["retweet_count": 0, "reply_count": 0, "like_count": 3, "quote_count": 0],
        ]
        if !links.isEmpty {
            post["entities"] = [
                "urls": links.enumerated().map { index, link -> [String: Any] in
                    var entity: [String: Any] = [
                        "start": index * 24, "end": index * 24 + 23, "url": link.short,
                        "display_url": link.expanded.map { String($0.prefix(20)) } ?? "",
                    ]
                    if let expanded = link.expanded { entity["expanded_url"] = expanded }
                    if let unwound = link.unwound {
                        entity["unwound_url"] = unwound
                        entity["status"] = 200
                    }
                    if let title = link.title {
                        entity["title"] = title
                        entity["description"] = "About " + title
                    }
                    if let key = link.mediaKey { entity["media_key"] = key }
                    return entity
                }
            ]
        }
        if retweet { post["referenced_tweets"] = [["type": "retweeted", "id": "1" + id]] }
        if !mediaKeys.isEmpty { post["attachments"] = ["media_keys": mediaKeys] }
        return post
    }

    /// A page: `data` (omitted when empty, as X does), `meta`, and optional partial `errors`.
    public static func page(_ posts: [[String: Any]], next: String? = nil, errors: [[String: Any]] = []) -> String {
        var meta: [String: Any] = ["result_count": posts.count]
        if let first = posts.first?["id"], let last = posts.last?["id"] {
            meta["newest_id"] = first
            meta["oldest_id"] = last
        }
        if let next { meta["next_token"] = next }
        var body: [String: Any] = ["meta": meta]
        if !posts.isEmpty { body["data"] = posts }
        if !errors.isEmpty { body["errors"] = errors }
        let data = (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// One archive element: `{"tweet": {...}}` with v1.1 field names and date format.
    public static func archiveTweet(
        _ id: String, _ text: String, at createdAt: String, urls: [(String, String)] = [],
        media: Bool = false
    ) -> [String: Any] {
        var entities: [String: Any] = [
            "hashtags": [Any](), "symbols": [Any](), "user_mentions": [Any](),
            "urls": urls.map {
                ["url": $0.0, "expanded_url": $0.1, "display_url": String($0.1.prefix(20)), "indices": ["0", "23"]]
            },
        ]
        var tweet: [String: Any] = [
            "edit_info": [
                "initial": [
                    "editTweetIds": [id], "editableUntil": "2026-11-18T10:12:00.000Z", "editsRemaining": "5",
                    "isEditEligible": true,
                ]
            ],
            "retweeted": false, "source": "<a href=\"https://mobile.twitter.com\" rel=\"nofollow\">Twitter Web App</a>",
            "favorite_count": "2", "id_str": id, "id": id, "truncated": false, "retweet_count": "0",
            "created_at": createdAt, "favorited": false, "full_text": text, "lang": "ja",
            "display_text_range": ["0", String(text.count)],
        ]
        if media {
            let item: [String: Any] = [
                "type": "photo", "media_url_https": "https://pbs.twimg.com/media/x.jpg", "url": "https://t.co/pic",
            ]
            entities["media"] = [item]
            tweet["extended_entities"] = ["media": [item]]
        }
        tweet["entities"] = entities
        return ["tweet": tweet]
    }

    /// A `tweets.js` file: `window.YTD.tweets.part<part> = [ ... ]`, pretty-printed as X writes it.
    public static func archiveFile(_ tweets: [[String: Any]], part: Int = 0) -> Data {
        let array =
            (try? JSONSerialization.data(withJSONObject: tweets, options: [.prettyPrinted, .sortedKeys]))
            ?? Data("[]".utf8)
        return Data("window.YTD.tweets.part\(part) = ".utf8) + array
    }

    /// `GET /2/users/by/username/:username`'s answer.
    public static func user(id: String, username: String) -> String {
        #"{"data":{"id":"\#(id)","name":"Hanako","username":"\#(username)"}}"#
    }

    /// The paths of your own timeline on a loopback X: the lookup of `username`, and account `id`'s posts.
    public static func timelinePaths(id: String, username: String) -> (lookup: String, posts: String) {
        ("/2/users/by/username/" + username, "/2/users/" + id + "/tweets")
    }
}
