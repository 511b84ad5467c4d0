import Foundation
import TestSupport
import Testing

@testable import DigestSources

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Issue 57: a DTD is refused wherever it stands, whatever comes before it and in whatever
/// encoding; a feed that cannot be read says why in words.
struct ZennDTDTests {
    static let doctype = #"<!DOCTYPE rss [<!ENTITY e SYSTEM "file:///etc/passwd">]>"#
    static let feed = #"<rss version="2.0"><channel><item><title>&e;</title></item></channel></rss>"#

    /// (what comes first, then the DOCTYPE and the feed).
    static let ahead: [String] = [
        #"<?xml version="1.0"?>"#,
        #"<?xml version="1.0"?><!-- <x> looks like an element -->"#,
        #"<?xml version="1.0"?><!-- <rss> --><!-- second -->"#,
        #"<?xml version="1.0"?><?xml-stylesheet href="<x"?>"#,
        #"<?xml version="1.0"?><?pi <rss version="2.0"> ?>"#,
        "\u{FEFF}<?xml version=\"1.0\"?>\n\t <!--\n<x\n-->\r\n",
        "<!-- " + String(repeating: "<a>", count: 5000) + " -->",
        "",
    ]

    @Test(arguments: ahead)
    func aDTDBehindCommentsAndInstructionsIsRefused(prefix: String) {
        #expect(throws: FeedError.declaresDTD) {
            try ZennFeed(data: Data((prefix + Self.doctype + Self.feed).utf8))
        }
    }

    @Test(arguments: [
        (String.Encoding.utf16LittleEndian, [UInt8]([0xFF, 0xFE])), (.utf16BigEndian, [0xFE, 0xFF]),
        (.utf16LittleEndian, []), (.utf16BigEndian, []), (.utf32LittleEndian, []),
    ])
    func aFeedInUTF16OrUTF32IsRefused(encoding: String.Encoding, mark: [UInt8]) throws {
        let text = #"<?xml version="1.0" encoding="UTF-16"?><!-- <x> -->"# + Self.doctype + Self.feed
        let data = Data(mark) + (try #require(text.data(using: encoding)))
        #expect(throws: FeedError.notUTF8("UTF-16 or UTF-32")) { try ZennFeed(data: data) }
    }

    /// libxml2 reads a document that begins `<?xm` in EBCDIC as EBCDIC: no `<` byte, so no scan
    /// of ASCII could see its DTD; a document that does not begin with `<` is refused.
    @Test func aFeedThatDoesNotBeginWithALessThanSignIsRefused() throws {
        let ebcdic: [UInt8] = [0x4C, 0x6F, 0xA7, 0x94, 0x93, 0x40, 0xA5, 0x85, 0x99, 0xA2, 0x89, 0x96, 0x95]
        #expect(throws: FeedError.malformed(line: 1, detail: "it does not begin with an XML element")) {
            try ZennFeed(data: Data(ebcdic))
        }
        #expect(throws: FeedError.notUTF8("UTF-7")) {
            try ZennFeed(data: Data([0xEF, 0xBB, 0xBF] + Array(#"<?xml version="1.0" encoding="UTF-7"?><rss/>"#.utf8)))
        }
    }

    @Test(arguments: ["ISO-8859-1", "UTF-7", "EBCDIC-US", "Shift_JIS", "utf-16"])
    func aDeclaredEncodingOtherThanUTF8IsRefused(encoding: String) {
        let text = #"<?xml version="1.0" encoding='\#(encoding)'?>"# + Self.feed
        #expect(throws: FeedError.notUTF8(encoding)) { try ZennFeed(data: Data(text.utf8)) }
    }

    @Test(arguments: ["UTF-8", "utf-8", "US-ASCII"])
    func utf8AndASCIIAreRead(encoding: String) throws {
        let text = #"<?xml version="1.0" encoding="\#(encoding)"?><rss version="2.0"><channel></channel></rss>"#
        #expect(try ZennFeed(data: Data(text.utf8)).items.isEmpty)
    }

    /// The second layer: with the prolog check stepped around, the parser's first declaration stops it.
    @Test(arguments: [
        #"<!DOCTYPE rss [<!ELEMENT rss ANY>]><rss/>"#, #"<!DOCTYPE rss [<!ATTLIST rss a CDATA "x">]><rss/>"#,
    ])
    func theParserStopsAtADeclaration(document: String) {
        let reader = ItemReader()
        let parser = XMLParser(data: Data(document.utf8))
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        _ = parser.parse()
        #expect(reader.failure == .declaresDTD)
    }

    @Test(arguments: [
        ("<rss><channel><item><title>a</item></channel></rss>", "it ends before its last element closes"),
        (#"<rss version=2.0></rss>"#, "not written as XML writes one"),
        ("<rss><title>&nbsp;</title></rss>", "an entity (&name;) that XML does not define"),
        ("<rss><title>\u{1}</title></rss>", "a character XML does not allow"),
        ("<rss><!-- a -- b --></rss>", "a comment holds --"),
    ])
    func aFeedThatCannotBeReadSaysWhyInWords(body: String, words: String) {
        do {
            _ = try ZennFeed(data: Data(body.utf8))
            Issue.record("read as a feed")
        } catch {
            guard case .malformed(_, let detail) = error else { return #expect(Bool(false), "\(error)") }
            #expect(detail.contains(words), "\(detail)")
            #expect(!detail.contains("error "), "\(detail)")
        }
    }
}
