import Foundation
import Testing

@testable import DigestCore
@testable import DigestSources

/// A Bluesky feed item read as a post: facets by their UTF-8 byte ranges, the card, the media.
struct BlueskyWireTests {
    static func item(_ text: String, facets: String, embed: String = "null", reason: String = "null") throws
        -> BlueskyWire.FeedItem
    {
        let json = """
            {"post":{"uri":"at://did:plc:a/app.bsky.feed.post/1","cid":"c","author":{"did":"did:plc:a","handle":"a.bsky.social"},
            "record":{"$type":"app.bsky.feed.post","text":\(Self.quoted(text)),"createdAt":"2026-11-17T03:00:00.000Z","facets":\(facets)},
            "embed":\(embed),"indexedAt":"2026-11-17T03:00:01.000Z"},"reason":\(reason)}
            """
        return try JSONDecoder().decode(BlueskyWire.FeedItem.self, from: Data(json.utf8))
    }

    static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data(), as: UTF8.self)
    }

    static func facet(_ start: Int, _ end: Int, _ uri: String) -> String {
        #"{"index":{"byteStart":\#(start),"byteEnd":\#(end)},"features":[{"$type":"app.bsky.richtext.facet#link","uri":"\#(uri)"}]}"#
    }

    @Test func aFacetAfterJapaneseAndEmojiIsFoundByItsBytes() throws {
        let text = "日本語🚀 example.com/a..."
        let start = "日本語🚀 ".utf8.count
        let item = try Self.item(text, facets: "[\(Self.facet(start, text.utf8.count, "https://example.com/abc"))]")
        #expect(item.post.links.map(\.shownText) == ["example.com/a..."])
        #expect(LinkCollector.displayText(of: item.post) == "日本語🚀 example.com/abc")
    }

    /// (byteStart, byteEnd): ranges a broken client might write; the link stays, its text does not move.
    static let badRanges: [(Int, Int)] = [(-1, 3), (5, 2), (0, 10_000), (1, 2)]

    @Test(arguments: badRanges)
    func aRangeOutsideTheTextKeepsTheLinkAndTheText(start: Int, end: Int) throws {
        let item = try Self.item("日本語 text", facets: "[\(Self.facet(start, end, "https://example.com/r"))]")
        #expect(item.post.links.map(\.expandedURL) == ["https://example.com/r"])
        #expect(item.post.links.first?.shownText == "")
        #expect(LinkCollector.displayText(of: item.post) == "日本語 text")
    }

    @Test func theCardTitlesTheFacetOfItsAddressAndStandsAloneOtherwise() throws {
        let card =
            #"{"$type":"app.bsky.embed.external#view","external":{"uri":"https://example.com/card","title":"Card","description":"D","thumb":"t"}}"#
        let same = try Self.item("x", facets: "[\(Self.facet(0, 1, "https://example.com/card"))]", embed: card)
        #expect(same.post.links.map(\.title) == ["Card"])
        let other = try Self.item("x", facets: "[\(Self.facet(0, 1, "https://example.com/a"))]", embed: card)
        #expect(other.post.links.map(\.expandedURL) == ["https://example.com/a", "https://example.com/card"])
    }

    /// (embed, whether the post has media).
    static let embeds: [(String, Bool)] = [
        (#"{"$type":"app.bsky.embed.images#view","images":[]}"#, true),
        (#"{"$type":"app.bsky.embed.video#view"}"#, true),
        (#"{"$type":"app.bsky.embed.record#view","record":{}}"#, false),
        (#"{"$type":"app.bsky.embed.recordWithMedia#view","media":{"$type":"app.bsky.embed.images#view"}}"#, true),
        (#"{"$type":"app.bsky.embed.something.new#view"}"#, false),
        (#"{"$type":42}"#, false),
        ("[]", false),
    ]

    @Test(arguments: embeds)
    func mediaAreImagesAndVideoWhereverTheyAre(embed: String, hasMedia: Bool) throws {
        #expect(try Self.item("x", facets: "[]", embed: embed).post.hasMedia == hasMedia)
    }

    @Test func aRepostAndAPinAreMarked() throws {
        let repost = try Self.item("x", facets: "[]", reason: #"{"$type":"app.bsky.feed.defs#reasonRepost"}"#)
        #expect(repost.isRepost && repost.post.isRepost && !repost.isPinned)
        let pin = try Self.item("x", facets: "[]", reason: #"{"$type":"app.bsky.feed.defs#reasonPin"}"#)
        #expect(pin.isPinned && !pin.isRepost)
    }

    /// Bodies the AppView should never send: each is an error, never a crash.
    static let pages: [String] = ["", "null", "[]", #"{"feed":null}"#, #"{"feed":{}}"#, "<html>"]

    @Test(arguments: pages)
    func aPageThatIsNotAFeedIsAnError(body: String) {
        #expect(throws: (any Error).self) { try JSONDecoder().decode(BlueskyWire.FeedPage.self, from: Data(body.utf8)) }
    }

    @Test func itemsThatCannotBeReadAreCountedAndSkipped() throws {
        let page = try JSONDecoder().decode(
            BlueskyWire.FeedPage.self,
            from: Data(
                #"{"feed":[{"post":{"uri":""}},42,{"post":{"uri":"at://a","record":{"createdAt":"never"}}}],"cursor":""}"#
                    .utf8))
        #expect(page.items.isEmpty && page.skipped == 3 && page.cursor == nil)
    }
}
