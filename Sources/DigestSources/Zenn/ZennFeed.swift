import DigestCore
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A Zenn topic's RSS 2.0 feed, read with FoundationXML's `XMLParser` (libxml2 underneath, the
/// parser the toolchain ships): each `<item>`'s title, link, author (`dc:creator`), publication
/// time and description, CDATA and entities decoded by the parser.
///
/// A document that declares a DTD is refused before it is parsed: an RSS feed has none, and a
/// DTD is where entity bombs and external entities live.
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
        let prolog = String(decoding: Self.prolog(data), as: UTF8.self)
        if prolog.range(of: "<!DOCTYPE", options: .caseInsensitive) != nil || prolog.contains("<!ENTITY") {
            throw .declaresDTD
        }
        let reader = ItemReader()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = reader
        let parsed = parser.parse()
        guard parsed, reader.failure == nil else {
            if let failure = reader.failure { throw failure }
            throw .malformed(
                line: parser.lineNumber, detail: parser.parserError.map { "\($0.localizedDescription)" } ?? "")
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

extension ZennFeed {
    /// The bytes before the first element's start tag (`<` and a letter): the prolog, where a
    /// DTD would stand, however many comments come first.
    static func prolog(_ data: Data) -> Data {
        var previous: UInt8 = 0
        for (offset, byte) in data.enumerated() {
            let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            if previous == UInt8(ascii: "<"), isLetter { return data.prefix(offset) }
            previous = byte
        }
        return data
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
