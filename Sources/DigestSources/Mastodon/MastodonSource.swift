import DigestCore
import Foundation

/// The links you shared on Mastodon: your statuses, newest first, paged back until they are older
/// than the week (as far back as the instance serves).
package struct MastodonSource: Sendable {
    /// The most pages read for one week (10 000 statuses).
    static let maximumPages = 250

    let client: MastodonClient
    /// `alice@mastodon.social`.
    let account: String
    /// `mastodon.social`: its statuses are the network's own posts, never a shared link.
    let instance: String

    /// Creates the source for the account `username@instance`.
    package init(client: MastodonClient, username: String, instance: String) {
        self.client = client
        self.account = username + "@" + instance
        self.instance = instance
    }

    /// The week's posts (boosts, followers-only statuses and direct messages left out); a
    /// failure becomes a failed outcome keeping what was read, never a throw.
    func posts(for week: ISOWeek, timeZone: TimeZone, window: DateInterval? = nil) async -> SourceOutcome<[Post]> {
        let window = window ?? week.window(in: timeZone)
        let found: MastodonWire.Account
        do { found = try await client.lookup(account) } catch { return .failed(error.description) }
        var posts: [Post] = [], skipped = 0
        var notes: [String] = []
        if found.isLocked {
            notes.append(
                "\(account) is a locked account: only its public and unlisted posts are listed, never those for followers only."
            )
        }
        var maxID: String?, seen: Set<String> = []
        for _ in 0..<Self.maximumPages {
            let answer: (page: LossyArray<MastodonWire.Status>, nextMaxID: String?)
            do {
                answer = try await client.statuses(found.id, account: account, maxID: maxID)
            } catch {
                return SourceOutcome(status: .failed(reason: error.description), value: posts, notes: notes)
            }
            client.http.logger.debug("Mastodon: statuses of \(account) returned \(answer.page.items.count)")
            skipped += answer.page.skipped
            for status in answer.page.items where status.createdAt >= window.start && status.createdAt < window.end {
                if let post = MastodonPost.post(status, instance: instance) { posts.append(post) }
            }
            let oldest = answer.page.items.map(\.createdAt).min()
            guard oldest.map({ $0 >= window.start }) ?? false, let next = answer.nextMaxID, seen.insert(next).inserted
            else {
                return .ok(
                    posts,
                    notes: notes
                        + SkippedItems.notes(skipped, one: "status", many: "statuses", in: "Mastodon's answers"))
            }
            maxID = next
        }
        notes += SkippedItems.notes(skipped, one: "status", many: "statuses", in: "Mastodon's answers")
        notes.append(
            "Mastodon held more than \(Self.maximumPages * MastodonClient.pageSize) of your statuses newer than \(week)'s start, so its oldest statuses were not read."
        )
        return .ok(posts, notes: notes)
    }

    /// Checks the account for `doctor`: the lookup and one status; says whether it is locked.
    package func verify() async throws(MastodonError) -> (id: String, isLocked: Bool) {
        let found = try await client.lookup(account)
        _ = try await client.statuses(found.id, account: account, maxID: nil, limit: 1)
        return (found.id, found.isLocked)
    }
}

extension MastodonSource: SharedPostsSource {
    package var network: LinkNetwork { .mastodon }

    package func posts(for request: WeekRequest) async -> SourceOutcome<[Post]> {
        await posts(for: request.week, timeZone: request.timeZone, window: request.window)
    }
}
