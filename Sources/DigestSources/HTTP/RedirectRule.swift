import Foundation

/// Which redirects the client follows: the rules of libcurl and the Fetch standard, stricter.
///
/// - Never to an address the client refuses (plain http off loopback), and never from https down
///   to plain http, loopback included.
/// - A request that carries a credential (a key or token in any form) follows a redirect only
///   within its origin: the same scheme, host and port. Elsewhere it is refused, not followed
///   without the credential, so the user learns of it and can point the setting there if they
///   trust the new address.
package enum RedirectRule {
    /// Why following `from` to `to` is refused, or nil when it may be followed.
    static func refusal(from: URL, to: URL, carriesCredential: Bool) -> TransportError? {
        guard APIBase.isAllowed(to) else { return .insecureRedirect(to: shown(to)) }
        if from.scheme?.lowercased() == "https", to.scheme?.lowercased() != "https" {
            return .insecureRedirect(to: shown(to))
        }
        if carriesCredential, Origin(from) != Origin(to) { return .credentialRedirect(to: shown(to)) }
        return nil
    }

    /// The method of the next request: a 303 turns anything but HEAD into GET (RFC 9110 §15.4.4),
    /// and a 301 or 302 turns a POST into GET, as browsers and libcurl's default do.
    static func method(after status: Int, was method: String) -> String {
        switch (status, method) {
        case (303, "HEAD"): "HEAD"
        case (303, _): "GET"
        case (301, "POST"), (302, "POST"): "GET"
        default: method
        }
    }

    /// `https://host:port/path`: the target as messages show it, without user, password or query.
    static func shown(_ url: URL) -> String {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        components?.user = nil
        components?.password = nil
        components?.query = nil
        components?.fragment = nil
        return components?.string ?? "(an address that cannot be shown)"
    }

    /// `https://host:port`: how messages name where a redirect pointed, for its path can be a
    /// secret (a webhook's address, a token in a path).
    package static func origin(_ shown: String) -> String {
        guard let components = URLComponents(string: shown), let scheme = components.scheme,
            let host = components.host
        else { return "(an address that cannot be shown)" }
        return "\(scheme)://\(host)\(components.port.map { ":\($0)" } ?? "")"
    }

    /// Scheme, host and port, with the scheme's default port written out (RFC 6454).
    struct Origin: Equatable {
        let scheme: String
        let host: String
        let port: Int?

        init(_ url: URL) {
            scheme = url.scheme?.lowercased() ?? ""
            host = url.host?.lowercased() ?? ""
            port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil)
        }
    }
}
