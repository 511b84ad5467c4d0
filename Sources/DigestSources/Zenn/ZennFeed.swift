import DigestCore
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A Zenn topic's RSS 2.0 feed, read with FoundationXML's `XMLParser` (libxml2 underneath, the
/// parser the toolchain ships): each `<item>`'s title, link, author (`dc:creator`), publication
/// time and description, CDATA and entities decoded by the parser.
///
/// A document that declares a DTD is refused: an RSS feed has none, and a DTD is where entity
/// bombs and external entities live. ``XMLProlog`` finds one before the parser runs, reading the
/// prolog by XML's grammar; behind it, the parser's first element or attribute declaration stops it.
struct ZennFeed: Equatable {
    /// One `<item>`.
    struct Item: Equatable {
        var title: String
        var link: String
        var author: String
        var published: Date?
        var summary: String
    }

    /// The items, newest first as the feed lists them.
    var items: [Item]

    /// The most items read from one feed (Zenn sends about twenty).
    static let maximumItems = 1000

    /// Reads `data`; the error says what is wrong with it.
    init(data: Data) throws(ZennFeedError) {
        if let problem = XMLProlog.problem(data) { throw problem }
        let reader = ItemReader()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = reader
        let parsed = parser.parse()
        guard parsed, reader.failure == nil else {
            if let failure = reader.failure { throw failure }
            throw .malformed(line: parser.lineNumber, detail: XMLParserWords.describe(parser.parserError))
        }
        // XMLParser accepts a document cut short, or none at all: every element must have closed.
        guard reader.root != nil, reader.depth == 0 else {
            throw .malformed(
                line: parser.lineNumber,
                detail: reader.root == nil ? "no element" : "it ends before its last element closes")
        }
        guard reader.root == "rss" || reader.root == "rdf:RDF" else { throw .notRSS(root: reader.root ?? "") }
        items = reader.items
    }
}

/// Why a feed could not be read.
enum ZennFeedError: Error, Equatable {
    /// The XML is not well formed (truncated, an HTML page), at `line`.
    case malformed(line: Int, detail: String)
    /// Well-formed XML whose root is not `<rss>`.
    case notRSS(root: String)
    /// It declares a DTD (`<!DOCTYPE`, `<!ENTITY`).
    case declaresDTD
    /// It is not in UTF-8 (or ASCII): UTF-16, or the encoding its declaration names.
    case notUTF8(String)
    /// More items than ``ZennFeed/maximumItems``.
    case tooManyItems
}

/// The delegate that collects the items.
final class ItemReader: NSObject, XMLParserDelegate {
    var root: String?
    /// How many elements are open.
    var depth = 0
    var items: [ZennFeed.Item] = []
    var failure: ZennFeedError?
    /// The item being read, and the text of the element being read in it.
    var item: [String: String]?
    var text = ""

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if root == nil { root = name }
        depth += 1
        if name == "item" { item = [:] }
        text = ""
    }

    /// A declaration only a DTD holds: whatever got it past ``XMLProlog``, reading stops here.
    ///
    /// FoundationXML on Linux tells a delegate of element and attribute declarations only (not of
    /// entities or a bare `<!DOCTYPE>`, and a `<!NOTATION>` crashes it), so ``XMLProlog`` is the
    /// layer that decides; this one is the parser's own word, behind it.
    func refuseDTD(_ parser: XMLParser) {
        failure = .declaresDTD
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, foundElementDeclarationWithName name: String, model: String) { refuseDTD(parser) }

    func parser(
        _ parser: XMLParser, foundAttributeDeclarationWithName name: String, forElement element: String,
        type: String?, defaultValue: String?
    ) { refuseDTD(parser) }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if item != nil { text += string }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        if item != nil { text += String(decoding: block, as: UTF8.self) }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        depth -= 1
        guard var current = item else { return }
        if name == "item" {
            items.append(
                ZennFeed.Item(
                    title: current["title"] ?? "", link: current["link"] ?? current["guid"] ?? "",
                    author: current["dc:creator"] ?? current["author"] ?? "",
                    published: (current["pubDate"] ?? current["dc:date"]).flatMap(RSSDate.parse),
                    summary: current["description"] ?? ""))
            item = nil
            if items.count > ZennFeed.maximumItems {
                failure = .tooManyItems
                parser.abortParsing()
            }
        } else if current[name] == nil {
            current[name] = text.trimmingCharacters(in: .whitespacesAndNewlines)
            item = current
        }
        text = ""
    }
}

/// RSS dates (RFC 822 as RFC 2822 writes it): `Thu, 26 Nov 2026 09:00:00 GMT`, `+0900`, or
/// without the weekday; and ISO 8601 (`dc:date`).
enum RSSDate {
    static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return HTTPDate.parse(trimmed) ?? ISOTimestamp.parse(trimmed)
            ?? HTTPDate.parse(
                trimmed, formats: ["EEE, d MMM yyyy HH:mm:ss Z", "d MMM yyyy HH:mm:ss Z", "EEE, d MMM yyyy HH:mm Z"])
    }
}
