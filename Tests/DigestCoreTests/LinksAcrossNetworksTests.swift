import Foundation
import Testing

@testable import DigestCore

/// One list across networks: a link shared on two networks is one entry naming both, and a
/// rerun replaces each network's links only with that network's answer.
struct LinksAcrossNetworksTests {
    typealias Links = SourceOutcome<[SharedLink]>

    static let base = LinkCollectorTests.base

    static func post(
        _ network: LinkNetwork, _ id: String, hours: Double, _ url: String, title: String? = nil,
        summary: String? = nil
    ) -> Post {
        Post(
            network: network, id: id, text: "see \(url)", createdAt: base.addingTimeInterval(hours * 3600),
            links: [PostLink(shownText: url, expandedURL: url, title: title, summary: summary)])
    }

    static func links(_ posts: [Post]) -> Links { .ok(LinkCollector.collect(posts)) }

    @Test func aLinkSharedOnTwoNetworksIsOneEntryNamingBoth() {
        let joined = LinksAcrossNetworks.joined([
            .x: Self.links([Self.post(.x, "9", hours: 72, "https://example.com/a", title: "From X")]),
            .bluesky: Self.links([
                Self.post(.bluesky, "at://b/1", hours: 24, "http://example.com/a/", title: "From Bluesky"),
                Self.post(.bluesky, "at://b/2", hours: 30, "https://example.com/b"),
            ]),
            .mastodon: .skipped("set MASTODON_ACCOUNT"),
        ])
        let links = try? #require(joined.links.value)
        #expect(links?.map(\.url) == ["https://example.com/a", "https://example.com/b"])
        #expect(links?.first?.networks == [.bluesky, .x])
        #expect(links?.first?.shares.map(\.postID) == ["at://b/1", "9"])
        // The earliest share's title, and https, whichever network had it.
        #expect(links?.first?.title == "From Bluesky")
        #expect(links?.first?.postText == "see example.com/a")
        #expect(joined.links.status == .ok)
        #expect(joined.sources.map(\.source) == [.x, .bluesky, .mastodon])
    }

    /// (title of the earlier share, title of the later one, the title shown).
    static let titles: [(String?, String?, String?)] = [
        ("Earlier", "Later", "Earlier"),
        (nil, "Later", "Later"),
        ("   ", "Later", "Later"),
        ("example.com/a", "Later", "Later"),
        ("https://example.com/a", nil, "https://example.com/a"),
        (nil, nil, nil),
    ]

    @Test(arguments: titles)
    func theTitleIsTheEarliestThatSaysMoreThanTheAddress(earlier: String?, later: String?, shown: String?) {
        let joined = LinksAcrossNetworks.joined([
            .mastodon: Self.links([Self.post(.mastodon, "2", hours: 48, "https://example.com/a", title: later)]),
            .bluesky: Self.links([Self.post(.bluesky, "1", hours: 1, "https://example.com/a", title: earlier)]),
        ])
        #expect(joined.links.value?.first?.title == shown)
    }

    @Test func aNetworkThatFailsFailsTheSectionAndKeepsTheOthersLinks() {
        let joined = LinksAcrossNetworks.joined([
            .x: .skipped("set X_BEARER_TOKEN"),
            .bluesky: .failed("Bluesky answered 503."),
            .mastodon: Self.links([Self.post(.mastodon, "1", hours: 1, "https://example.com/m")]),
        ])
        #expect(joined.links.status == .failed(reason: "Bluesky answered 503."))
        #expect(joined.links.value?.map(\.url) == ["https://example.com/m"])
    }

    /// The sentence is the run's (the catalogue's, which names every network's settings:
    /// NoneConfiguredInStepTests); without one, the section still says none is configured.
    @Test func noNetworkConfiguredSaysWhatToSet() {
        let parts: [LinkNetwork: Links] = [.x: .skipped("set X"), .bluesky: .skipped("set B")]
        let joined = LinksAcrossNetworks.joined(parts, noneConfigured: "set BLUESKY_HANDLE (Bluesky) or X_ARCHIVE (X).")
        #expect(joined.links.status == .skipped(reason: "set BLUESKY_HANDLE (Bluesky) or X_ARCHIVE (X)."))
        #expect(joined.links.value == nil)
        #expect(LinksAcrossNetworks.joined(parts).links.status == .skipped(reason: SectionParts.noSource))
    }

    static func digest(_ parts: [LinkNetwork: Links], at date: Date) -> Digest {
        let joined = LinksAcrossNetworks.joined(parts)
        return Digest(
            week: StoredWeekMergeTests.week, timeZone: "UTC", generatedAt: date, coding: .skipped("-"),
            readingList: .skipped("-"), sharedLinks: joined.links, linkSources: joined.sources)
    }

