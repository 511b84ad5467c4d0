import DigestCore
import Foundation

/// The JSON of Misskey's API, decoded leniently: a note needs only an `id` and a readable
/// `createdAt`; what else is missing or of another type is left out.
enum MisskeyWire {
    /// `users/show`'s body: `{"username": "alice", "host": null}` (null: the instance's own user).
    struct UserQuery: Encodable {
        var username: String
        var host: String?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(username, forKey: .username)
            try container.encode(host, forKey: .host)
        }

        enum CodingKeys: String, CodingKey { case username, host }
    }

    /// `users/notes`' body: the user's own notes and replies, no renotes, newest first, within
    /// `sinceDate`…`untilDate` (epoch milliseconds), older than `untilId` past the first page.
    struct NotesQuery: Encodable {
        var userId: String
        var limit: Int
        var withReplies = true
        var withRenotes = false
        var withChannelNotes = false
        var sinceDate: Int64?
        var untilDate: Int64?
        var untilId: String?
    }

    /// `users/show`'s answer: a user with its `id`.
    struct User: Decodable {
        var id: String

        enum CodingKeys: String, CodingKey { case id }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            // Misskey's ids are short strings of letters and digits (aid, aidx, meid, ulid, objectid).
            guard let id = container.lenient(String.self, forKey: .id), (1...64).contains(id.count),
                id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else {
                throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "no user id")
            }
            self.id = id
        }
    }

    /// One note of `users/notes`.
    struct Note: Decodable {
        var id: String
        var createdAt: Date
        /// MFM, or nil for a pure renote or a note of files only.
        var text: String?
        /// The content warning the text hides behind, when there is one.
        var cw: String?
        /// `public`, `home` (unlisted), `followers` or `specified` (direct).
        var visibility: String
        /// Set for a renote (without text) and a quote (with text).
        var renoteId: String?
        var hasFiles: Bool
        var hasPoll: Bool

        enum CodingKeys: String, CodingKey {
            case id, createdAt, text, cw, visibility, renoteId, fileIds, files, poll
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard let id = container.lenient(String.self, forKey: .id), !id.isEmpty,
                let created = container.lenient(String.self, forKey: .createdAt).flatMap(ISOTimestamp.parse)
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .id, in: container, debugDescription: "a note needs an id and createdAt")
            }
            self.id = id
            createdAt = created
            text = container.lenient(String.self, forKey: .text)
            cw = container.lenient(String.self, forKey: .cw).flatMap { $0.isEmpty ? nil : $0 }
            // A note whose visibility is missing or unknown is taken as private: never published.
            visibility = container.lenient(String.self, forKey: .visibility) ?? "specified"
            renoteId = container.lenient(String.self, forKey: .renoteId).flatMap { $0.isEmpty ? nil : $0 }
            let fileIds = container.lenient(LossyArray<String>.self, forKey: .fileIds)?.items ?? []
            let files = container.lenient(LossyArray<File>.self, forKey: .files)?.items ?? []
            hasFiles = !fileIds.isEmpty || !files.isEmpty
            hasPoll = (try? container.decodeNil(forKey: .poll)) == false
        }

        /// Whether it is a pure renote: another's note passed on, with nothing of its own.
        var isRenote: Bool {
            renoteId != nil && (text ?? "").isEmpty && !hasFiles && !hasPoll
        }
    }

    /// `files[]`: only its presence counts.
    struct File: Decodable {}

    /// `{"error": {"message", "code", "id", "kind"}}`.
    struct Problem: Decodable {
        struct Detail: Decodable {
            var message: String?
            var code: String?
        }

        var error: Detail

        /// What it says, on one line: `No such user. (NO_SUCH_USER)`.
        var summary: String {
            let words = [error.message, error.code.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
            return SingleLine.squeezed(words.isEmpty ? "no detail" : words, formatCharacters: true, limit: 200)
        }
    }
}
