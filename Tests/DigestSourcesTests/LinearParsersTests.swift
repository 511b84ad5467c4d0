import Foundation
import Testing

@testable import DigestSources

/// Issue 66: every parser of outside text is linear, fed a long run of its worst input.
///
/// What is asserted is the work done (the scalars Misskey's reader looks at), never the time;
/// the time is printed. Before, 100 000 `[` took Misskey's reader 6 s and a megabyte of them
/// about 10 CPU-minutes. Misskey's inputs are a quarter of a megabyte: the count of visits
/// proves the reader linear at any length, and quadratic work it does not count would still show
/// at this one (that reader would take about 40 s on it), where a megabyte took 32 of the suite's
/// 36 CPU-seconds in a debug build; `benchmarks/parsers.sh` times the megabyte, optimised. Mastodon's reader counts nothing, so
/// only its time on a megabyte would show it going quadratic.
struct LinearParsersTests {
    static let megabyte = 1 << 20
    /// The length of Misskey's worst inputs.
    static let quarter = megabyte / 4

    /// `unit` repeated to `length` bytes (a megabyte), then `tail`.
    static func worst(_ unit: String, tail: String = "", length: Int = megabyte) -> String {
        String(repeating: unit, count: length / unit.utf8.count) + tail
    }

    /// Prints how long `body` took, for the benchmark; asserts nothing about it.
    static func timed<Value>(_ name: String, _ body: () -> Value) -> Value {
        let started = ContinuousClock.now
        let value = body()
        print("linear-parsers: \(name): \(ContinuousClock.now - started)")
        return value
    }

    /// MFM's worst inputs, by name: what made each look-ahead run to the end of the text.
    ///
    /// Made in the test, so that the test's name (in the log) holds only the name, not a megabyte.
    static let mfm: [(String, @Sendable () -> String)] = [
        ("[", { worst("[", length: quarter) }),
        ("?[", { worst("?[", length: quarter) }),
        ("[x", { worst("[x", tail: "]", length: quarter) }),
        ("<https://", { worst("<https://", length: quarter) }),
        ("https://(", { worst("https://(", length: quarter) }),
        ("https://[", { worst("https://[", length: quarter) }),
        ("[a](https://", { worst("[a](https://", length: quarter) }),
        (
            "[ before dots",
            { worst("[", tail: "](https://a" + String(repeating: ".", count: quarter) + " ", length: quarter) }
        ),
        (
            "[ before <https://",
            { worst("[", tail: "](<https://" + String(repeating: "a", count: quarter) + ">", length: quarter) }
        ),
        ("`", { worst("`", length: quarter) }),
        ("``x", { worst("``x", length: quarter) }),
        ("```", { worst("```", tail: "x", length: quarter) }),
        ("`x", { worst("`x", length: quarter) }),
    ]

    @Test(arguments: mfm.map(\.0))
    func misskeyReadsEachScalarAFewTimes(name: String) throws {
        let make = try #require(Self.mfm.first { $0.0 == name }?.1)
        let mfm = make()
        let (read, visits) = Self.timed("MFM \(name)") { MisskeyText.reading(mfm) }
        let scalars = mfm.unicodeScalars.count
        #expect(visits <= 8 * scalars, "\(visits) visits for \(scalars) scalars")
        #expect(read.text.unicodeScalars.count <= scalars)
    }

    /// The tables give the answers the look-aheads gave (the reader before them gave these, and
    /// the same on 30 000 seeded random texts of MFM's marks when the change was made).
    @Test func theTablesAnswerAsTheLookAheadsDid() {
        let cases: [(String, [String])] = [
            ("see https://a.example/x(1)[2]. and", ["https://a.example/x(1)[2]"]),
            (
                "[label](https://a.example/(x)) and <https://b.example/y z>",
                ["https://a.example/(x)", "https://b.example/y"]
            ),
            ("[[[a](https://x.example/y) ((https://z.example/(a]b)", ["https://x.example/y", "https://z.example/"]),
            ("<https://b.example/y> https://c.example/(open", ["https://b.example/y", "https://c.example/"]),
            ("`https://no.example` ```\nhttps://no.example\n``` https://yes.example/a,", ["https://yes.example/a"]),
            ("?[x](<https://d.example/p>) [y]\n(https://e.example)", ["https://d.example/p", "https://e.example"]),
            (
                "https://f.example/([)] https://g.example/[a(b)c]d",
                ["https://f.example/", "https://g.example/[a(b)c]d"]
            ),
        ]
        for (mfm, addresses) in cases {
            #expect(MisskeyText(mfm: mfm).links.map(\.address) == addresses, "\(mfm)")
        }
    }

    /// Mastodon's HTML, at its worst: tags never closed, attributes without end, references.
    static let html: [(String, @Sendable () -> String)] = [
        ("<", { worst("<") }),
        ("<a", { worst("<a", tail: ">") }),
        ("a=", { worst("<a ", tail: "") + worst("a=") + ">" }),
        ("= ", { "<a " + worst("= ") + ">" }),
        ("&", { worst("&") }),
        ("&amp", { worst("&amp") }),
        ("<a href=\"", { "<a href=\"" + worst("x") }),
        ("<p class=quote-inline>", { worst("<p class=quote-inline>") }),
        ("<a><br>", { worst("<a><br>") }),
    ]

    @Test(arguments: html.map(\.0))
    func mastodonReadsAMegabyteOnce(name: String) throws {
        let make = try #require(Self.html.first { $0.0 == name }?.1)
        let html = make()
        let read = Self.timed("Mastodon \(name)") { MastodonContent(html: html) }
        #expect(read.text.utf8.count <= html.utf8.count)
    }
}

extension LinearParsersTests {
    /// A feed's item of a hundred thousand elements, each new: read once, every field kept.
    @Test func aFeedItemOfAHundredThousandElementsIsReadOnce() throws {
        let fields = (0..<100_000).map { "<f\($0)>v</f\($0)>" }.joined()
        let feed = Data("<?xml version=\"1.0\"?><rss><channel><item>\(fields)</item></channel></rss>".utf8)
        let document = Self.timed("feed, 100 000 fields") { try? FeedDocument(data: feed, maximumItems: 10) }
        #expect(document?.items.first?.fields.count == 100_000)
    }
}
