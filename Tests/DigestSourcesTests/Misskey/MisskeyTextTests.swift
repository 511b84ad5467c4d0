import Foundation
import Testing

@testable import DigestSources

/// A note's MFM read as Misskey's own parser (mfm.js) reads it: which addresses are links, and
/// what the text shows.
struct MisskeyTextTests {
    /// (MFM, the links' addresses, the text).
    static let cases: [(String, [String], String)] = [
        ("", [], ""),
        ("no link here", [], "no link here"),
        (
            "読んだ https://example.com/a?b=1&c=2#x", ["https://example.com/a?b=1&c=2#x"],
            "読んだ https://example.com/a?b=1&c=2#x"
        ),
        // A period or comma after an address is the sentence's.
        (
            "See https://example.com/a. Then, https://example.org/b,",
            ["https://example.com/a", "https://example.org/b"],
            "See https://example.com/a. Then, https://example.org/b,"
        ),
        // Japanese text right after an address ends it (non-ASCII never runs on).
        ("https://example.com/記事を読んだ", ["https://example.com/"], "https://example.com/記事を読んだ"),
        // Balanced brackets stay; an unmatched one ends the address.
        (
            "(see https://en.wikipedia.org/wiki/Swift_(programming_language))",
            ["https://en.wikipedia.org/wiki/Swift_(programming_language)"],
            "(see https://en.wikipedia.org/wiki/Swift_(programming_language))"
        ),
        ("https://example.com/a(b", ["https://example.com/a"], "https://example.com/a(b"),
        ("HTTPS://Example.com/Up", ["HTTPS://Example.com/Up"], "HTTPS://Example.com/Up"),
        ("http://plain.example/x", ["http://plain.example/x"], "http://plain.example/x"),
        ("https://", [], "https://"),
        ("https://.,", [], "https://.,"),
        // A labelled link shows its label; a silent one too.
        ("[Swift 6.3 の記事](https://swift.org/blog/)", ["https://swift.org/blog/"], "Swift 6.3 の記事"),
        ("?[hidden](https://example.com/s)", ["https://example.com/s"], "hidden"),
        // A link that fails leaves its address to be read bare, as mfm.js does.
        (
            "[a](<https://example.com/with space>)", ["https://example.com/with"],
            "[a](<https://example.com/with space>)"
        ),
        ("[a](<https://example.com/x_y>)", ["https://example.com/x_y"], "a"),
        // Not a link: a label over a line break, an empty label, a javascript: address.
        ("[a\nb](https://example.com/)", ["https://example.com/"], "[a\nb](https://example.com/)"),
        ("[](https://example.com/e)", ["https://example.com/e"], "[](https://example.com/e)"),
        ("[click](javascript:alert(1))", [], "[click](javascript:alert(1))"),
        ("javascript:alert('https://x')", ["https://x"], "javascript:alert('https://x')"),
        // Angle brackets hold any address without spaces.
        ("<https://例え.jp/パス>", ["https://例え.jp/パス"], "https://例え.jp/パス"),
        ("<https://a.example/ b>", ["https://a.example/"], "<https://a.example/ b>"),
        // Nothing in code is a link.
        (
            "`https://example.com/code` and https://example.com/real", ["https://example.com/real"],
            "`https://example.com/code` and https://example.com/real"
        ),
        (
            "```\ncurl https://example.com/block\n```\nhttps://example.com/after", ["https://example.com/after"],
            "```\ncurl https://example.com/block\n```\nhttps://example.com/after"
        ),
        ("```\nhttps://example.com/unclosed", ["https://example.com/unclosed"], "```\nhttps://example.com/unclosed"),
        ("a ` b https://example.com/tick", ["https://example.com/tick"], "a ` b https://example.com/tick"),
        // CR/LF, HTML and Markdown metacharacters stay text.
        (
            "<b>x</b>\r\nhttps://example.com/crlf\r\n**bold**", ["https://example.com/crlf"],
            "<b>x</b>\r\nhttps://example.com/crlf\r\n**bold**"
        ),
        ("@alice@misskey.io #swift :emoji:", [], "@alice@misskey.io #swift :emoji:"),
        ("$[x2 https://example.com/fn]", ["https://example.com/fn"], "$[x2 https://example.com/fn]"),
    ]

    @Test(arguments: cases)
    func linksAndText(mfm: String, addresses: [String], text: String) {
        let read = MisskeyText(mfm: mfm)
        #expect(read.links.map(\.address) == addresses)
        #expect(read.text == text)
    }

    /// A bare address is shown as itself (so the page can show it cleaned); a labelled one is not shown.
    @Test func aBareAddressIsShownALabelledOneIsNot() {
        let read = MisskeyText(mfm: "https://example.com/a and [label](https://example.com/b)")
        #expect(read.links.map(\.shown) == ["https://example.com/a", ""])
    }

    /// Seeded random MFM of the characters that matter never crashes, and every link is http(s)
    /// found in the text as written.
    @Test func randomTextNeverCrashes() {
        let pieces = [
            "https://", "http://", "a", ".", ",", "(", ")", "[", "]", "<", ">", "?", "`", "```", "\n", " ",
            "日本", "x.example", "/", "\r", "\u{0}", "😀", "e\u{301}",
        ]
        var state: UInt64 = 59
        for _ in 0..<3000 {
            var mfm = ""
            for _ in 0..<24 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                mfm += pieces[Int(state >> 33) % pieces.count]
            }
            for link in MisskeyText(mfm: mfm).links {
                #expect(link.address.lowercased().hasPrefix("http"), "\(mfm.debugDescription)")
                #expect(mfm.contains(link.address), "\(mfm.debugDescription)")
            }
        }
    }
}
