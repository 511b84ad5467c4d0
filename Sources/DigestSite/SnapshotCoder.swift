import DigestCore
import Foundation

/// Encodes and decodes `digest.json`: stable, sorted, human-readable JSON.
package enum SnapshotCoder {
    /// The snapshot's bytes.
    package static func encode(_ digest: Digest) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var data = try encoder.encode(digest)
        data.append(0x0A)
        return data
    }

    /// The digest stored in `bytes`; `path` names the file in the error.
    static func decode(bytes: [UInt8], path: String) throws -> Digest {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try checked(try decoder.decode(Digest.self, from: Data(bytes)), path: path)
        } catch let error as SnapshotError {
            throw error
        } catch {
            throw SnapshotError(
                path: path,
                reason:
                    "it is not a readable digest snapshot (\(error)); the data is left where it is: repair the JSON (compare with another week's digest.json), or restore the file from a backup or a published copy"
            )
        }
    }

    /// `digest`, unless a newer weekly-digest wrote it.
    static func checked(_ digest: Digest, path: String) throws(SnapshotError) -> Digest {
        guard digest.schemaVersion <= Digest.currentSchemaVersion else {
            throw SnapshotError(
                path: path,
                reason:
                    "it was written by a newer weekly-digest (schema \(digest.schemaVersion)); upgrade weekly-digest")
        }
        return digest
    }
}

/// A snapshot that cannot be used.
package struct SnapshotError: Error, CustomStringConvertible {
    /// The snapshot's path.
    package var path: String
    /// Why, and what to do.
    var reason: String

    package var description: String { "\(path): \(reason)." }
}
