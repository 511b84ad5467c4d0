import Foundation
import TestSupport
import Testing

@testable import DigestSources

/// A page of Hatena bookmarks read with FoundationXML: what Hatena writes, and what no feed should.
struct HatenaFeedTests {
    typealias H = HatenaFixtures

    @Test func readsPermalinksTitlesCommentsAndDates() throws {
        let body = H.page([
            H.Bookmark(
                "1", "Swift 6.3 の <script>alert(1)</script> & more", link: "https://example.com/a?utm_source=hb",
                comment: "読む & 試す <b>", date: "2026-11-20T08:00:00+09:00", tags: ["swift", "並行処理"]),
            H.Bookmark("2", "", link: "https://example.org/b", date: nil),
        ])
        let feed = try HatenaFeed(data: Data(body.utf8))
        #expect(feed.bookmarks.map(\.permalink) == [H.permalink("1"), H.permalink("2")])
        #expect(feed.bookmarks.map(\.title) == ["Swift 6.3 の <script>alert(1)</script> & more", ""])
        #expect(feed.bookmarks.map(\.link) == ["https://example.com/a?utm_source=hb", "https://example.org/b"])
        #expect(feed.bookmarks.map(\.comment) == ["読む & 試す <b>", ""])
        #expect(feed.bookmarks.map(\.date) == [Date(timeIntervalSince1970: 1_795_129_200), nil])
    }

    @Test func anEmptyPageHasNoBookmarks() throws {
        #expect(try HatenaFeed(data: Data(H.page([]).utf8)).bookmarks.isEmpty)
    }

    /// (body, what is wrong).
    static let broken: [(String, String)] = [
        ("", "malformed"),
        ("<!DOCTYPE html><html><body>はてな</body></html>", "declaresDTD"),
        ("<html><body><p>Not found</p></body></html>", "notRSS"),
        (#"<?xml version="1.0"?><rdf:RDF xmlns:rdf="r"><item rdf:about="x"><title>cut"#, "malformed"),
        (#"{"bookmarks":[]}"#, "malformed"),
        (
            #"<?xml version="1.0"?><!-- <x --><!DOCTYPE r [<!ENTITY a "aaaa">]><rdf:RDF xmlns:rdf="r">&a;</rdf:RDF>"#,
            "declaresDTD"
        ),
        (#"<?xml version="1.0" encoding="Shift_JIS"?><rdf:RDF xmlns:rdf="r"/>"#, "notUTF8"),
    ]

    @Test(arguments: broken)
    func aBodyThatIsNoPageOfBookmarksSaysWhy(body: String, kind: String) {
        do {
            _ = try HatenaFeed(data: Data(body.utf8))
            Issue.record("read as a page of bookmarks: \(body)")
        } catch {
            let said: String
            switch error {
            case .malformed: said = "malformed"
            case .notRSS: said = "notRSS"
            case .declaresDTD: said = "declaresDTD"
            case .notUTF8: said = "notUTF8"
            case .tooManyItems: said = "tooManyItems"
            }
            #expect(said == kind, "\(body)")
        }
    }

    @Test func morePagesOfItemsThanAnyPageHoldsIsRefused() {
        let many = (0...HatenaFeed.maximumItems).map {
            H.Bookmark("\($0)", "t", link: "https://example.com/\($0)", date: "2026-11-20T08:00:00+09:00")
        }
        #expect(throws: FeedError.tooManyItems) { try HatenaFeed(data: Data(H.page(many).utf8)) }
    }
}
