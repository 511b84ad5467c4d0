import DigestCore
import DigestSystem
import Foundation

/// What each publish target was last sent, kept in the site's history folder (`published.json`):
/// the public rules it was published under, and, for a git branch, the earlier commits found to
/// hold stored history (published by a version that kept the stored weeks in the output folder).
///
/// So `publish` says once, and `doctor` every time, what a target's earlier publishes still hold
/// that the site no longer shows, and how to replace a branch that holds it.
struct PublishRecord: Codable, Equatable {
    /// One target's record, by its name as messages show it (``PublishTarget``'s description).
    struct Target: Codable, Equatable {
        /// ``NameRules/summary`` of the rules the last publish was made under.
        var rules: String?
        /// Whether the branch's whole history was looked through for stored history.
        var lookedBack = false
        /// The earlier commits (short hashes, newest first) that hold stored history.
        var storedCommits: [String] = []
        /// Whether earlier commits were made under other public rules than the last publish's.
        var otherRules = false

        /// Whether earlier publishes hold what the site no longer shows.
        var holdsMore: Bool { !storedCommits.isEmpty || otherRules }
    }

    /// The file in a history folder.
    static let fileName = "published.json"

    /// The records, by target.
    var targets: [String: Target] = [:]

    /// The record in `history`, or an empty one when there is none (or it cannot be read).
    static func load(_ history: String, fileSystem: any FileSystem) -> PublishRecord {
        guard let data = try? fileSystem.contents(of: history + "/" + fileName),
            let record = try? JSONDecoder().decode(PublishRecord.self, from: data)
        else { return PublishRecord() }
        return record
    }

    /// Writes the record into `history`; a failure is only a warning (the publish itself is done).
    func save(_ history: String, fileSystem: any FileSystem) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try fileSystem.writeAtomically(try encoder.encode(self), to: history + "/" + Self.fileName)
    }

    /// What `doctor` and `publish` say of `target`'s earlier publishes, when they hold more than
    /// the site shows: the sentence, with the remedy.
    static func warning(_ target: String, _ record: Target) -> String? {
        guard record.holdsMore else { return nil }
        let what =
            record.storedCommits.isEmpty
            ? "were made under other public rules, so they still show names the site no longer shows"
            : "hold the stored weeks an earlier version published (every project name and link), in \(record.storedCommits.count) \(record.storedCommits.count == 1 ? "commit" : "commits") (the last \(record.storedCommits[0]))"
        return
            "Earlier commits of \(target) \(what); the branch's tip does not, but its history does. To replace the branch with a single commit of this site: weekly-digest publish --to '\(target)' --orphan. \(orphanLimits)"
    }

    /// What an orphan publish cannot undo.
    static let orphanLimits =
        "That cannot undo clones and forks of the repository, copies in caches and archives, or the old commits, which the host keeps reachable by their hash until it collects them."
}
