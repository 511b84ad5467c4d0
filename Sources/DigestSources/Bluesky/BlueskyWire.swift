import DigestCore
import Foundation

/// The JSON of `app.bsky.feed.getAuthorFeed`, decoded leniently: an item needs only its post's
/// `uri` and a readable `record.createdAt`; what else is missing or of another type is left out.
enum BlueskyWire {
    /// `{feed: [FeedViewPost], cursor}`; no `cursor` at the end of the feed.
    struct FeedPage: Decodable {
        var items: [FeedItem]
        var skipped: Int
        var cursor: String?

        enum CodingKeys: String, CodingKey { case feed, cursor }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard let feed = container.lenient(LossyArray<FeedItem>.self, forKey: .feed) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .feed, in: container, debugDescription: "an author feed has a feed array")
            }
            items = feed.items
            skipped = feed.skipped
            cursor = container.lenient(String.self, forKey: .cursor).flatMap { $0.isEmpty ? nil : $0 }
        }
    }

    /// `{post: PostView, reply?, reason?}`: `reason` marks a repost (`#reasonRepost`) or the
    /// pinned post shown first (`#reasonPin`).
    struct FeedItem: Decodable {
        var post: Post
        /// When the feed placed it: the earlier of `createdAt` and `indexedAt` (a post may claim any `createdAt`).
        var sortedAt: Date
        var isRepost: Bool
        var isPinned: Bool

        enum CodingKeys: String, CodingKey { case post, reason }
        enum PostKeys: String, CodingKey { case uri, record, embed, indexedAt }
        enum RecordKeys: String, CodingKey { case text, createdAt, facets, embed }
        enum TypeKeys: String, CodingKey { case type = "$type" }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let view = try container.nestedContainer(keyedBy: PostKeys.self, forKey: .post)
            let record = try view.nestedContainer(keyedBy: RecordKeys.self, forKey: .record)
            guard let uri = view.lenient(String.self, forKey: .uri), !uri.isEmpty,
                let created = record.lenient(String.self, forKey: .createdAt).flatMap(ISOTimestamp.parse)
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .uri, in: view, debugDescription: "a post needs a uri and record.createdAt")
            }
            let reason = (try? container.nestedContainer(keyedBy: TypeKeys.self, forKey: .reason))?
                .lenient(String.self, forKey: .type)
            isRepost = reason == "app.bsky.feed.defs#reasonRepost"
            isPinned = reason == "app.bsky.feed.defs#reasonPin"
            let indexed = view.lenient(String.self, forKey: .indexedAt).flatMap(ISOTimestamp.parse)
            sortedAt = min(created, indexed ?? created)
            let text = record.lenient(String.self, forKey: .text) ?? ""
            let facets = record.lenient(LossyArray<Facet>.self, forKey: .facets)?.items ?? []
            // The view carries the card's title; the record's embed is the same without `#view`.
            let embed = view.lenient(Embed.self, forKey: .embed) ?? record.lenient(Embed.self, forKey: .embed)
            post = Post(
                network: .bluesky, id: uri, text: text, createdAt: created,
                links: BlueskyLinks.links(text: text, facets: facets, card: embed?.card),
                hasMedia: embed?.hasMedia ?? false, isRepost: isRepost)
        }
    }

    /// `{index: {byteStart, byteEnd}, features: [{$type: "app.bsky.richtext.facet#link", uri}]}`.
    struct Facet: Decodable {
        var byteStart: Int?
        var byteEnd: Int?
        var links: [String]

        enum CodingKeys: String, CodingKey { case index, features }
        enum IndexKeys: String, CodingKey { case byteStart, byteEnd }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let index = try? container.nestedContainer(keyedBy: IndexKeys.self, forKey: .index)
            byteStart = index?.lenient(FlexibleNumber.self, forKey: .byteStart)?.wholeNumber
            byteEnd = index?.lenient(FlexibleNumber.self, forKey: .byteEnd)?.wholeNumber
            let features = container.lenient(LossyArray<Feature>.self, forKey: .features)?.items ?? []
            links = features.filter { $0.type == "app.bsky.richtext.facet#link" }.compactMap(\.uri)
        }
    }

    /// One feature of a facet: a link, a mention or a tag.
    struct Feature: Decodable {
        var type: String?
        var uri: String?

        enum CodingKeys: String, CodingKey {
            case type = "$type"
            case uri
        }
    }

    /// An embed, as a view (`app.bsky.embed.external#view`) or in the record (`…external`):
    /// a link card, images, a video, a quote, or a quote with media.
    struct Embed: Decodable {
        var card: Card?
        var hasMedia: Bool

        enum CodingKeys: String, CodingKey {
            case type = "$type"
            case external, media
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            var type = container.lenient(String.self, forKey: .type) ?? ""
            if type.hasSuffix("#view") { type.removeLast(5) }
            switch type {
            case "app.bsky.embed.external":
                card = container.lenient(Card.self, forKey: .external)
                hasMedia = false
            case "app.bsky.embed.images", "app.bsky.embed.video":
                card = nil
                hasMedia = true
            case "app.bsky.embed.recordWithMedia":
                // The quoted post's links are its own; the media beside it are this post's.
                let media = container.lenient(Embed.self, forKey: .media)
                card = media?.card
                hasMedia = media?.hasMedia ?? false
            default:
                card = nil
                hasMedia = false
            }
        }
    }

    /// `external: {uri, title, description, thumb}`.
    struct Card: Decodable {
        var uri: String?
        var title: String?
        var description: String?
    }

    /// An XRPC error: `{error: "InvalidRequest", message: "Profile not found"}`.
    struct Problem: Decodable {
        var error: String?
        var message: String?

        /// What it says, on one line.
        var summary: String {
            let text = [message, error].compactMap { $0 }.first { !$0.isEmpty } ?? "no detail"
            return SingleLine.squeezed(text, formatCharacters: true, limit: 200)
        }
    }
}
