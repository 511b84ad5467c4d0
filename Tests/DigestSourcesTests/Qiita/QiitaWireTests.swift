import Foundation
import Testing

@testable import DigestSources

/// Odd but possible Qiita items: each decodes to something sensible or is skipped, never fatal.
struct QiitaWireTests {
    func items(_ json: String) throws -> LossyArray<QiitaWire.Item> {
        try JSONDecoder().decode(LossyArray<QiitaWire.Item>.self, from: Data(json.utf8))
    }

    static let base = #""id":"abc","created_at":"2026-11-17T08:30:00+09:00""#

    @Test(arguments: [
        (
            #"{"# + base
                + #","title":"T","likes_count":3,"stocks_count":"4","tags":[{"name":"Swift"}],"user":{"id":"u"}}"#, "T",
            3, 4, ["Swift"], "u"
        ),
        (#"{"# + base + "}", "", nil, nil, [], ""),
        (#"{"# + base + #","title":null,"likes_count":null,"tags":null,"user":null}"#, "", nil, nil, [], ""),
        (
            #"{"# + base + #","title":42,"likes_count":-3,"stocks_count":2.6,"tags":"Swift","user":"u"}"#, "", 0, 3, [],
            ""
        ),
        (
            #"{"# + base + #","tags":[{"name":"Swift"},"iOS",{"name":7},null,{"name":"日本語"}]}"#, "", nil, nil,
            ["Swift", "日本語"], ""
        ),
        (
            #"{"# + base + #","title":"**太字** <script>\r\n[x](javascript:alert(1))"}"#,
            "**太字** <script>\r\n[x](javascript:alert(1))", nil, nil, [], ""
        ),
        (#"{"# + base + #","likes_count":1e300}"#, "", Int(Int32.max), nil, [], ""),
    ])
    func itemsAreReadLeniently(json: String, title: String, likes: Int?, stocks: Int?, tags: [String], author: String)
        throws
    {
        let decoded = try items("[" + json + "]")
        #expect(decoded.skipped == 0)
        let item = try #require(decoded.items.first)
        #expect(item.id == "abc")
        #expect(item.createdAt == Date(timeIntervalSince1970: 1_794_871_800))
        #expect(item.title == title)
        #expect(item.likes == likes)
        #expect(item.stocks == stocks)
        #expect(item.tags == tags)
        #expect(item.author == author)
    }

    @Test func itemsWithoutAnIdOrADateAreSkippedAndCounted() throws {
        let decoded = try items(
            #"""
            [{"id":"","created_at":"2026-11-17T08:30:00+09:00"},{"id":"a"},{"id":"b","created_at":"yesterday"},
             {"id":7,"created_at":"2026-11-17T08:30:00+09:00"},null,"x",[],{"id":"ok","created_at":"2026-11-17T08:30:00.123+09:00"}]
            """#)
        #expect(decoded.items.map(\.id) == ["ok"])
        #expect(decoded.skipped == 7)
    }

    @Test(arguments: [
        #"{"items":[]}"#, #"{"message":"Not found","type":"not_found"}"#, "null", "", "<html>", #"[{"id":"a""#,
    ])
    func anAnswerThatIsNotAListIsAnError(json: String) {
        #expect(throws: (any Error).self) { try items(json) }
    }

    @Test func aHugeBodyIsReadWhole() throws {
        let body = String(repeating: "日本語の本文。", count: 100_000)
        let decoded = try items(#"[{"# + Self.base + #","body":"\#(body)"}]"#)
        #expect(decoded.items.first?.body.count == body.count)
    }
}
