/// The query parameters (and Amazon's `/ref=` path segment) that only say where a click came from
/// or who earns from it: removed from every shared address and from the post's text.
///
/// Each rule names the parameters it removes and, when they mean something else elsewhere
/// (Amazon's `tag`), the hosts it applies to.
enum TrackingParameters {
    /// One rule: parameter names (lowercased) or name prefixes, on every host or only on some.
    struct Rule: Sendable {
        /// Exact names, lowercased.
        var names: Set<String> = []
        /// Name prefixes, lowercased.
        var prefixes: [String] = []
        /// Registrable-domain prefixes the rule is limited to (`amazon.` matches `amazon.co.jp`), or
        /// nil for every host.
        var hosts: [String]? = nil

        func applies(to host: String) -> Bool {
            guard let hosts else { return true }
            let bare = host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
            return hosts.contains { bare.hasPrefix($0) || bare.contains(".\($0)") }
        }

        func removes(_ name: String) -> Bool {
            names.contains(name) || prefixes.contains { name.hasPrefix($0) }
        }
    }

    /// The rules, in the words of docs/configuration.md: campaign and click identifiers
    /// everywhere, affiliate and referral identifiers everywhere, and Amazon's associate and
    /// ranking parameters on Amazon.
    static let rules: [Rule] = [
        Rule(
            names: [
                "fbclid", "gclid", "dclid", "gbraid", "wbraid", "msclkid", "yclid", "twclid", "igshid", "mc_cid",
                "mc_eid", "_hsenc", "_hsmi", "mkt_tok", "ref_src", "ref_url", "vero_id", "oly_anon_id", "oly_enc_id",
                "rb_clickid", "s_cid",
            ],
            prefixes: ["utm_"]),
        Rule(
            names: [
                "affiliate", "affiliate_id", "aff_id", "affid", "a8mat", "irclickid", "irgwc", "ranmid", "raneaid",
                "ransiteid", "referral_code", "referrer_id",
            ]),
        Rule(names: ["si", "feature", "pp"], hosts: ["youtube.", "youtu.be", "music.youtube.", "open.spotify."]),
        Rule(
            names: [
                "tag", "linkcode", "linkid", "ref", "ref_", "camp", "creative", "creativeasin", "ascsubtag",
                "content-id", "_encoding", "psc", "qid", "sr", "sprefix", "crid", "keywords",
            ],
            prefixes: ["pd_rd_", "pf_rd_"], hosts: ["amazon.", "amzn."]),
    ]

    /// Amazon's hosts, where `/ref=…` in the path is a referral too.
    static let amazon = Rule(hosts: ["amazon.", "amzn."])

    /// Whether `name` on `host` is only tracking or referral.
    static func removes(_ name: String, on host: String) -> Bool {
        let lowered = name.lowercased()
        return rules.contains { $0.applies(to: host) && $0.removes(lowered) }
    }

    /// `path` without Amazon's `/ref=…` segment, on Amazon's hosts.
    static func cleanedPath(_ path: String, on host: String) -> String {
        guard amazon.applies(to: host), let range = path.range(of: "/ref=") else { return path }
        let rest = path[range.upperBound...]
        let after = rest.firstIndex(of: "/").map { String(rest[$0...]) } ?? ""
        return String(path[..<range.lowerBound]) + after
    }
}
