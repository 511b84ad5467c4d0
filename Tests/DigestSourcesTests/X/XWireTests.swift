import Foundation
import Testing

@testable import DigestSources

/// Odd but possible recent-search bodies: each decodes to something sensible, never a crash.
struct XWireTests {
    func page(_ json: String) throws -> XWire.SearchPage {
        try JSONDecoder().decode(XWire.SearchPage.self, from: Data(json.utf8))
    }

    @Test(arguments: [
        (#"{}"#, 0, 0, nil),
        (#"{"meta":{"result_count":0}}"#, 0, 0, nil),
        (#"{"data":null,"meta":{"result_count":"0","next_token":""}}"#, 0, 0, nil),
        (#"{"data":[{"id":"1","created_at":"2026-11-18T10:00:00.000Z"}],"meta":{"next_token":"abc"}}"#, 1, 0, "abc"),
        (
            #"{"data":[{"id":"1"},{"created_at":"2026-11-18T10:00:00Z"},7,null,{"id":"2","created_at":"2026-11-18T10:00:00Z","entities":"x","attachments":[]}]}"#,
            1, 4, nil
        ),
        (#"{"data":"nope","meta":[]}"#, 0, 0, nil),
    ])
    func pagesAreReadLeniently(json: String, posts: Int, skipped: Int, next: String?) throws {
        let decoded = try page(json)
        #expect(decoded.posts.count == posts)
        #expect(decoded.skipped == skipped)
        #expect(decoded.nextToken == next)
    }

    @Test func linksPreferUnwoundAndMediaLinksMarkThePost() throws {
        let decoded = try page(
            #"""
            {"data":[{"id":"1","text":"a &lt;b&gt; &amp;amp; https://t.co/x","created_at":"2026-11-18T10:00:00Z",
             "entities":{"urls":[{"url":"https://t.co/x","expanded_url":"https://bit.ly/y","unwound_url":"https://real.example/","title":"T"},
                                 {"url":"https://t.co/p","expanded_url":"https://x.com/a/status/1/photo/1","media_key":"3_1"},
                                 {"url":7}]},
             "referenced_tweets":[{"type":"quoted","id":"9"}]}]}
            """#)
        let tweet = try #require(decoded.posts.first?.post)
        #expect(tweet.text == "a <b> &amp; https://t.co/x", "X's three escapes are undone, once")
        #expect(tweet.links.map(\.destination) == ["https://real.example/", nil])
        #expect(tweet.links.first?.title == "T")
        #expect(tweet.hasMedia)
        #expect(!tweet.isRepost, "a quote is not a retweet")
    }

    @Test(arguments: [
        (#"{"title":"Unauthorized","type":"about:blank","status":401,"detail":"Unauthorized"}"#, "Unauthorized", false),
        (#"{"errors":[{"code":88,"message":"Rate limit exceeded"}]}"#, "Rate limit exceeded", false),
        (
            #"{"reason":"client-not-enrolled","title":"Client Forbidden","type":"https://api.twitter.com/2/problems/client-forbidden"}"#,
            "Client Forbidden", true
        ),
        (
            #"{"type":"https://api.twitter.com/2/problems/usage-capped"}"#,
            "https://api.twitter.com/2/problems/usage-capped", false
        ),
        (#"{"detail":"line one\r\nX-Injected: yes"}"#, "line one X-Injected: yes", false),
        (#"{}"#, "no detail", false),
    ])
    func problemsInEitherShapeAreSummarised(json: String, summary: String, notEnrolled: Bool) throws {
        let problem = try JSONDecoder().decode(XWire.Problem.self, from: Data(json.utf8))
        #expect(problem.summary == summary)
        #expect(problem.isNotEnrolled == notEnrolled)
    }
}
