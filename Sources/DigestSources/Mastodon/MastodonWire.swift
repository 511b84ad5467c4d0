import DigestCore
import Foundation

/// The JSON of Mastodon's REST API, decoded leniently: a status needs only an `id` and a readable
/// `created_at`; what else is missing or of another type is left out.
enum MastodonWire {
    /// `GET /api/v1/accounts/lookup`: `{id, username, acct, url, locked}`.
    struct Account: Decodable {
        var id: String
        var isLocked: Bool

        enum CodingKeys: String, CodingKey { case id, locked }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            // Mastodon sends ids as strings; forks that send numbers are read too.
            guard
                let id = container.lenient(String.self, forKey: .id)
                    ?? (container.lenient(FlexibleNumber.self, forKey: .id)?.wholeNumber).map({ String($0) }),
                !id.isEmpty, id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else {
                throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "no account id")
            }
            self.id = id
            isLocked = container.lenient(Bool.self, forKey: .locked) ?? false
        }
    }

    /// One status of `GET /api/v1/accounts/:id/statuses`.
    struct Status: Decodable {
        var id: String
        var createdAt: Date
        /// `public`, `unlisted`, `private` (followers only) or `direct`.
        var visibility: String
        var content: String
        var isBoost: Bool
        var hasMedia: Bool
        var card: Card?

        enum CodingKeys: String, CodingKey {
            case id, visibility, content, reblog, card
            case createdAt = "created_at", media = "media_attachments"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard let id = container.lenient(String.self, forKey: .id), !id.isEmpty,
                let created = container.lenient(String.self, forKey: .createdAt).flatMap(ISOTimestamp.parse)
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .id, in: container, debugDescription: "a status needs an id and created_at")
            }
            self.id = id
            createdAt = created
            visibility = container.lenient(String.self, forKey: .visibility) ?? "public"
            content = container.lenient(String.self, forKey: .content) ?? ""
            isBoost = (try? container.decodeNil(forKey: .reblog)) == false
            let media = container.lenient(LossyArray<Media>.self, forKey: .media)?.items ?? []
            hasMedia = media.contains { ["image", "gifv", "video"].contains($0.type ?? "image") }
            card = container.lenient(Card.self, forKey: .card)
        }
    }

    /// `media_attachments[]`: `{type: image | gifv | video | audio | unknown}`.
    struct Media: Decodable {
        var type: String?
    }

    /// `card`: the preview Mastodon made of the first link, `{url, title, description}`.
    struct Card: Decodable {
        var url: String?
        var title: String?
        var description: String?
    }

    /// `{error: "Record not found"}`.
    struct Problem: Decodable {
        var error: String?

        /// What it says, on one line.
        var summary: String {
            SingleLine.squeezed(
                error.flatMap { $0.isEmpty ? nil : $0 } ?? "no detail", formatCharacters: true, limit: 200)
        }
    }
}
