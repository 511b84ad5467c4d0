import DigestCore
import Foundation

/// The links you saved on Hatena Bookmark: your public bookmarks, newest first, a page of about
/// twenty at a time, paged back until a page reaches before the week.
///
/// A bookmark is a share on the network Hatena: its page, titled as you bookmarked it, with your
/// comment as its text.
package struct HatenaSource: Sendable {
    /// The most pages read for one week (about 1 000 bookmarks).
    static let maximumPages = 50

    let client: HatenaClient
    /// `HATENA_USER`: a Hatena ID.
    let user: String

    /// Creates the source for `user`'s bookmarks.
    package init(client: HatenaClient, user: String) {
        self.client = client
        self.user = user
    }

    /// The week's bookmarks as posts; a failure becomes a failed outcome keeping what was read,
    /// never a throw.
    func posts(for week: ISOWeek, timeZone: TimeZone, window: DateInterval? = nil) async -> SourceOutcome<[Post]> {
        let window = window ?? week.window(in: timeZone)
        var posts: [Post] = [], seen: Set<String> = [], skipped = 0
        for number in 1...Self.maximumPages {
            let page: HatenaFeed
            do {
                page = try await client.page(user, page: number)
            } catch {
                return .failed(error.description, partial: posts)
            }
            client.http.logger.debug("Hatena: page \(number) held \(page.bookmarks.count) bookmarks")
            var new = 0, oldest: Date?
            for bookmark in page.bookmarks {
                guard let date = bookmark.date, !bookmark.link.isEmpty else {
                    skipped += 1
                    continue
                }
                oldest = min(oldest ?? date, date)
                let id = bookmark.permalink.isEmpty ? bookmark.link : bookmark.permalink
                guard seen.insert(id).inserted else { continue }
                new += 1
                if date >= window.start && date < window.end { posts.append(Self.post(bookmark, id: id, at: date)) }
            }
            // An empty page, a page older than the week, or one that repeats the last ends the paging.
            guard new > 0, let oldest, oldest >= window.start else { return .ok(posts, notes: notes(skipped)) }
        }
        return .ok(
            posts,
            notes: notes(skipped) + [
                "Hatena Bookmark held more than \(Self.maximumPages) pages of your bookmarks newer than \(week)'s start, so its oldest were not read."
            ])
    }

    func notes(_ skipped: Int) -> [String] {
        SkippedItems.notes(skipped, one: "bookmark", many: "bookmarks", in: "Hatena Bookmark's answers")
    }

    /// A bookmark as a post: its comment the text, its page the one link, titled as bookmarked.
    static func post(_ bookmark: HatenaFeed.Bookmark, id: String, at date: Date) -> Post {
        Post(
            network: .hatena, id: id, text: bookmark.comment, createdAt: date,
            links: [
                PostLink(
                    shownText: "", expandedURL: bookmark.link, title: bookmark.title.isEmpty ? nil : bookmark.title)
            ])
    }

    /// Checks the user for `doctor` with the first page.
    package func verify() async throws(HatenaError) {
        _ = try await client.page(user, page: 1)
    }
}

extension HatenaSource: SharedPostsSource {
    package var network: LinkNetwork { .hatena }

    package func posts(for request: WeekRequest) async -> SourceOutcome<[Post]> {
        await posts(for: request.week, timeZone: request.timeZone, window: request.window)
    }
}
