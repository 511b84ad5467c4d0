import DigestCore
import DigestSources
import DigestSystem
import Foundation

/// The Hatena Bookmark settings: `HATENA_USER` (a Hatena ID) turns the source on.
///
/// No key is needed: the user's public bookmarks are read. `HATENA_URL` names another server.
struct HatenaSettings: SourceSettings {
    static let about = SourceAbout(
        name: "Hatena", docs: "hatena-bookmark", part: .links(.hatena),
        settings: [
            .on("HATENA_USER", "your Hatena ID, whose public bookmarks are read (no key needed)", example: "me"),
            .option(
                "HATENA_URL", "Hatena Bookmark's base URL", example: HatenaClient.defaultBase,
                standard: "`\(HatenaClient.defaultBase)`"),
        ],
        unset: "set HATENA_USER to list the links you bookmarked on Hatena Bookmark.",
        runHelp: "Hatena Bookmark is read from your public bookmarks, free, a page of about 20 at a time.",
        doctorHelp: "for Hatena it reads the first page of the public bookmarks;",
        initOption: InitOption(
            name: "hatena-user", valueName: "id", help: "Your Hatena ID (public bookmarks; free)."
        ) { given throws(RunError) in
            [
                "# Links you bookmarked on Hatena Bookmark: free, no key.",
                InitOption.line(
                    "HATENA_USER", try InitOption.checked(given) { value throws(RunError) in try user(value) },
                    example: "hatena"),
            ]
        })

    /// The Hatena ID.
    var user: String
    /// Hatena Bookmark's base.
    var base: APIBase

    /// The settings in `environment`, or nil when `HATENA_USER` is unset.
    init?(environment: [String: String], fileSystem: any FileSystem) throws(RunError) {
        guard let value = Configuration.value("HATENA_USER", in: environment) else { return nil }
        self.user = try Self.user(value)
        self.base = try Configuration.base("HATENA_URL", default: HatenaClient.defaultBase, in: environment)
    }

    /// `value` as a Hatena ID: 3 to 32 ASCII letters, digits, `-` and `_`, beginning with a letter
    /// (an `id:` before it, as Hatena writes IDs, is dropped).
    static func user(_ value: String) throws(RunError) -> String {
        var text = value.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("id:") { text.removeFirst(3) }
        let scalars = text.unicodeScalars
        guard (3...32).contains(scalars.count), let first = scalars.first, first.isASCII, first.properties.isAlphabetic,
            scalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
            })
        else {
            throw .usage(
                "HATENA_USER is '\(SingleLine.quotable(value))', which is not a Hatena ID: set it to your ID as in https://b.hatena.ne.jp/<ID>/ (3 to 32 letters, digits, - and _, beginning with a letter)."
            )
        }
        return text
    }

    /// The source over `context`'s HTTP.
    func source(_ context: SourceContext) -> HatenaSource {
        HatenaSource(client: HatenaClient(base: base, http: context.http, timeout: Double(context.timeout)), user: user)
    }

    /// Your bookmarks feed pages back in time: one walk back covers the whole range.
    func past(_ context: SourceContext) -> PastReach {
        .range(make(context).part)
    }

    func make(_ context: SourceContext) -> MadeSource {
        MadeSource(part: .links(source(context)))
    }
}
