import DigestCore
import Foundation

/// Which weeks went to which recipients: `sent.json` in `DIGEST_STATE`, outside the site, so a
/// rerun does not email a week twice. Written atomically, readable by its owner only.
public struct MailLedger: Sendable {
    /// One delivery.
    public struct Entry: Sendable, Codable, Equatable {
        /// The week sent.
        public var week: String
        /// The recipient's address.
        public var to: String
        /// When it was sent (the run's clock).
        public var sentAt: Date
        /// The message's Message-ID.
        public var messageID: String

        /// A delivery of `week` to `to`.
        public init(week: ISOWeek, to: String, sentAt: Date, messageID: String) {
            self.week = week.description
            self.to = to
            self.sentAt = sentAt
            self.messageID = messageID
        }
    }

    struct File: Codable {
        var version = 1
        var sent: [Entry]
    }

    /// The ledger file.
    public let path: String

    /// The ledger in `folder`.
    public init(folder: String) {
        path = NSString(string: folder).appendingPathComponent("sent.json")
    }

    /// Everything recorded; empty when the file does not exist yet.
    public func entries() throws(MailError) -> [Entry] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return try decoder.decode(File.self, from: data).sent
        } catch {
            throw MailError(.ledger, "The sent-mail ledger \(path) cannot be read (\(error.localizedDescription)); fix or remove it (removing it forgets which weeks were sent).")
        }
    }

    /// The recipients among `recipients` that `week` was already sent to, with when.
    public func alreadySent(_ week: ISOWeek, to recipients: [String]) throws(MailError) -> [Entry] {
        let wanted = Set(recipients.map { $0.lowercased() })
        return try entries().filter { $0.week == week.description && wanted.contains($0.to.lowercased()) }
    }

    /// Adds `new` entries, replacing the file atomically (owner-only folder and file).
    public func record(_ new: [Entry]) throws(MailError) {
        let all = try entries() + new
        let folder = NSString(string: path).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            encoder.dateEncodingStrategy = .iso8601
            let data = try encoder.encode(File(sent: all))
            let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
            guard FileManager.default.createFile(atPath: temporary, contents: data, attributes: [.posixPermissions: 0o600]) else {
                throw CocoaError(.fileWriteNoPermission)
            }
            guard rename(temporary, path) == 0 else {
                try? FileManager.default.removeItem(atPath: temporary)
                throw CocoaError(.fileWriteUnknown)
            }
        } catch {
            throw MailError(.ledger, "The message was sent, but the ledger \(path) cannot be written (\(error.localizedDescription)); set DIGEST_STATE to a folder you can write, or the next run sends it again.")
        }
    }
}