    @Test func aNetworkThatFailsOnARerunKeepsItsStoredLinks() {
        let stored = Self.digest(
            [
                .x: Self.links([Self.post(.x, "1", hours: 1, "https://example.com/a")]),
                .bluesky: Self.links([
                    Self.post(.bluesky, "b1", hours: 2, "https://example.com/b", title: "B"),
                    Self.post(.bluesky, "b2", hours: 3, "https://example.com/c"),
                ]),
            ], at: StoredWeekMergeTests.storedAt)
        let fresh = Self.digest(
            [
                .x: Self.links([
                    Self.post(.x, "1", hours: 1, "https://example.com/a"),
                    Self.post(.x, "4", hours: 40, "https://example.com/c"),
                ]),
                .bluesky: .failed("Bluesky answered 503."),
            ], at: StoredWeekMergeTests.storedAt + 3600)
        let merged = StoredWeekMerge.merge(fresh, keeping: stored)
        let links = merged.sharedLinks.value ?? []
        #expect(links.map(\.url) == ["https://example.com/a", "https://example.com/b", "https://example.com/c"])
        #expect(links.map(\.networks) == [[.x], [.bluesky], [.bluesky, .x]])
        #expect(links[1].title == "B")
        #expect(merged.sharedLinks.status == .ok)
        let bluesky = merged.linkSources?.first { $0.source == .bluesky }
        #expect(bluesky?.status == .ok)
        #expect(bluesky?.notes == ["Kept from the run of 2026-11-23 07:00 UTC; this run failed: Bluesky answered 503."])
        #expect(merged.sharedLinks.notes == bluesky?.notes)
        #expect(StoredWeekMerge.keptSections(merged) == ["shared links"])
        #expect(merged.hasFailedSource == false)
        // X answered: its fresh links stand, and nothing of X is noted.
        #expect(merged.linkSources?.first { $0.source == .x }?.notes == [])
    }

    @Test func theNetworksPartsJoinBackIntoTheSameList() {
        let digest = Self.digest(
            [
                .x: Self.links([
                    Self.post(.x, "1", hours: 5, "https://example.com/a", title: "A"),
                    Self.post(.x, "2", hours: 9, "https://example.com/b"),
                ]),
                .mastodon: Self.links([Self.post(.mastodon, "m", hours: 1, "https://example.com/b", summary: "S")]),
                .bluesky: .failed("Bluesky answered 500."),
            ], at: StoredWeekMergeTests.storedAt)
        let rejoined = LinksAcrossNetworks.joined(LinksAcrossNetworks.parts(of: digest))
        #expect(rejoined.links == digest.sharedLinks)
        #expect(rejoined.sources == digest.linkSources)
    }

    @Test func aSnapshotLinkWrittenBeforeOtherNetworksIsReadAsX() throws {
        let old = Data(
            #"{"url":"https://example.com/a","title":"A","sharedAt":["2026-11-17T01:12:00Z","2026-11-20T04:00:00Z"],"postText":"read this","postID":"42"}"#
                .utf8)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let link = try decoder.decode(SharedLink.self, from: old)
        #expect(link.networks == [.x])
        #expect(link.shares.map(\.postID) == ["42", nil])
        #expect(link.postText == "read this")
        #expect(link.sharedAt.count == 2)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let written = String(decoding: try encoder.encode(link), as: UTF8.self)
        #expect(written.contains("\"shares\"") && !written.contains("sharedAt") && !written.contains("postText"))
        #expect(try decoder.decode(SharedLink.self, from: Data(written.utf8)) == link)
    }

    @Test func aNetworksStoredPostsMakeTheStoredLinksAgain() throws {
        var twoLinks = Self.post(.x, "7", hours: 3, "https://example.com/c", title: "C")
        twoLinks.links.append(PostLink(shownText: "", expandedURL: "https://example.com/d?utm_source=x", summary: "D"))
        let digest = Self.digest(
            [
                .x: Self.links([
                    Self.post(.x, "1", hours: 1, "https://example.com/a", title: "A"), twoLinks,
                    Self.post(.x, "9", hours: 30, "https://example.com/a"),
                ]),
                .bluesky: Self.links([Self.post(.bluesky, "b", hours: 2, "https://example.com/a", title: "B")]),
            ], at: StoredWeekMergeTests.storedAt)
        let stored = try #require(StoredPosts.of(digest, on: .x))
        let xPart = LinksAcrossNetworks.parts(of: digest)[.x]?.value
        #expect(LinkCollector.collect(stored.value ?? []) == xPart)
        #expect(stored.value?.map(\.id).sorted() == ["1", "7", "9"], "one post for each, its two links together")
        #expect(stored.value?.first { $0.id == "7" }?.links.count == 2)
        // A network that failed, or was not configured, has nothing stored complete to reuse.
        let failed = Self.digest([.x: .failed("X answered 503.")], at: StoredWeekMergeTests.storedAt)
        #expect(StoredPosts.of(failed, on: .x) == nil && StoredPosts.of(digest, on: .mastodon) == nil)
    }
}
