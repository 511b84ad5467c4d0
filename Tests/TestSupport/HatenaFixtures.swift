import Foundation

/// Pages of a user's public Hatena bookmarks as Hatena Bookmark writes them: RSS 1.0 (RDF), the
/// channel's item list, then each item with its permalink (`rdf:about`), title, link, comment
/// (`description`), time (`dc:date`), tags (`dc:subject`) and count (`hatena:bookmarkcount`).
public enum HatenaFixtures {
    /// The user the tests read.
    public static let user = "hanako"

    /// `/<user>/bookmark.rss`.
    public static var feedPath: String { "/\(user)/bookmark.rss" }

    /// One bookmark.
    public struct Bookmark: Sendable {
        public var id: String
        public var title: String
        public var link: String
        public var comment: String
        public var date: String?
        public var tags: [String]

        public init(
            _ id: String, _ title: String, link: String, comment: String = "", date: String?, tags: [String] = []
        ) {
            self.id = id
            self.title = title
            self.link = link
            self.comment = comment
            self.date = date
            self.tags = tags
        }
    }

    /// Text as XML writes it in an element: `&`, `<` and `>` as entities.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A bookmark's permalink on Hatena.
    public static func permalink(_ id: String) -> String {
        "https://b.hatena.ne.jp/\(user)/20261117#bookmark-\(id)"
    }

    /// A page of `bookmarks`.
    public static func page(_ bookmarks: [Bookmark]) -> String {
        let sequence = bookmarks.map { "<rdf:li rdf:resource=\"\(escaped(permalink($0.id)))\"/>" }.joined()
        let items = bookmarks.map { bookmark in
            """
            <item rdf:about="\(escaped(permalink(bookmark.id)))">
            <title>\(escaped(bookmark.title))</title>
            <link>\(escaped(bookmark.link))</link>
            <description>\(escaped(bookmark.comment))</description>
            <content:encoded>&lt;blockquote&gt;\(escaped(escaped(bookmark.title)))&lt;/blockquote&gt;</content:encoded>
            \(bookmark.date.map { "<dc:date>\($0)</dc:date>" } ?? "")
            <dc:creator>\(user)</dc:creator>
            \(bookmark.tags.map { "<dc:subject>\(escaped($0))</dc:subject>" }.joined())
            <hatena:bookmarkcount>12</hatena:bookmarkcount>
            </item>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <rdf:RDF xmlns="http://purl.org/rss/1.0/" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" \
            xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" \
            xmlns:hatena="http://www.hatena.ne.jp/info/xmlns#" xmlns:opensearch="http://a9.com/-/spec/opensearchrss/1.0/" \
            xml:lang="ja">
            <channel rdf:about="https://b.hatena.ne.jp/\(user)/bookmark">
            <title>\(user)のブックマーク - はてなブックマーク</title>
            <link>https://b.hatena.ne.jp/\(user)/bookmark</link>
            <description>\(user)のブックマーク</description>
            <opensearch:startIndex>1</opensearch:startIndex>
            <items><rdf:Seq>\(sequence)</rdf:Seq></items>
            </channel>
            \(items)
            </rdf:RDF>

            """
    }
}
