import Foundation

/// What the XML parser's error means, in words: `XMLParser` on Linux reports libxml2's error
/// number alone ("NSXMLParserErrorDomain error 76"), which tells a reader nothing.
enum XMLParserWords {
    /// The words for `error`'s code (libxml2's numbering), or "" when there are none better than
    /// "not well-formed XML".
    static func describe(_ error: (any Error)?) -> String {
        guard let error else { return "" }
        switch (error as NSError).code {
        case 3, 4: return "it holds no XML element"
        case 5: return "it ends before its elements close, or goes on after its last one"
        case 6, 7, 8, 9, 10: return "it holds a character XML does not allow"
        case 26, 27: return "it uses an entity (&name;) that XML does not define"
        case 31, 32: return "its encoding is not one the parser knows"
        case 38, 39, 40, 41, 43, 44, 73: return "an attribute or a tag is not written as XML writes one"
        case 42: return "an element repeats an attribute"
        case 45, 47: return "a comment or processing instruction is never closed"
        case 76: return "a closing tag does not match the element it closes"
        case 77: return "a tag is never finished"
        case 80: return "a comment holds --"
        case 85, 86: return "its elements are not nested properly"
        case 89: return "an entity refers to itself"
        default: return ""
        }
    }
}
