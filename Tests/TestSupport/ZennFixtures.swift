import Foundation

/// Bodies shaped like Zenn's topic feeds (`https://zenn.dev/topics/<topic>/feed`): RSS 2.0 with
/// `dc:creator`, CDATA titles and descriptions, an `enclosure` (the cover image), `guid` and RFC
/// 822 dates, about twenty items, newest first.
public enum ZennFixtures {
    /// One article of a feed.
    public struct Item: Sendable {
        public var title: String
        public var slug: String
        public var author: String
        public var published: String
        public var description: String
        /// Whether the title is written as CDATA (Zenn's way) or escaped text.
        public var cdata: Bool

        public init(
            _ title: String, slug: String, author: String = "zenn_writer", published: String,
            description: String = "記事の説明", cdata: Bool = true
        ) {
            (self.title, self.slug, self.author, self.published) = (title, slug, author, published)
            (self.description, self.cdata) = (description, cdata)
        }

        /// The article's address on Zenn.
        public var link: String { "https://zenn.dev/\(author)/articles/\(slug)" }
    }

    /// The path of `topic`'s feed.
    public static func path(_ topic: String) -> String { "/topics/\(topic)/feed" }

    /// `topic`'s feed holding `items`.
    public static func feed(_ topic: String, _ items: [Item]) -> String {
        let entries = items.map { item in
            let title = item.cdata ? "<![CDATA[\(item.title)]]>" : escaped(item.title)
            return """
                <item><title>\(title)</title><description><![CDATA[\(item.description)]]></description>\
                <link>\(item.link)</link><guid isPermaLink="true">\(item.link)</guid>\
                <dc:creator><![CDATA[\(item.author)]]></dc:creator><pubDate>\(item.published)</pubDate>\
                <enclosure url="https://res.cloudinary.com/zenn/image/upload/og/\(item.slug).png" length="0" type="image/png"/></item>
                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?><rss xmlns:dc="http://purl.org/dc/elements/1.1/" \
            xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom" version="2.0">\
            <channel><title><![CDATA[Zennの「\(topic)」のフィード]]></title>\
            <description><![CDATA[Zennのトピック「\(topic)」のRSSフィードです]]></description>\
            <link>https://zenn.dev/topics/\(topic)</link><image><url>https://static.zenn.studio/images/logo-only-dark.png</url>\
            <title>Zennの「\(topic)」のフィード</title><link>https://zenn.dev/topics/\(topic)</link></image>\
            <generator>zenn.dev</generator><lastBuildDate>Sun, 22 Nov 2026 12:00:00 GMT</lastBuildDate>\
            <atom:link href="https://zenn.dev/topics/\(topic)/feed" rel="self" type="application/rss+xml"/>\
            <language><![CDATA[ja]]></language>\(entries.joined())</channel></rss>
            """
    }

    /// `text` escaped for XML.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// The billion-laughs document: ten entities, each ten of the one before.
    public static let entityBomb = """
        <?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">\
        \((1...9).map { "<!ENTITY lol\($0) \"\(String(repeating: "&lol\($0 == 1 ? "" : String($0 - 1));", count: 10))\">" }.joined())]>\
        <rss version="2.0"><channel><item><title>&lol9;</title></item></channel></rss>
        """
}
