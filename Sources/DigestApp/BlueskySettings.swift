import DigestCore
import DigestSources
import Foundation

/// The Bluesky settings: `BLUESKY_HANDLE` (a handle or a DID) turns the source on.
///
/// No key is needed. `BLUESKY_API_URL` names another AppView.
struct BlueskySettings {
    /// The handle (lowercased, without `@`) or the DID.
    var actor: String
    /// The AppView's base.
    var base: APIBase

    /// The settings in `environment`, or nil when `BLUESKY_HANDLE` is unset.
    init?(environment: [String: String]) throws(RunError) {
        guard let value = Configuration.value("BLUESKY_HANDLE", in: environment) else { return nil }
        self.actor = try Self.actor(value)
        self.base = try Configuration.base("BLUESKY_API_URL", default: BlueskyClient.defaultBase, in: environment)
    }

    /// `value` as an actor: a DID (`did:plc:…`, `did:web:…`) as it is, or a handle of two or more
    /// dot-separated labels (letters, digits, hyphens), lowercased and without `@`.
    static func actor(_ value: String) throws(RunError) -> String {
        var text = value.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("did:") {
            let allowed = text.unicodeScalars.allSatisfy {
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || ".:_-%".unicodeScalars.contains($0))
            }
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard allowed, parts.count >= 3, parts.allSatisfy({ !$0.isEmpty }), text.utf8.count <= 2048 else {
                throw invalid(value)
            }
            return text
        }
        if text.hasPrefix("@") { text.removeFirst() }
        let labels = text.lowercased().split(separator: ".", omittingEmptySubsequences: false)
        let isHandle =
            labels.count >= 2 && text.utf8.count <= 253
            && labels.allSatisfy { label in
                (1...63).contains(label.count) && !label.hasPrefix("-") && !label.hasSuffix("-")
                    && label.unicodeScalars.allSatisfy {
                        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
                    }
            }
        guard isHandle else { throw invalid(value) }
        return text.lowercased()
    }

    static func invalid(_ value: String) -> RunError {
        .usage(
            "BLUESKY_HANDLE is '\(SingleLine.quotable(value))', which is neither a Bluesky handle nor a DID: set it to your handle, such as alice.bsky.social, or your DID (did:plc:…)."
        )
    }

    /// The source over `http`, each request given `timeout` seconds.
    func source(http: HTTPClient, timeout: Int) -> BlueskySource {
        BlueskySource(client: BlueskyClient(base: base, http: http, timeout: Double(timeout)), actor: actor)
    }
}
