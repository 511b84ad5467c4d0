import Testing

@testable import DigestCore

struct WebURLTests {
    static let rejected = [
        "javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)", "java\u{0}script:alert(1)",
        "java\nscript:alert(1)", "vbscript:msgbox(1)", "data:text/html,<script>alert(1)</script>",
        "&#106;avascript:alert(1)", "file:///etc/passwd", "ftp://example.com/", "//evil.example/x",
        "http://", "https://", "", "   ", "not a url", "mailto:me@example.com",
        "https://user:secret@example.com/", "https://exa mple.com/", "https://example.com/\r\nSet-Cookie: x",
        String(repeating: "https://e.com/", count: 400), "https://example.com/\u{85}x", "https://example.com/\u{9F}",
        "\u{7F}https://example.com/",
    ]

    @Test(arguments: rejected)
    func rejectsAnythingButHTTP(text: String) {
        #expect(WebURL(text) == nil)
    }

    static let accepted: [(String, String, String)] = [
        ("https://swift.org/blog/", "https://swift.org/blog/", "swift.org"),
        ("HTTPS://WWW.Swift.org/Blog", "https://www.swift.org/Blog", "swift.org"),
        ("http://example.com", "http://example.com", "example.com"),
        ("https://example.com/a b\"c<d>(e)", "https://example.com/a%20b%22c%3Cd%3E%28e%29", "example.com"),
        ("https://qiita.com/タグ/記事", "https://qiita.com/%E3%82%BF%E3%82%B0/%E8%A8%98%E4%BA%8B", "qiita.com"),
        ("https://example.com/?q=1&r=2#top", "https://example.com/?q=1&r=2#top", "example.com"),
        (" \thttps://example.com/x\t ", "https://example.com/x", "example.com"),
        ("\u{A0}https://example.com/\u{3000}", "https://example.com/", "example.com"),
        ("https://example.com/^{|}`'", "https://example.com/%5E%7B%7C%7D%60%27", "example.com"),
        ("https://example.com/🚀", "https://example.com/%F0%9F%9A%80", "example.com"),
    ]

    @Test(arguments: accepted)
    func acceptsAndEncodesHTTP(text: String, absolute: String, host: String) throws {
        let url = try #require(WebURL(text))
        #expect(url.absoluteString == absolute)
        #expect(url.displayHost == host)
        #expect(!url.absoluteString.contains(where: { " \"<>()'`\\".contains($0) }))
    }

    @Test func normalizedKeyIgnoresCaseFragmentAndTrailingSlash() throws {
        let a = try #require(WebURL("https://WWW.Swift.org/blog/#top"))
        let b = try #require(WebURL("https://www.swift.org/blog"))
        #expect(a.normalizedKey == b.normalizedKey)
        #expect(a.displayForm == "swift.org/blog/#top")
    }

    @Test(arguments: [
        ("https://example.com/a?utm_source=x&utm_medium=social", "https://example.com/a"),
        ("https://example.com/a?id=7&UTM_Campaign=z&fbclid=abc#part", "https://example.com/a?id=7#part"),
        (
            "https://example.com/a?gclid=1&q=%E6%97%A5%E6%9C%AC&ref_src=twsrc%5Etfw",
            "https://example.com/a?q=%E6%97%A5%E6%9C%AC"
        ),
        ("https://example.com/a?q=1&q=2&mc_cid=9", "https://example.com/a?q=1&q=2"),
        ("https://example.com/a?utm=keep&butm_source=keep", "https://example.com/a?utm=keep&butm_source=keep"),
        ("https://example.com/a", "https://example.com/a"),
        ("https://example.com/a?", "https://example.com/a?"),
        // Affiliate and referral parameters (issue 20): Amazon's only on Amazon.
        (
            "https://www.amazon.co.jp/dp/B0C1234567/ref=sr_1_1?tag=me-22&linkCode=ll1&linkId=abc&camp=1&creative=2",
            "https://www.amazon.co.jp/dp/B0C1234567"
        ),
        (
            "https://amazon.com/gp/product/B0X/ref=as_li_tl?ie=UTF8&tag=x-20&ref_=nav&pd_rd_r=1&pf_rd_p=2",
            "https://amazon.com/gp/product/B0X?ie=UTF8"
        ),
        ("https://qiita.com/tags?tag=swift&ref=main", "https://qiita.com/tags?tag=swift&ref=main"),
        ("https://github.com/a/b/blob/main/README.md?ref=main", "https://github.com/a/b/blob/main/README.md?ref=main"),
        ("https://shop.example/item?id=9&a8mat=3ABC&affiliate_id=7&irclickid=x", "https://shop.example/item?id=9"),
        ("https://www.youtube.com/watch?v=abc&si=XYZ&feature=shared", "https://www.youtube.com/watch?v=abc"),
        ("https://youtu.be/abc?si=XYZ", "https://youtu.be/abc"),
        ("https://blog.example/p?si=keep", "https://blog.example/p?si=keep"),
    ])
    func trackingParametersAreStripped(text: String, expected: String) throws {
        #expect(try #require(WebURL(text)).withoutTracking.absoluteString == expected)
    }
}
