import DigestCore
import Foundation

/// The bundled sample week, in a compact form close to what the three APIs return.
struct SampleWeekFile: Decodable {
    struct Coding: Decodable {
        var days: [DayTotal]
        var languages: [TimeShare]
        var projects: [TimeShare]
        var editors: [TimeShare]
        /// What the days said of AI's part, as WakaTime's summaries do.
        var ai: CodingAI?
    }

    /// An article as Qiita gives it, or (with `source` zenn) as a Zenn feed does: no counts, no body.
    struct Article: Decodable {
        var source: ArticleSource?
        var id: String
        var title: String
        var url: String
        var author: String
        var tags: [String]
        var likes: Int?
        var stocks: Int?
        var createdAt: Date
        var body: String?

        enum CodingKeys: String, CodingKey {
            case source, id, title, url, author, tags, likes, stocks, body
            case createdAt = "created_at"
        }
    }

    struct Post: Decodable {
        struct Link: Decodable {
            var shortURL: String
            var expandedURL: String?
            var unwoundURL: String?
            var title: String?
            var description: String?

            enum CodingKeys: String, CodingKey {
                case title, description
                case shortURL = "short_url", expandedURL = "expanded_url", unwoundURL = "unwound_url"
            }
        }

        /// The network it was posted on; X when absent.
        var network: LinkNetwork?
        var id: String
        var text: String
        var createdAt: Date
        var links: [Link]
        var hasMedia: Bool?
        var isRetweet: Bool?

        enum CodingKeys: String, CodingKey {
            case network, id, text, links
            case createdAt = "created_at", hasMedia = "has_media", isRetweet = "is_retweet"
        }
    }

    var week: ISOWeek
    var timeZone: String
    var username: String
    /// The tags the sample user follows (their `QIITA_TAGS`).
    var qiitaTags: [String]?
    /// The topics the sample user follows (their `ZENN_TOPICS`).
    var zennTopics: [String]?
    var coding: Coding
    var articles: [Article]
    var posts: [Post]
    // The other sections' keys (`commits`) are read by their parts (``SampleParts``).

    /// Decodes the file, reading timestamps in ISO 8601 with or without fractional seconds.
    static func decode(_ data: Data) throws -> SampleWeekFile {
        try decoder.decode(SampleWeekFile.self, from: data)
    }

    /// The sample file's decoder: timestamps in ISO 8601, with or without fractional seconds.
    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            if let date = ISOTimestamp.parse(text) { return date }
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not an ISO 8601 timestamp")
        }
        return decoder
    }
}
