import DigestCore
import Foundation

/// One element of an archive's tweets array: `{"tweet": {id_str, full_text, created_at, entities, …}}`.
struct XArchiveEntry: Decodable {
    var tweet: Post

    enum CodingKeys: String, CodingKey { case tweet }
    enum TweetKeys: String, CodingKey {
        case id, text, entities, retweeted
        case idString = "id_str", fullText = "full_text", createdAt = "created_at", extendedEntities =
            "extended_entities"
    }
    enum EntityKeys: String, CodingKey { case urls, media }

    init(from decoder: any Decoder) throws {
        let outer = try decoder.container(keyedBy: CodingKeys.self)
        let container = try outer.nestedContainer(keyedBy: TweetKeys.self, forKey: .tweet)
        guard let id = container.lenient(String.self, forKey: .idString) ?? container.lenient(String.self, forKey: .id),
            let created = container.lenient(String.self, forKey: .createdAt).flatMap({
                XArchiveDate.parse(Array($0.utf8))
            })
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .idString, in: container, debugDescription: "a post needs id_str and created_at")
        }
        let text = XText.unescaped(
            container.lenient(String.self, forKey: .fullText) ?? container.lenient(String.self, forKey: .text) ?? "")
        let entities = try? container.nestedContainer(keyedBy: EntityKeys.self, forKey: .entities)
        let extended = try? container.nestedContainer(keyedBy: EntityKeys.self, forKey: .extendedEntities)
        let urls = entities?.lenient(LossyArray<ArchiveURL>.self, forKey: .urls)?.items ?? []
        let media =
            (entities?.lenient(LossyArray<AnyJSON>.self, forKey: .media)?.items.count ?? 0)
            + (extended?.lenient(LossyArray<AnyJSON>.self, forKey: .media)?.items.count ?? 0)
        tweet = Post(
            network: .x, id: id, text: text, createdAt: created,
            links: urls.map { PostLink(shownText: $0.url, expandedURL: $0.expandedURL) },
            hasMedia: media > 0,
            isRepost: container.lenient(Bool.self, forKey: .retweeted) == true || text.hasPrefix("RT @"))
    }

    /// `entities.urls[]` in the archive: the t.co link and the address typed.
    struct ArchiveURL: Decodable {
        var url: String
        var expandedURL: String?

        enum CodingKeys: String, CodingKey {
            case url
            case expandedURL = "expanded_url"
        }
    }
}

/// Post text as X sends it: `&amp;`, `&lt;` and `&gt;` are escaped; this undoes exactly those.
enum XText {
    static func unescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
