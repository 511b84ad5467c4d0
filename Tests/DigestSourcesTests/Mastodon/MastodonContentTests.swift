import DigestCore
import Foundation
import Testing

@testable import DigestSources

/// A status's HTML read as text and links: what Mastodon writes, and what it never should.
struct MastodonContentTests {
    /// (content, the text, the links' addresses that are not mentions or hashtags).
    static let table: [(String, String, [String])] = [
        (
            #"<p>読んだ <a href="https://example.com/a" rel="nofollow noopener" target="_blank"><span class="invisible">https://</span><span class="ellipsis">example.com/a</span><span class="invisible"></span></a></p>"#,
            "読んだ https://example.com/a", ["https://example.com/a"]
        ),
        (
            #"<p><span class="h-card"><a href="https://m.example/@bob" class="u-url mention">@<span>bob</span></a></span> <a href="https://m.example/tags/swift" class="mention hashtag" rel="tag">#<span>swift</span></a></p>"#,
            "@bob #swift", []
        ),
        (
            #"<p class="quote-inline">RE: <a href="https://o.example/@x/1">https://o.example/@x/1</a></p><p>mine <a href="https://example.com/b">https://example.com/b</a></p>"#,
            "mine https://example.com/b", ["https://example.com/b"]
        ),
        (#"<p>a &amp; b &lt;script&gt; &#39;q&#39; &#x1F680; &bogus; &</p>"#, "a & b <script> 'q' 🚀 &bogus; &", []),
        (#"<p>one<br>two<br />three</p><p>four</p>"#, "one\ntwo\nthree\n\nfour", []),
        (#"<p><a href='https://example.com/q?a=1&amp;b=2'>x</a></p>"#, "x", ["https://example.com/q?a=1&b=2"]),
        (#"<p>unclosed <a href="https://example.com/u">link"#, "unclosed link", ["https://example.com/u"]),
        // Mastodon writes `&lt;`; a stray `<` starts a tag that runs to the next `>`, and is dropped.
        (#"<p>a < b and <a href="">empty</a></p>"#, "a empty", []),
        ("", "", []),
        ("plain text, no tags", "plain text, no tags", []),
    ]

    @Test(arguments: table)
    func readsTextAndLinks(html: String, text: String, links: [String]) {
        let content = MastodonContent(html: html)
        #expect(content.text == text)
        #expect(content.anchors.filter { !$0.isMentionOrTag }.map(\.href) == links)
    }

    @Test func aHugeContentIsReadInOnePass() {
        let html = String(repeating: "<p>x <a href=\"https://example.com/a\">y</a></p>", count: 20_000)
        let content = MastodonContent(html: html)
        #expect(content.anchors.count == 20_000)
    }

    /// (the link, whether it is a status of `mastodon.example`).
    static let statuses: [(String, Bool)] = [
        ("https://mastodon.example/@hanako/115600000000000002", true),
        ("https://MASTODON.example/users/hanako/statuses/1", true),
        ("https://mastodon.example/@hanako", false),
        ("https://mastodon.example/about", false),
        ("https://elsewhere.example/@hanako/1", false),
        ("https://mastodon.example/@hanako/1/reblogs", false),
    ]

    @Test(arguments: statuses)
    func theInstancesOwnStatusesAreRecognised(link: String, isStatus: Bool) {
        #expect(MastodonPost.isStatus(link, on: "mastodon.example") == isStatus)
    }
}
