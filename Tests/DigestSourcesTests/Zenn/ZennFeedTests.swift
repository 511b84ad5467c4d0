import Foundation
import TestSupport
import Testing

@testable import DigestSources

/// A Zenn feed read with FoundationXML: what Zenn writes, and what no feed should.
struct ZennFeedTests {
    @Test func readsCDATAEntitiesAndDates() throws {
        let body = ZennFixtures.feed(
            "swift",
            [
                ZennFixtures.Item(
                    "Swift 6.3 の <script>alert(1)</script> & more", slug: "a",
                    published: "Fri, 20 Nov 2026 08:00:00 GMT"),
                ZennFixtures.Item(
                    "A & B <b>", slug: "b", author: "taro", published: "Wed, 18 Nov 2026 12:30:00 +0900", cdata: false),
            ])
        let feed = try ZennFeed(data: Data(body.utf8))
        #expect(feed.items.map(\.title) == ["Swift 6.3 の <script>alert(1)</script> & more", "A & B <b>"])
        #expect(
            feed.items.map(\.link) == ["https://zenn.dev/zenn_writer/articles/a", "https://zenn.dev/taro/articles/b"])
        #expect(feed.items.map(\.author) == ["zenn_writer", "taro"])
        #expect(
            feed.items.map(\.published) == [
                Date(timeIntervalSince1970: 1_795_161_600), Date(timeIntervalSince1970: 1_794_972_600),
            ])
        #expect(feed.items.first?.summary == "記事の説明")
    }

    /// (body, what is wrong).
    static let broken: [(String, String)] = [
        ("", "malformed"),
        ("<!DOCTYPE html><html><body>Zenn</body></html>", "declaresDTD"),
        ("<html><body><p>Not found</p></body></html>", "notRSS"),
        (#"<?xml version="1.0"?><rss version="2.0"><channel><item><title>cut"#, "malformed"),
        (#"{"articles":[]}"#, "malformed"),
        (ZennFixtures.entityBomb, "declaresDTD"),
        // Behind 8 KB of comments, the DTD is still found.
        (
            ZennFixtures.entityBomb.replacingOccurrences(
                of: "<?xml version=\"1.0\"?>",
                with: "<?xml version=\"1.0\"?><!--\(String(repeating: "x", count: 8192))-->"),
            "declaresDTD"
        ),
        (#"<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"></feed>"#, "notRSS"),
        ("<rss><channel><item><title>&undefined;</title></item></channel></rss>", "malformed"),
        // A character XML forbids stops libxml2, whose XMLParser still says it parsed: the
        // elements left open tell.
        ("<rss><channel><item><title>\u{FFFE}</title></item></channel></rss>", "malformed"),
        ("<rss><channel><item><title>\u{1}</title></item></channel></rss>", "malformed"),
    ]

    @Test(arguments: broken)
    func aBodyThatIsNotAFeedIsAnError(body: String, kind: String) {
        do {
            _ = try ZennFeed(data: Data(body.utf8))
            Issue.record("read as a feed: \(body.prefix(60))")
        } catch {
            #expect("\(error)".hasPrefix(kind), "\(error)")
        }
    }

    @Test func aDescriptionThatMentionsADoctypeIsNoDTD() throws {
        let body = ZennFixtures.feed(
            "html",
            [
                ZennFixtures.Item(
                    "<!DOCTYPE html> 入門", slug: "d", published: "Fri, 20 Nov 2026 08:00:00 GMT",
                    description: "<!ENTITY> とは")
            ])
        #expect(try ZennFeed(data: Data(body.utf8)).items.map(\.title) == ["<!DOCTYPE html> 入門"])
    }

    @Test func anItemWithoutADateIsKeptWithoutOne() throws {
        let body =
            #"<rss version="2.0"><channel><item><title>t</title><link>https://zenn.dev/a/articles/b</link><pubDate>someday</pubDate></item></channel></rss>"#
        let feed = try ZennFeed(data: Data(body.utf8))
        #expect(feed.items.count == 1 && feed.items.first?.published == nil)
    }

    @Test func tooManyItemsStopTheReading() {
        let items = String(repeating: "<item><title>t</title></item>", count: ZennFeed.maximumItems + 1)
        #expect(throws: FeedError.tooManyItems) {
            try ZennFeed(data: Data("<rss><channel>\(items)</channel></rss>".utf8))
        }
    }

    /// (an RSS date, the instant).
    static let dates: [(String, Double?)] = [
        ("Fri, 20 Nov 2026 08:00:00 GMT", 1_795_161_600), ("Fri, 20 Nov 2026 17:00:00 +0900", 1_795_161_600),
        ("20 Nov 2026 08:00:00 +0000", 1_795_161_600), ("2026-11-20T17:00:00+09:00", 1_795_161_600),
        ("Fri, 20 Nov 2026", nil), ("", nil), ("明日", nil),
    ]

    @Test(arguments: dates)
    func rssDates(text: String, seconds: Double?) {
        #expect(RSSDate.parse(text) == seconds.map(Date.init(timeIntervalSince1970:)))
    }
}
