import DigestCore
import DigestSystem
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Which weeks went to which recipients: `sent.json` in `DIGEST_STATE`, outside the site, so a
/// rerun does not email a week twice.
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

        /// A delivery of `week` to `to`.
        init(week: ISOWeek, to: String, sentAt: Date, messageID: String, state: State = .sent) {
            self.week = week.description
            self.to = to
            self.sentAt = sentAt
            self.messageID = messageID
            self.state = state
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

    /// The ledger in `folder`.
    package init(folder: String) {
        path = NSString(string: folder).appendingPathComponent("sent.json")
    }

    /// Everything recorded; empty when the file does not exist yet.
    package func entries() throws(MailError) -> [Entry] {
        let data: Data?
        do { data = try LocalFileSystem().contents(of: path) } catch {
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
        let others = try entries().filter { $0.isSent || !$0.isFor(week, wanted) }
        try write(
            others + recipients.map { Entry(week: week, to: $0, sentAt: date, messageID: messageID, state: .sending) },
            failure: "Nothing was sent")
    }

    /// Marks the send of `week` to `recipients` as accepted by the server.
    package func markSent(_ week: ISOWeek, to recipients: [String], at date: Date) throws(MailError) {
        let wanted = Set(recipients.map { $0.lowercased() })
        let all = try entries().map { entry -> Entry in
            guard !entry.isSent, entry.isFor(week, wanted) else { return entry }
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
            try entries().filter { $0.isSent || !$0.isFor(week, wanted) },
            failure: "The ledger still says it is being sent")
    }

    /// Adds `new` entries (sent).
    func record(_ new: [Entry]) throws(MailError) {
        try write(
            try entries() + new, failure: "The message was sent, but it is not recorded: the next run sends it again")
    }

    /// Replaces the file with `all`: a temporary file (mode 600, flushed to disk) renamed over it,
    /// in a folder of mode 700.
    ///
    /// `failure` says what the failure means for the mail.
    func write(_ all: [Entry], failure: String) throws(MailError) {
        let folder = NSString(string: path).deletingLastPathComponent
        do throws(FolderProblem) {
            try FolderCheck.make(folder, mode: 0o700)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            encoder.dateEncodingStrategy = .iso8601
            let data = (try? encoder.encode(File(sent: all))) ?? Data()
            let temporary = path + ".tmp-\(getpid())"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                throw FolderProblem(folder: folder, cause: FolderCheck.cause(errno, path: folder))
            }
            let written = LocalFileSystem.writeAll(data, to: descriptor)
            var code = errno
            let synced = written && fsync(descriptor) == 0
            if written && !synced { code = errno }
            close(descriptor)
            guard synced, rename(temporary, path) == 0 else {
                if synced { code = errno }
                unlink(temporary)
                throw FolderProblem(folder: folder, cause: FolderCheck.cause(code, path: folder))
            }
        } catch {
            throw MailError(
                .ledger,
                "The sent-mail ledger \(path) cannot be written: \(error.cause). \(failure). Free space there, or set DIGEST_STATE to a folder you can write."
            )
        }
    }
}
