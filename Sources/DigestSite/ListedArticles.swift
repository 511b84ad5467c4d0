import DigestCore
import Foundation

/// The part of a snapshot the no-repeat list reads: the ids of its reading list.
///
/// A weekly run reads the twelve weeks before it for these alone; decoding them instead of the
/// whole week took most of that reading away (`docs/performance.md`).
struct ListedArticles: Decodable {
    /// The snapshot's schema: one newer than this build's lists nothing, as its full reading would.
    var schemaVersion: Int
    /// The reading list, with only its articles' ids.
    var readingList: List

    /// A reading list's outcome, with only its articles' ids.
    struct List: Decodable {
        /// The articles, when the list was fetched.
        var value: [Listed]?
    }

    /// An article, by its id.
    struct Listed: Decodable {
        /// The article's id.
        var id: String
    }

    /// The ids listed in the snapshot `bytes`, or none when they cannot be read.
    static func ids(in bytes: [UInt8]) -> [String] {
        guard let read = try? JSONDecoder().decode(Self.self, from: Data(bytes)),
            read.schemaVersion <= Digest.currentSchemaVersion
        else { return [] }
        return (read.readingList.value ?? []).map(\.id)
    }
}
