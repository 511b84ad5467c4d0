import DigestCore
import Foundation

/// The links you shared on Misskey: your own notes and replies, newest first, the week's dates
/// asked for, paged back by `untilId` until a page reaches before the week.
package struct MisskeySource: Sendable {
    /// The most pages read for one week (10 000 notes).
    static let maximumPages = 100

    let client: MisskeyClient
    /// `alice`.
    let username: String
    /// `misskey.io`: links to it are the network's own, never a shared link.
    let instance: String

    /// Creates the source for the local user `username` of `instance`.
    package init(client: MisskeyClient, username: String, instance: String) {
        self.client = client
        self.username = username
        self.instance = instance
    }

    /// `alice@misskey.io`.
    var account: String { username + "@" + instance }

    /// The week's posts (renotes, followers-only and direct notes left out); a failure becomes a
    /// failed outcome keeping what was read, never a throw.
    func posts(for week: ISOWeek, timeZone: TimeZone, window: DateInterval? = nil) async -> SourceOutcome<[Post]> {
        let window = window ?? week.window(in: timeZone)
        let user: MisskeyWire.User
        do { user = try await client.user(username, account: account) } catch { return .failed(error.description) }
        var query = MisskeyWire.NotesQuery(
            userId: user.id, limit: MisskeyClient.pageSize, sinceDate: Self.milliseconds(window.start),
            untilDate: Self.milliseconds(window.end))
        var posts: [Post] = [], seen: Set<String> = [], skipped = 0
        for _ in 0..<Self.maximumPages {
            let page: LossyArray<MisskeyWire.Note>
            do {
                page = try await client.notes(query, account: account)
            } catch {
                return .failed(error.description, partial: posts)
            }
            client.http.logger.debug("Misskey: notes of \(account) returned \(page.items.count)")
            skipped += page.skipped
            var new = 0
            for note in page.items where seen.insert(note.id).inserted {
                new += 1
                guard note.createdAt >= window.start, note.createdAt < window.end else { continue }
                if let post = MisskeyPost.post(note, instance: instance) { posts.append(post) }
            }
            // Older versions ignore sinceDate once untilId is set: a page reaching before the
            // week, an empty page or one that repeats the last ends the paging.
            let oldest = page.items.min { $0.createdAt < $1.createdAt }
            guard new > 0, let oldest, oldest.createdAt >= window.start else {
                return .ok(posts, notes: notes(skipped))
            }
            query.untilDate = nil
            query.untilId = oldest.id
        }
        return .ok(
            posts,
            notes: notes(skipped) + [
                "Misskey held more than \(Self.maximumPages * MisskeyClient.pageSize) of your notes in \(week), so its oldest were not read."
            ])
    }

    func notes(_ skipped: Int) -> [String] {
        SkippedItems.notes(skipped, one: "note", many: "notes", in: "Misskey's answers")
    }

    /// Epoch milliseconds, as Misskey's dates are given.
    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    /// Checks the account for `doctor` (the user, and one note); returns the user's id.
    package func verify() async throws(MisskeyError) -> String {
        let user = try await client.user(username, account: account)
        let query = MisskeyWire.NotesQuery(userId: user.id, limit: 1)
        _ = try await client.notes(query, account: account)
        return user.id
    }
}

extension MisskeySource: SharedPostsSource {
    package var network: LinkNetwork { .misskey }

    package func posts(for request: WeekRequest) async -> SourceOutcome<[Post]> {
        await posts(for: request.week, timeZone: request.timeZone, window: request.window)
    }
}
