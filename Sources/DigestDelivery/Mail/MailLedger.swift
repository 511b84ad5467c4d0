import DigestCore
import DigestSystem
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Which weeks of which site went to which recipients: `sent.json` in `DIGEST_STATE`, outside the
/// site, so a rerun does not email a week twice.
///
/// One state folder may serve several sites (each has its own history folder there), so each
/// entry names its site; an entry written before entries named one counts for every site, which
/// is what it meant then: nothing sent before is sent again.
///
/// A send is recorded as `sending` before the message leaves and
/// as `sent` once the server accepted it, so a run killed in between is known to the next, which
/// sends again with the same Message-ID. Written atomically and durably, readable by its owner only.
package struct MailLedger: Sendable {
    /// One delivery.
    package struct Entry: Sendable, Codable, Equatable {
        /// Whether the server accepted the message.
        enum State: String, Sendable, Codable {
            /// Recorded before sending: the server may or may not have it.
            case sending
            /// The server accepted it.
            case sent
        }

        /// The week sent.
        package var week: String
        /// The recipient's address.
        package var to: String
        /// When it was sent, or the send began (the run's clock).
        var sentAt: Date
        /// The message's Message-ID.
        package var messageID: String
        /// Nil in ledgers written before sends were recorded in two steps: those were sent.
        var state: State?
        /// The site's history folder's name (`<name>-<key>`, ``HistoryFolder``); nil in ledgers
        /// written before a state folder could serve several sites.
        package var site: String?

        /// A delivery of `week` to `to`.
        init(week: ISOWeek, to: String, sentAt: Date, messageID: String, state: State = .sent, site: String? = nil) {
            self.week = week.description
            self.to = to
            self.sentAt = sentAt
            self.messageID = messageID
            self.state = state
            self.site = site
        }

        /// Whether the server accepted it.
        var isSent: Bool { state != .sending }

        func isFor(_ week: ISOWeek, _ recipients: Set<String>) -> Bool {
            self.week == week.description && recipients.contains(to.lowercased())
        }
    }

    struct File: Codable {
        var version = 1
        var sent: [Entry]
    }

    /// The ledger file.
    package let path: String
    /// The site whose sends this ledger reads and records, or nil for every site's.
    package let site: String?
    /// Where the ledger is read from (it is written private, mode 600, by ``PrivateFile``).
    let fileSystem: any FileSystem

    /// The ledger in `folder`, as `site` sees it (nil: every entry, whatever its site), read from `fileSystem`.
    package init(folder: String, site: String? = nil, fileSystem: any FileSystem) {
        path = NSString(string: folder).appendingPathComponent("sent.json")
        self.site = site
        self.fileSystem = fileSystem
    }

    /// What is recorded for this ledger's site: its own entries and those that name no site.
    package func entries() throws(MailError) -> [Entry] {
        try allEntries().filter(isMine)
    }

    /// Whether `entry` is this site's: it names this site, or none (written before entries named one).
    func isMine(_ entry: Entry) -> Bool {
        site == nil || entry.site == nil || entry.site == site
    }

    /// Everything recorded, for every site; empty when the file does not exist yet.
    func allEntries() throws(MailError) -> [Entry] {
        let data: Data?
        do { data = try fileSystem.contents(of: path) } catch {
            throw MailError(
                .ledger,
                "The sent-mail ledger \(path) cannot be read (\(error)); fix it or set DIGEST_STATE to another folder.")
        }
        guard let data else { return [] }
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return try decoder.decode(File.self, from: data).sent
        } catch {
            throw MailError(
                .ledger,
                "The sent-mail ledger \(path) cannot be read (\(error.localizedDescription)); fix or remove it (removing it forgets which weeks were sent)."
            )
        }
    }

    /// The recipients among `recipients` that `week` was already sent to, with when.
    package func alreadySent(_ week: ISOWeek, to recipients: [String]) throws(MailError) -> [Entry] {
        let wanted = Set(recipients.map { $0.lowercased() })
        return try entries().filter { $0.isSent && $0.isFor(week, wanted) }
    }

    /// A send of `week` to any of `recipients` that began but was never marked sent (a killed run).
    package func interrupted(_ week: ISOWeek, to recipients: [String]) throws(MailError) -> Entry? {
        let wanted = Set(recipients.map { $0.lowercased() })
        return try entries().last { !$0.isSent && $0.isFor(week, wanted) }
    }

    /// Records that `messageID` is about to go out with `week` to `recipients`, before it is sent;
    /// a state folder that cannot be written stops the send here, naming the cause.
    package func beginSending(_ week: ISOWeek, to recipients: [String], messageID: String, at date: Date)
        throws(MailError)
    {
        let wanted = Set(recipients.map { $0.lowercased() })
        let others = try allEntries().filter { $0.isSent || !$0.isFor(week, wanted) || !isMine($0) }
        try write(
            others
                + recipients.map {
                    Entry(week: week, to: $0, sentAt: date, messageID: messageID, state: .sending, site: site)
                },
            failure: "Nothing was sent")
    }

    /// Marks the send of `week` to `recipients` as accepted by the server.
    package func markSent(_ week: ISOWeek, to recipients: [String], at date: Date) throws(MailError) {
        let wanted = Set(recipients.map { $0.lowercased() })
        let all = try allEntries().map { entry -> Entry in
            guard !entry.isSent, entry.isFor(week, wanted), isMine(entry) else { return entry }
            var sent = entry
            (sent.state, sent.sentAt) = (.sent, date)
            return sent
        }
        try write(
            all,
            failure:
                "The message was sent, but it is not recorded: the next run sends it again (with the same Message-ID)")
    }

    /// Forgets a send of `week` to `recipients` that the server refused, so nothing claims it may have arrived.
    package func cancelSending(_ week: ISOWeek, to recipients: [String]) throws(MailError) {
        let wanted = Set(recipients.map { $0.lowercased() })
        try write(
            try allEntries().filter { $0.isSent || !$0.isFor(week, wanted) || !isMine($0) },
            failure: "The ledger still says it is being sent")
    }

    /// Adds `new` entries (sent).
    func record(_ new: [Entry]) throws(MailError) {
        try write(
            try allEntries() + new, failure: "The message was sent, but it is not recorded: the next run sends it again"
        )
    }

    /// Replaces the file with `all`: a temporary file (mode 600, flushed to disk) renamed over it,
    /// in a folder of mode 700.
    ///
    /// `failure` says what the failure means for the mail.
    func write(_ all: [Entry], failure: String) throws(MailError) {
        do throws(FolderProblem) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            encoder.dateEncodingStrategy = .iso8601
            try PrivateFile.write((try? encoder.encode(File(sent: all))) ?? Data(), to: path)
        } catch {
            throw MailError(
                .ledger,
                "The sent-mail ledger \(path) cannot be written: \(error.cause). \(failure). Free space there, or set DIGEST_STATE to a folder you can write."
            )
        }
    }
}
