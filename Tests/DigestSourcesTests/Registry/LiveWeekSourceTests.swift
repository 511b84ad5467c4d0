import DigestCore
import Foundation
import Testing

@testable import DigestSources

/// The live source runs each configured source for its part, records the others as not
/// configured, and takes a billed network's stored posts instead of reading it again.
struct LiveWeekSourceTests {
    static let week = (try? ISOWeek(parsing: "2026-W47")) ?? ISOWeek(containing: LocalDate(dayNumber: 0))
    static let now = Date(timeIntervalSince1970: 1_795_417_200)  // 2026-11-23 07:00 UTC

    /// A network that answers with one post of its own, counting how often it is read.
    final class Network: SharedPostsSource, @unchecked Sendable {
        let network: LinkNetwork, billsEachRead: Bool
        private let lock = NSLock()
        private var count = 0
        init(_ network: LinkNetwork, billed: Bool = false) {
            self.network = network
            self.billsEachRead = billed
        }
        var reads: Int { lock.withLock { count } }
        func posts(for request: WeekRequest) async -> SourceOutcome<[Post]> {
            lock.withLock { count += 1 }
            return .ok([Post(network: network, id: "\(network)", text: "新しい記事", createdAt: request.now, links: [])])
        }
    }

    struct Coding: CodingTimeSource {
        func coding(for request: WeekRequest) async -> SourceOutcome<CodingStats> { .failed("WakaTime answered 500") }
    }

    struct Reading: ReadingListSource {
        var source: ArticleSource { .zenn }
        func articles(for request: WeekRequest) async -> SourceOutcome<[Article]> { .ok([]) }
    }

    @Test func eachSourceAnswersForItsPartAndTheOthersSayWhatToSet() async throws {
        let bluesky = Network(.bluesky)
        let live = LiveWeekSource(
            now: Self.now, sources: [.coding(Coding()), .reading(Reading()), .links(bluesky)],
            unset: [.reading(.qiita): "set QIITA_TAGS", .links(.x): "set X_BEARER_TOKEN", .commits: "set GIT"])
        let fetched = try await live.fetch(week: Self.week, timeZone: .gmt)
        #expect(fetched.coding == .failed("WakaTime answered 500"))
        #expect(fetched.articles == [.zenn: .ok([]), .qiita: .skipped("set QIITA_TAGS")])
        #expect(fetched.posts[.x] == .skipped("set X_BEARER_TOKEN"))
        #expect(fetched.posts[.bluesky]?.value?.map(\.text) == ["新しい記事"])
        // A week without repositories configured has no commits section, not a skipped one.
        #expect(fetched.commits == nil)
        #expect(bluesky.reads == 1)
    }

    @Test func aBilledNetworksStoredPostsAreTakenAndOnlyTheFreeOnesAreRead() async throws {
        let x = Network(.x, billed: true), mastodon = Network(.mastodon)
        let live = LiveWeekSource(now: Self.now, sources: [.links(x), .links(mastodon)], unset: [:])
        #expect(live.billedNetworks == [.x])
        let stored: SourceOutcome<[Post]> = .ok([])
        let fetched = try await live.fetch(week: Self.week, timeZone: .gmt, stored: [.x: stored, .mastodon: .ok([])])
        #expect(fetched.posts[.x] == stored)
        #expect(x.reads == 0)
        #expect(mastodon.reads == 1)
        #expect(fetched.posts[.mastodon]?.value?.count == 1)
        #expect(fetched.coding == .skipped(""))
    }
}
