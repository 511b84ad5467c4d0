import Testing

@testable import DigestRender

/// A list in words: nothing, one item as it is, the last two joined by the locale's last separator.
struct ListWordsTests {
    static let cases: [(locale: String, items: [String], joined: String)] = [
        ("en", [], ""), ("en", ["Swift"], "Swift"), ("en", ["Swift", "Go"], "Swift and Go"),
        ("en", ["Swift", "Go", "C"], "Swift, Go and C"), ("en", ["", ""], " and "),
        ("ja", ["月"], "月"), ("ja", ["月", "火"], "月、火"), ("ja", ["月", "火", "水"], "月、火、水"),
        ("en", ["<b>", "&amp;", "🚀"], "<b>, &amp; and 🚀"),
    ]

    @Test(arguments: cases)
    func aListIsJoinedAsTheLocaleSays(locale: String, items: [String], joined: String) throws {
        #expect(try Fixtures.words(locale).lists.joined(items) == joined)
    }

    /// A list longer than the 256 bytes put together on the stack comes out whole.
    @Test func aLongListIsJoinedWhole() {
        let words = ListWords(separator: "; ", lastSeparator: " or ")
        let items = (1...300).map { "item \($0)" }
        let joined = words.joined(items)
        #expect(joined == items.dropLast().joined(separator: "; ") + " or item 300")
        #expect(joined.utf8.count > 256)
    }
}
