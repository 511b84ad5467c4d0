import Foundation
import Testing

@testable import DigestSources

/// OAuth 1.0a signatures (RFC 5849 §3.4, HMAC-SHA1) against the published test vectors.
struct OAuth1SignerTests {
    /// RFC 5849 §1.2's example: the printer's request for a photo.
    @Test func rfc5849sExample() throws {
        let url = try #require(URL(string: "http://photos.example.net/photos?file=vacation.jpg&size=original"))
        let key = OAuth1Key(
            consumerKey: "dpf43f3p2l4k3l03", consumerSecret: "kd94hf93k423kf44", token: "nnch734d00sl2jdk",
            tokenSecret: "pfkkdhi9sl3r4s00")
        let parameters =
            OAuth1Signer.queryParameters(of: url) + [
                ("oauth_consumer_key", key.consumerKey), ("oauth_token", key.token),
                ("oauth_signature_method", "HMAC-SHA1"), ("oauth_timestamp", "137131202"), ("oauth_nonce", "chapoH"),
            ]
        #expect(
            OAuth1Signer.baseString(method: "GET", url: url, parameters: parameters)
                == "GET&http%3A%2F%2Fphotos.example.net%2Fphotos&file%3Dvacation.jpg%26oauth_consumer_key%3Ddpf43f3p2l4k3l03%26oauth_nonce%3DchapoH%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131202%26oauth_token%3Dnnch734d00sl2jdk%26size%3Doriginal"
        )
        #expect(
            OAuth1Signer.signature(method: "GET", url: url, parameters: parameters, key: key)
                == "MdpQcU8iPSUjWoN/UDMsK2sui9I=")
    }

    /// X's documented example ("Creating a signature"): a POST with a form body, `oauth_version` 1.0.
    @Test func xsDocumentedExample() throws {
        let url = try #require(URL(string: "https://api.twitter.com/1.1/statuses/update.json?include_entities=true"))
        let key = OAuth1Key(
            consumerKey: "xvz1evFS4wEEPTGEFPHBog", consumerSecret: "kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw",
            token: "370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb",
            tokenSecret: "LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE")
        let header = OAuth1Signer.authorization(
            method: "POST", url: url, form: [("status", "Hello Ladies + Gentlemen, a signed OAuth request!")],
            key: key, nonce: "kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg", timestamp: 1_318_622_958)
        #expect(header.hasPrefix("OAuth oauth_consumer_key=\"xvz1evFS4wEEPTGEFPHBog\", "))
        #expect(header.contains("oauth_signature=\"hCtSmYh%2BiHYCEqBWrE7C7hYmtUk%3D\""), "\(header)")
        #expect(header.contains("oauth_version=\"1.0\""))
        // The secrets never travel.
        #expect(!header.contains(key.consumerSecret) && !header.contains(key.tokenSecret))
    }

    /// (text, as RFC 5849 §3.6 encodes it).
    static let encodings: [(String, String)] = [
        ("", ""), ("AZaz09-._~", "AZaz09-._~"), (" ", "%20"), ("+", "%2B"), ("*", "%2A"), ("/?&=", "%2F%3F%26%3D"),
        ("日本", "%E6%97%A5%E6%9C%AC"), ("%", "%25"), ("\r\n", "%0D%0A"), ("😀", "%F0%9F%98%80"),
    ]

    @Test(arguments: encodings)
    func encoding(text: String, encoded: String) {
        #expect(OAuth1Signer.encoded(text) == encoded)
    }

    /// The base address: scheme and host lowercased, a default port left out, the query and fragment dropped.
    @Test(arguments: [
        ("HTTP://Example.COM:80/r%20v/X?id=123", "http://example.com/r%20v/X"),
        ("https://www.example.net:8080/?q=1", "https://www.example.net:8080/"),
        ("https://api.x.com:443/2/users/me", "https://api.x.com/2/users/me"),
        ("https://api.x.com", "https://api.x.com/"),
    ])
    func baseAddress(url: String, base: String) throws {
        #expect(OAuth1Signer.baseAddress(try #require(URL(string: url))) == base)
    }
}
