import DigestCore
import DigestSources
import DigestSystem
import Foundation

/// The Bluesky settings: `BLUESKY_HANDLE` (a handle or a DID) turns the source on.
///
/// No key is needed. `BLUESKY_API_URL` names another AppView.
struct BlueskySettings: SourceSettings {
    static let about = SourceAbout(
        name: "Bluesky", docs: "bluesky", part: .links(.bluesky),
        settings: [
            .on("BLUESKY_HANDLE", "your Bluesky handle or DID (no key needed)", example: "me.bsky.social"),
            .option(
                "BLUESKY_API_URL", "the AppView's base URL", example: BlueskyClient.defaultBase,
                standard: "`\(BlueskyClient.defaultBase)`"),
        ],
        unset: "set BLUESKY_HANDLE to list the links you shared on Bluesky.",
        runHelp: "Bluesky is read from the public AppView, free, paged back as far as the week.",
        doctorHelp: "for Bluesky it reads one post of the account;",
        initOption: InitOption(
            name: "bluesky-handle", valueName: "handle", help: "Your Bluesky handle or DID (links you shared; free)."
        ) { given throws(RunError) in
            [
                "# Links you shared on Bluesky: free, no key.",
                InitOption.line(
                    "BLUESKY_HANDLE", try InitOption.checked(given) { value throws(RunError) in try actor(value) },
                    example: "alice.bsky.social"),
            ]
        })

    /// The handle (lowercased, without `@`) or the DID.
    var actor: String
    /// The AppView's base.
    var base: APIBase

    /// The settings in `environment`, or nil when `BLUESKY_HANDLE` is unset.
    init?(environment: [String: String], fileSystem: any FileSystem) throws(RunError) {
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

    /// The source over `context`'s HTTP.
    func source(_ context: SourceContext) -> BlueskySource {
        BlueskySource(
            client: BlueskyClient(base: base, http: context.http, timeout: Double(context.timeout)), actor: actor)
    }

    /// Your author feed pages back in time: one walk back covers the whole range.
    func past(_ context: SourceContext) -> PastReach {
        .range(make(context).part)
    }

    func make(_ context: SourceContext) -> MadeSource {
        MadeSource(part: .links(source(context)))
    }
}
