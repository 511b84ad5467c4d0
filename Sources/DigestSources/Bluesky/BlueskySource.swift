import DigestCore
import Foundation

/// The links you shared on Bluesky: your author feed, newest first, paged back with its cursor
/// until the posts are older than the week (as far back as the AppView serves).
package struct BlueskySource: Sendable {
    /// The most pages read for one week (10 000 posts).
    static let maximumPages = 100

    let client: BlueskyClient
    /// `BLUESKY_HANDLE`: a handle such as `alice.bsky.social`, or a DID.
    let actor: String

    /// Creates the source for `actor`'s posts.
    package init(client: BlueskyClient, actor: String) {
        self.client = client
        self.actor = actor
    }

    /// The week's posts (reposts left out); a failure becomes a failed outcome keeping what was
    /// read, never a throw.
    func posts(for week: ISOWeek, timeZone: TimeZone, window: DateInterval? = nil) async -> SourceOutcome<[Post]> {
        let window = window ?? week.window(in: timeZone)
        var posts: [Post] = [], notes: [String] = [], skipped = 0
        var ids: Set<String> = [], cursors: Set<String> = []
        var cursor: String?
        for _ in 0..<Self.maximumPages {
            let page: BlueskyWire.FeedPage
            do {
                page = try await client.page(actor, cursor: cursor)
            } catch {
                return .failed(error.description, partial: posts)
            }
            client.http.logger.debug("Bluesky: getAuthorFeed returned \(page.items.count) posts")
            skipped += page.skipped
            for item in page.items where !item.isRepost && ids.insert(item.post.id).inserted {
                if item.post.createdAt >= window.start && item.post.createdAt < window.end { posts.append(item.post) }
            }
            // The pinned post comes first whatever its age; the rest are newest first.
            let oldest = page.items.filter { !$0.isPinned }.map(\.sortedAt).min()
            guard oldest.map({ $0 >= window.start }) ?? false, let next = page.cursor, cursors.insert(next).inserted
            else {
                return .ok(
                    posts, notes: SkippedItems.notes(skipped, one: "post", many: "posts", in: "Bluesky's answers"))
            }
            cursor = next
        }
        notes = SkippedItems.notes(skipped, one: "post", many: "posts", in: "Bluesky's answers")
        notes.append(
            "Bluesky's feed held more than \(Self.maximumPages * BlueskyClient.pageSize) of your posts newer than \(week)'s start, so its oldest posts were not read."
        )
        return .ok(posts, notes: notes)
    }

    /// Checks the handle for `doctor` with one page of one post.
    package func verify() async throws(BlueskyError) {
        _ = try await client.page(actor, cursor: nil, limit: 1)
    }
}

extension BlueskySource: SharedPostsSource {
    package var network: LinkNetwork { .bluesky }

    package func posts(for request: WeekRequest) async -> SourceOutcome<[Post]> {
        await posts(for: request.week, timeZone: request.timeZone, window: request.window)
    }
}
