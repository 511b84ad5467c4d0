import TestSupport
import Testing

@testable import DigestCore

/// Most addresses are read byte by byte (``WebURL/init(plainText:)``) instead of through
/// `URLComponents`; whenever the quick way gives an answer it must be the slow way's, on random
/// addresses built from the parts that make the slow way encode, lower-case, reject or keep.
struct WebURLPlainTests {
    static let schemes = ["http://", "https://", "https://", "http://", "https://", "HTTPS://", "ftp://", "http:/"]
    static let labels = ["example", "com", "www", "a-b", "9", "-x"]
    static let oddHost = ["Ex", ":80", ":", "@", "user@", "%41", "日本", "_", " ", "", "."]
    static let plainPath = [
        "/", "/", "/", "a", "Z", "9", "-", ".", "..", "_", "~", "%20", "%C3%A9", "?", "&", "=", ";", ",", "+", "*", "!",
        "$",
        ":", "@",
    ]
    static let oddPath = [
        "%2", "%zz", "#", "'", "(", ")", "\"", "[", "]", "{", "|", "^", "`", " ", "\\", "é", "\u{0}", "\n", "<", ">",
    ]

    /// `count` parts, each from `odd` one time in six and from `plain` otherwise.
    static func parts(_ count: Int, _ plain: [String], _ odd: [String], _ random: inout SeededRandom) -> String {
        (0..<count).map { _ in
            (Int.random(in: 0..<6, using: &random) == 0 ? odd : plain).randomElement(using: &random) ?? ""
        }.joined()
    }

    @Test func theQuickWayAgreesWithURLComponents() {
        var random = SeededRandom(seed: 0x0BAD_CAFE)
        var (quick, slow, rejected) = (0, 0, 0)
        for _ in 0..<20_000 {
            let scheme = Self.schemes.randomElement(using: &random) ?? ""
            var host = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                Self.labels.randomElement(using: &random) ?? ""
            }.joined(separator: ".")
            if Int.random(in: 0..<4, using: &random) == 0 {
                let odd = Self.oddHost.randomElement(using: &random) ?? ""
                host = Bool.random(using: &random) ? odd + host : host + odd
            }
            let path = Self.parts(Int.random(in: 0...8, using: &random), Self.plainPath, Self.oddPath, &random)
            let text = scheme + host + path
            let parsed = WebURL(parsing: text)
            if let plain = WebURL(plainText: text) {
                quick += 1
                #expect(plain.absoluteString == parsed?.absoluteString, "\(text.debugDescription)")
                #expect(plain.displayHost == parsed?.displayHost, "\(text.debugDescription)")
            } else if parsed != nil {
                slow += 1
            } else {
                rejected += 1
            }
            #expect(WebURL(text) == parsed, "\(text.debugDescription)")
        }
        // Every way is taken often, so no side of the comparison is idle.
        #expect(quick > 1_500 && slow > 1_000 && rejected > 1_000, "\(quick) quick, \(slow) slow, \(rejected) rejected")
    }

    @Test(arguments: [
        ("https://swift.org/blog/", true), ("http://example.com", true), ("https://www.a-b.example/x?y=1&z#f", true),
        ("https://example.com/%E3%81%82", true), ("HTTPS://swift.org", false), ("https://Swift.org", false),
        ("https://example.com:443/", false), ("https://u@example.com/", false), ("https://example.com/a b", false),
        ("https://example.com/(x)", false), ("https://example..com/", false), ("https://example.com/%2", false),
        ("https://example.com/#a#b", false), (" https://example.com/", false), ("https://", false),
    ])
    func plainAddresses(text: String, isPlain: Bool) {
        #expect((WebURL(plainText: text) != nil) == isPlain)
    }
}
