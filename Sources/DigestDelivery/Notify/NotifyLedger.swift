import DigestCore
import DigestSystem
import Foundation

/// Which weeks of which site went to which channel: `notified.json` in `DIGEST_STATE`, so a rerun
/// posts no week twice, as the mail ledger does for mail.
///
/// A post is recorded as `sending` before it leaves, with the key the channel gets (Matrix's
/// transaction id, the webhook's `Idempotency-Key`), and as `sent` once the service accepted it.
/// A channel that refused it has its entry taken back, so the next run tries it again; a run
/// killed in between leaves `sending`, and the next posts again with the same key. A post that
/// may have arrived (the answer never came, the line dropped after the request, an answer too
/// large) is recorded as `maybe posted`: the next run posts it again only where the channel's
/// key makes that safe, or when asked (`notify --resend`).
package struct NotifyLedger: Sendable {
    /// One post.
    package struct Entry: Sendable, Codable, Equatable {
        /// The week posted.
        package var week: String
        /// The site's history folder's name (``HistoryFolder``).
        package var site: String
        /// The channel: `ntfy`, `slack`, `discord`, `matrix` or `webhook`.
        package var channel: String
        /// The key the post carries, the same every time this week goes to this channel.
        package var key: String
        /// Whether the service accepted it.
        package var sent: Bool
        /// Whether it may have reached the service without an answer saying so; nil in the
        /// entries of earlier versions, which never recorded it.
        package var mayHaveArrived: Bool?
        /// When the post began or was accepted (the run's clock).
        var at: Date
    }

    struct File: Codable {
        var version = 1
        var posts: [Entry]
    }

    /// The ledger file.
    package let path: String
    /// The site whose posts this ledger reads and records.
    package let site: String
    /// Where the ledger is read from (it is written private, mode 600, by ``PrivateFile``).
    let fileSystem: any FileSystem

    /// The ledger in `folder`, for `site`, read from `fileSystem`.
    package init(folder: String, site: String, fileSystem: any FileSystem) {
        path = NSString(string: folder).appendingPathComponent("notified.json")
        self.site = site
        self.fileSystem = fileSystem
    }

    /// The key a post of `week` to `channel` carries: stable for the site, the week and the channel.
    package func key(_ week: ISOWeek, channel: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(site)\u{0}\(week)\u{0}\(channel)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return "weekly-digest-\(week)-" + String(hash, radix: 16)
    }

    /// This site's entry for `week` on `channel`, if any.
    package func entry(_ week: ISOWeek, channel: String) throws(NotifyError) -> Entry? {
        try all().first { $0.site == site && $0.week == week.description && $0.channel == channel }
    }

    /// Records that `week` is about to go to `channel`, before it leaves.
    package func begin(_ week: ISOWeek, channel: String, at date: Date) throws(NotifyError) {
        try record(week, channel: channel, sent: false, at: date)
    }

    /// Records that `channel` accepted `week`.
    package func markSent(_ week: ISOWeek, channel: String, at date: Date) throws(NotifyError) {
        try record(week, channel: channel, sent: true, at: date)
    }

    /// Records that the post of `week` to `channel` may have arrived, with no answer to say so.
    package func markMaybePosted(_ week: ISOWeek, channel: String, at date: Date) throws(NotifyError) {
        try record(week, channel: channel, sent: false, mayHaveArrived: true, at: date)
    }

    func record(_ week: ISOWeek, channel: String, sent: Bool, mayHaveArrived: Bool? = nil, at date: Date)
        throws(NotifyError)
    {
        let entry = Entry(
            week: week.description, site: site, channel: channel, key: key(week, channel: channel), sent: sent,
            mayHaveArrived: mayHaveArrived, at: date)
        try replace(week, channel: channel, with: entry)
    }

    /// Takes back the entry of a post `channel` refused, so the next run tries it again.
    package func forget(_ week: ISOWeek, channel: String) throws(NotifyError) {
        try replace(week, channel: channel, with: nil)
    }

    func replace(_ week: ISOWeek, channel: String, with entry: Entry?) throws(NotifyError) {
        let others = try all().filter { !($0.site == site && $0.week == week.description && $0.channel == channel) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let data = (try? encoder.encode(File(posts: others + (entry.map { [$0] } ?? [])))) ?? Data()
        do { try PrivateFile.write(data, to: path) } catch {
            throw NotifyError(
                "The notification ledger \(path) cannot be written: \(error.cause). Nothing more was posted; free space there, or set DIGEST_STATE to a folder you can write."
            )
        }
    }

    /// Every entry, every site's; empty before the first post.
    func all() throws(NotifyError) -> [Entry] {
        let data: Data?
        do { data = try fileSystem.contents(of: path) } catch {
            throw NotifyError("The notification ledger \(path) cannot be read (\(error)); fix it or set DIGEST_STATE.")
        }
        guard let data else { return [] }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let file = try? decoder.decode(File.self, from: data) else {
            throw NotifyError(
                "The notification ledger \(path) cannot be read: fix or remove it (removing it forgets which weeks were posted)."
            )
        }
        return file.posts
    }
}
