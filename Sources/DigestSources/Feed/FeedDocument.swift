import DigestCore
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A feed's items, as FoundationXML's `XMLParser` reads them.
///
/// RSS 2.0 (Zenn's topics) or RSS 1.0, RDF (Hatena's bookmarks), read by libxml2 underneath (the
/// parser the toolchain ships): each `<item>`'s attributes, and the text of each element in it
/// (the first of each name), CDATA and entities decoded by the parser.
///
/// A document that declares a DTD is refused: a feed has none, and a DTD is where entity bombs
/// and external entities live. ``XMLProlog`` finds one before the parser runs, reading the prolog
/// by XML's grammar; behind it, the parser's first element or attribute declaration stops it.
struct FeedDocument: Equatable {
    /// One `<item>`.
    struct Item: Equatable {
        /// The item element's attributes, such as RSS 1.0's `rdf:about`.
        var attributes: [String: String]
        /// The trimmed text of each element in the item, by name: `title`, `link`, `dc:date`.
        var fields: [String: String]
    }

    /// The items, in the feed's order.
    var items: [Item]

    /// The roots a feed may have: RSS 2.0's and RSS 1.0's.
    static let roots: Set<String> = ["rss", "rdf:RDF"]

    /// Reads `data`, refusing more than `maximumItems` items; the error says what is wrong with it.
    init(data: Data, maximumItems: Int) throws(FeedError) {
        if let problem = XMLProlog.problem(data) { throw problem }
        let reader = ItemReader(maximumItems: maximumItems)
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
        guard let root = reader.root, Self.roots.contains(root) else { throw .notRSS(root: reader.root ?? "") }
        items = reader.items
    }
}

/// Why a feed could not be read.
enum FeedError: Error, Equatable {
    /// The XML is not well formed (truncated, an HTML page), at `line`.
    case malformed(line: Int, detail: String)
    /// Well-formed XML whose root is not `<rss>` or `<rdf:RDF>`.
    case notRSS(root: String)
    /// It declares a DTD (`<!DOCTYPE`, `<!ENTITY`).
    case declaresDTD
    /// It is not in UTF-8 (or ASCII): UTF-16, or the encoding its declaration names.
    case notUTF8(String)
    /// More items than the reader takes.
    case tooManyItems

    /// What is wrong, as the part of a sentence a source's error puts in brackets: `service`'s
    /// feeds are UTF-8, `items` names what a feed lists ("articles"), `preview` is how the answer
    /// begins.
    func detail(service: String, items: String, maximum: Int, preview: String) -> String {
        switch self {
        case let .malformed(line, message):
            "it is not well-formed XML at line \(line)\(message.isEmpty ? "" : ": \(SingleLine.squeezed(message, limit: 120))"); it begins \(preview)"
        case .notRSS(let root): "its root is <\(SingleLine.squeezed(root, limit: 40))>, not <rss> or <rdf:RDF>"
        case .declaresDTD: "it declares a DTD, which a feed does not"
        case .notUTF8(let encoding):
            "it is written in \(SingleLine.squeezed(encoding, limit: 40)), and \(service)'s feeds are UTF-8"
        case .tooManyItems: "it lists more than \(maximum) \(items)"
        }
    }
}

/// The delegate that collects the items.
final class ItemReader: NSObject, XMLParserDelegate {
    let maximumItems: Int
    var root: String?
    /// How many elements are open.
    var depth = 0
    var items: [FeedDocument.Item] = []
    var failure: FeedError?
    /// The item being read, and the text of the element being read in it.
    var item: FeedDocument.Item?
    var text = ""

    init(maximumItems: Int = 1000) {
        self.maximumItems = maximumItems
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if root == nil { root = name }
        depth += 1
        if name == "item" { item = FeedDocument.Item(attributes: attributes, fields: [:]) }
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
        // No binding of the item lives past this branch: a second reference to its fields would
        // make the change below copy them.
        guard item != nil else { return }
        if name == "item" {
            if let current = item { items.append(current) }
            item = nil
            if items.count > maximumItems {
                failure = .tooManyItems
                parser.abortParsing()
            }
        } else if item?.fields[name] == nil {
            // Changed where it is held: a copy changed and put back would copy every field so far
            // at each new one, quadratic in an item of a hundred thousand elements.
            item?.fields[name] = text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        text = ""
    }
}
