import Foundation
import Testing

@testable import DigestSources

struct LinkHeaderTests {
    @Test func readsQiitasFourRelations() {
        let value =
            #"<https://qiita.com/api/v2/items?page=1&per_page=100>; rel="first", <https://qiita.com/api/v2/items?page=1&per_page=100>; rel="prev", <https://qiita.com/api/v2/items?page=3&per_page=100>; rel="next", <https://qiita.com/api/v2/items?page=9&per_page=100>; rel="last""#
        let links = LinkHeader.targets(value)
        #expect(links["next"]?.absoluteString == "https://qiita.com/api/v2/items?page=3&per_page=100")
        #expect(links["last"]?.absoluteString == "https://qiita.com/api/v2/items?page=9&per_page=100")
        #expect(links.count == 4)
    }

    @Test(arguments: [
        ("", [String: String]()),
        ("garbage", [:]),
        ("<https://a.example/2>", [:]),
        ("<https://a.example/2>; rel=next", ["next": "https://a.example/2"]),
        ("<https://a.example/2>;rel=\"NEXT\"", ["next": "https://a.example/2"]),
        (
            "<https://a.example/2>; title=\"a, b\"; rel=\"next last\"",
            ["next": "https://a.example/2", "last": "https://a.example/2"]
        ),
        ("<https://a.example/2>; rel=\"next\", <https://a.example/3>; rel=\"next\"", ["next": "https://a.example/2"]),
        ("<https://a.example/2; rel=\"next\"", [:]),
        ("</items?page=2>; rel=\"next\"", ["next": "https://b.example/items?page=2"]),
        (
            "<https://a.example/q?query=tag%3Aswift%20created%3A%3E%3D2026-11-15>; rel=\"next\"",
            ["next": "https://a.example/q?query=tag%3Aswift%20created%3A%3E%3D2026-11-15"]
        ),
    ])
    func oddHeaders(value: String, expected: [String: String]) {
        let links = LinkHeader.targets(value, relativeTo: URL(string: "https://b.example/api"))
        #expect(links.mapValues(\.absoluteString) == expected)
    }
}
