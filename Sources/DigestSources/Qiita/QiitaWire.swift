import DigestCore
import Foundation

/// The JSON Qiita sends, decoded leniently: an item needs only an `id` and a readable
/// `created_at`; any other field may be missing, null or of another type.
enum QiitaWire {
    /// One article from `/items`.
    struct Item: Decodable, Sendable {
        var id: String
        var title: String
        var url: String
        var body: String
        var createdAt: Date
        var likes: Int?
        var stocks: Int?
        var tags: [String]
        var author: String

        enum CodingKeys: String, CodingKey {
            case id, title, url, body, tags, user
            case createdAt = "created_at", likes = "likes_count", stocks = "stocks_count"
        }

        enum UserKeys: String, CodingKey { case id }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard let id = container.lenient(String.self, forKey: .id), !id.isEmpty else {
                throw DecodingError.dataCorruptedError(
                    forKey: .id, in: container, debugDescription: "an item needs an id")
            }
            guard let created = container.lenient(String.self, forKey: .createdAt).flatMap(ISOTimestamp.parse) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .createdAt, in: container, debugDescription: "an item needs created_at")
            }
            self.id = id
            self.createdAt = created
            title = container.lenient(String.self, forKey: .title) ?? ""
            url = container.lenient(String.self, forKey: .url) ?? ""
            body = container.lenient(String.self, forKey: .body) ?? ""
            likes = container.lenient(FlexibleNumber.self, forKey: .likes)?.wholeNumber
            stocks = container.lenient(FlexibleNumber.self, forKey: .stocks)?.wholeNumber
            tags = (container.lenient(LossyArray<Tag>.self, forKey: .tags)?.items ?? []).map(\.name)
            let user = try? container.nestedContainer(keyedBy: UserKeys.self, forKey: .user)
            author = user?.lenient(String.self, forKey: .id) ?? ""
        }
    }

    /// `{"name": "Swift", "versions": []}`.
    struct Tag: Decodable {
        var name: String
    }

    /// `{"message": "Not found", "type": "not_found"}`.
    struct ErrorBody: Decodable {
        var message: String?
        var type: String?
    }
}

extension QiitaWire {
    /// `{"id": "hanako_dev", ...}` from `/authenticated_user`.
    struct User: Decodable {
        var id: String?
    }
}
