import Crypto
import Foundation

/// Signs a request as RFC 5849 §3 says (OAuth 1.0a, HMAC-SHA1), for X's user context.
///
/// The signature covers the method, the address without its query, and every parameter: the
/// query's, a form body's, and the protocol's own (`oauth_…`), each percent-encoded as §3.6 says,
/// sorted. It is keyed by the two secrets, which never travel.
enum OAuth1Signer {
    /// The `Authorization` header for `method` `url` at `timestamp` (UNIX seconds) with `nonce`;
    /// `form` holds the parameters of a form-encoded body, when there is one.
    static func authorization(
        method: String, url: URL, form: [(String, String)] = [], key: OAuth1Key, nonce: String, timestamp: Int
    ) -> String {
        var protocolParameters = [
            ("oauth_consumer_key", key.consumerKey), ("oauth_nonce", nonce), ("oauth_signature_method", "HMAC-SHA1"),
            ("oauth_timestamp", String(timestamp)), ("oauth_token", key.token), ("oauth_version", "1.0"),
        ]
        let parameters = queryParameters(of: url) + form + protocolParameters
        let signature = signature(method: method, url: url, parameters: parameters, key: key)
        protocolParameters.append(("oauth_signature", signature))
        return "OAuth "
            + protocolParameters.map { "\(encoded($0.0))=\"\(encoded($0.1))\"" }.joined(separator: ", ")
    }

    /// §3.4.2: HMAC-SHA1 of the base string, keyed by both secrets, in Base64.
    static func signature(method: String, url: URL, parameters: [(String, String)], key: OAuth1Key) -> String {
        let secret = encoded(key.consumerSecret) + "&" + encoded(key.tokenSecret)
        let code = HMAC<Insecure.SHA1>.authenticationCode(
            for: Data(baseString(method: method, url: url, parameters: parameters).utf8),
            using: SymmetricKey(data: Data(secret.utf8)))
        return Data(code).base64EncodedString()
    }

    /// §3.4.1: the method, the base address and the normalised parameters, each encoded, joined by `&`.
    static func baseString(method: String, url: URL, parameters: [(String, String)]) -> String {
        let normalised = parameters.map { (encoded($0.0), encoded($0.1)) }
            .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
            .map { $0.0 + "=" + $0.1 }
            .joined(separator: "&")
        return method.uppercased() + "&" + encoded(baseAddress(url)) + "&" + encoded(normalised)
    }

    /// §3.4.1.2: scheme and host lowercased, a default port left out, the path; no query or fragment.
    static func baseAddress(_ url: URL) -> String {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false) ?? URLComponents()
        components.scheme = components.scheme?.lowercased()
        components.host = components.host?.lowercased()
        if components.port == (components.scheme == "https" ? 443 : components.scheme == "http" ? 80 : nil) {
            components.port = nil
        }
        components.user = nil
        components.password = nil
        components.query = nil
        components.fragment = nil
        if components.percentEncodedPath.isEmpty { components.percentEncodedPath = "/" }
        return components.string ?? url.absoluteString
    }

    /// The query's parameters, decoded, in order.
    static func queryParameters(of url: URL) -> [(String, String)] {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return items.map { ($0.name, $0.value ?? "") }
    }

    /// §3.6: every byte of the UTF-8 but the unreserved characters (`A`–`Z`, `a`–`z`, `0`–`9`,
    /// `-`, `.`, `_`, `~`) as `%XX`, in capitals.
    static func encoded(_ text: String) -> String {
        let hexDigits = Array("0123456789ABCDEF")
        var result = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            let isUnreserved =
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~".unicodeScalars.contains(scalar)
            if scalar.isASCII, isUnreserved {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + String(hexDigits[Int(byte >> 4)]) + String(hexDigits[Int(byte & 15)])
            }
        }
        return result
    }
}
