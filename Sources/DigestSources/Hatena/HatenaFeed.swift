import DigestCore
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One page of a user's public Hatena bookmarks, `bookmark.rss` (RSS 1.0, RDF), read with
/// FoundationXML's `XMLParser` as Zenn's feeds are: a DTD is refused before the parser runs
/// (``XMLProlog``), and behind it by the parser's first declaration.
struct HatenaFeed: Equatable {
    /// One `<item>`: a bookmark.
    struct Bookmark: Equatable {
        /// The bookmark's own page on Hatena (`rdf:about`): its id.
        var permalink: String
        /// The bookmarked page's title, as bookmarked.
        var title: String
        /// The bookmarked page.
        var link: String
        /// The user's comment; empty when there is none.
        var comment: String
        /// When it was bookmarked (`dc:date`).
        var date: Date?
    }

    /// The bookmarks, newest first as the page lists them.
    var bookmarks: [Bookmark]

    /// The most bookmarks read from one page (Hatena sends about twenty).
    static let maximumItems = 1000

    /// Reads `data`; the error says what is wrong with it.
    init(data: Data) throws(HatenaFeedError) {
        switch XMLProlog.problem(data) {
        case nil: break
        case .declaresDTD?: throw .declaresDTD
        case .notUTF8(let encoding)?: throw .notUTF8(encoding)
        case .malformed(let line, let detail)?: throw .malformed(line: line, detail: detail)
        case .notRSS?, .tooManyItems?: throw .malformed(line: 1, detail: "")
        }
        let reader = BookmarkReader()
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
        guard reader.root == "rdf:RDF" || reader.root == "rss" else { throw .notRSS(root: reader.root ?? "") }
        bookmarks = reader.bookmarks
    }
}

/// Why a page of bookmarks could not be read.
enum HatenaFeedError: Error, Equatable {
    /// The XML is not well formed (truncated, an HTML page), at `line`.
    case malformed(line: Int, detail: String)
    /// Well-formed XML whose root is not `<rdf:RDF>`.
    case notRSS(root: String)
    /// It declares a DTD.
    case declaresDTD
    /// It is not in UTF-8 (or ASCII).
    case notUTF8(String)
    /// More items than ``HatenaFeed/maximumItems``.
    case tooManyItems
}

/// The delegate that collects the bookmarks.
final class BookmarkReader: NSObject, XMLParserDelegate {
    var root: String?
    /// How many elements are open.
    var depth = 0
    var bookmarks: [HatenaFeed.Bookmark] = []
    var failure: HatenaFeedError?
    /// The bookmark being read (its fields by element name), and the text of the element being read in it.
    var item: [String: String]?
    var text = ""

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if root == nil { root = name }
        depth += 1
        if name == "item" { item = ["rdf:about": attributes["rdf:about"] ?? ""] }
        text = ""
    }

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
            bookmarks.append(
                HatenaFeed.Bookmark(
                    permalink: current["rdf:about"] ?? "", title: current["title"] ?? "", link: current["link"] ?? "",
                    comment: current["description"] ?? "", date: current["dc:date"].flatMap(RSSDate.parse)))
            item = nil
            if bookmarks.count > HatenaFeed.maximumItems {
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
