import DigestCore
import Foundation

/// The JSON X API v2 sends, decoded leniently: a post needs only an `id` and a readable
/// `created_at`; `data` may be absent (no results); errors come as RFC 7807 problems or in the
/// legacy `errors[{code, message}]` shape.
enum XWire {
    /// `{data: [Post], errors: [Problem], meta: {result_count, next_token}}`.
    struct SearchPage: Decodable {
        var posts: [Tweet]
        var skipped: Int
        var errors: [Problem]
        var resultCount: Int?
        var nextToken: String?

        enum CodingKeys: String, CodingKey { case data, errors, meta }
        enum MetaKeys: String, CodingKey { case resultCount = "result_count", nextToken = "next_token" }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let data = container.lenient(LossyArray<Tweet>.self, forKey: .data)
            posts = data?.items ?? []
            skipped = data?.skipped ?? 0
            errors = container.lenient(LossyArray<Problem>.self, forKey: .errors)?.items ?? []
            let meta = try? container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
            resultCount = meta?.lenient(FlexibleNumber.self, forKey: .resultCount)?.wholeNumber
            nextToken = meta?.lenient(String.self, forKey: .nextToken).flatMap { $0.isEmpty ? nil : $0 }
        }
    }

    /// `GET /users/by/username/:username`: `{data: {id, name, username}}`, or `errors` and no `data`.
    struct UserAnswer: Decodable {
        var id: String?

        enum CodingKeys: String, CodingKey { case data }
        enum UserKeys: String, CodingKey { case id }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let user = try? container.nestedContainer(keyedBy: UserKeys.self, forKey: .data)
            id = user?.lenient(String.self, forKey: .id).flatMap { id in
                !id.isEmpty && id.allSatisfy(\.isASCII) && id.allSatisfy(\.isNumber) ? id : nil
            }
        }
    }

    /// `GET /users/me`: `{data: {id, name, username}}`, the account the credentials belong to.
    struct Me: Decodable {
        var id: String?
        var username: String?

        enum CodingKeys: String, CodingKey { case data }
        enum UserKeys: String, CodingKey { case id, username }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let user = try? container.nestedContainer(keyedBy: UserKeys.self, forKey: .data)
            id = user?.lenient(String.self, forKey: .id).flatMap { id in
                !id.isEmpty && id.allSatisfy(\.isASCII) && id.allSatisfy(\.isNumber) ? id : nil
            }
            username = user?.lenient(String.self, forKey: .username)
        }
    }

    /// One post (X's "tweet") with the fields the digest asks for.
    struct Tweet: Decodable {
        var post: Post

        enum CodingKeys: String, CodingKey {
            case id, text, entities, attachments
            case createdAt = "created_at", referencedTweets = "referenced_tweets"
        }
        enum EntityKeys: String, CodingKey { case urls }
        enum AttachmentKeys: String, CodingKey { case mediaKeys = "media_keys" }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard let id = container.lenient(String.self, forKey: .id), !id.isEmpty,
                let created = container.lenient(String.self, forKey: .createdAt).flatMap(ISOTimestamp.parse)
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .id, in: container, debugDescription: "a post needs an id and created_at")
            }
            let entities = try? container.nestedContainer(keyedBy: EntityKeys.self, forKey: .entities)
            let urls = entities?.lenient(LossyArray<URLEntity>.self, forKey: .urls)?.items ?? []
            let attachments = try? container.nestedContainer(keyedBy: AttachmentKeys.self, forKey: .attachments)
            let mediaKeys = attachments?.lenient([String].self, forKey: .mediaKeys) ?? []
            let references = container.lenient(LossyArray<Reference>.self, forKey: .referencedTweets)?.items ?? []
            post = Post(
                network: .x, id: id, text: XText.unescaped(container.lenient(String.self, forKey: .text) ?? ""),
                createdAt: created,
                links: urls.filter { $0.mediaKey == nil }.map(\.link),
                hasMedia: !mediaKeys.isEmpty || urls.contains { $0.mediaKey != nil },
                isRepost: references.contains { $0.type == "retweeted" })
        }
    }

    /// `entities.urls[]`: the t.co link and what it points to.
    struct URLEntity: Decodable {
        var link: PostLink
        var mediaKey: String?

        enum CodingKeys: String, CodingKey {
            case url, title, description
            case expandedURL = "expanded_url", unwoundURL = "unwound_url", mediaKey = "media_key"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            link = PostLink(
                shownText: container.lenient(String.self, forKey: .url) ?? "",
                expandedURL: container.lenient(String.self, forKey: .expandedURL),
                unwoundURL: container.lenient(String.self, forKey: .unwoundURL),
                title: container.lenient(String.self, forKey: .title),
                summary: container.lenient(String.self, forKey: .description))
            mediaKey = container.lenient(String.self, forKey: .mediaKey)
        }
    }

    /// `referenced_tweets[]`: `{type: "retweeted" | "quoted" | "replied_to", id}`.
    struct Reference: Decodable {
        var type: String?
    }

    /// An error, in either shape: RFC 7807 `{type, title, detail, status}` or legacy `{code, message}`.
    struct Problem: Decodable {
        var type: String?
        var title: String?
        var detail: String?
        var message: String?
        var code: Int?
        var reason: String?
        var errors: [Problem]

        enum CodingKeys: String, CodingKey { case type, title, detail, message, code, reason, errors }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            type = container.lenient(String.self, forKey: .type)
            title = container.lenient(String.self, forKey: .title)
            detail = container.lenient(String.self, forKey: .detail)
            message = container.lenient(String.self, forKey: .message)
            code = container.lenient(FlexibleNumber.self, forKey: .code).map { Int($0.value) }
            reason = container.lenient(String.self, forKey: .reason)
            errors = container.lenient(LossyArray<Problem>.self, forKey: .errors)?.items ?? []
        }

        /// What it says, on one line: the detail, else the title, else the legacy message.
        var summary: String {
            let text =
                [detail, title, message, errors.first?.summary].compactMap { $0 }.first { !$0.isEmpty } ?? type
                ?? "no detail"
            return SingleLine.squeezed(text, formatCharacters: true, limit: 200)
        }

        /// Whether it says the app's plan has no access to this endpoint.
        var isNotEnrolled: Bool {
            [type, reason, title].contains { $0?.lowercased().contains("client-not-enrolled") == true }
                || errors.contains(where: \.isNotEnrolled)
        }
    }
}
