import DigestCore
import DigestSources
import DigestSystem
import Foundation

/// The Qiita settings: `QIITA_TAGS` turns the reading list's Qiita part on; `QIITA_ACCESS_TOKEN`
/// raises the rate limit; `QIITA_API_URL` names another host.
struct QiitaSettings: SourceSettings {
    static let about = SourceAbout(
        name: "Qiita", docs: "qiita-reading-list", part: .reading(.qiita),
        settings: [
            .on("QIITA_TAGS", "the Qiita tags you follow, comma-separated (at most 20)", example: "swift,ios"),
            .option("QIITA_ACCESS_TOKEN", "raises Qiita's limit from 60 to 1000 requests an hour", secret: true),
            .option(
                "QIITA_API_URL", "the API's base URL", example: QiitaClient.defaultBase,
                standard: "`\(QiitaClient.defaultBase)`"),
        ],
        unset: "set QIITA_TAGS to the Qiita tags you follow, e.g. QIITA_TAGS=swift,ios.",
        runHelp:
            "A spent Qiita rate limit is a note on the page, not a failure; QIITA_ACCESS_TOKEN raises it from 60 to 1000 requests an hour.",
        doctorHelp: "for Qiita one to check QIITA_ACCESS_TOKEN (when set) and one per tag in QIITA_TAGS;",
        initOption: InitOption(
            name: "qiita-tags", valueName: "tags", help: "The Qiita tags you follow, comma-separated (reading list)."
        ) { given throws(RunError) in
            [
                "# Reading list: the Qiita tags you follow (at most 20).",
                InitOption.line(
                    "QIITA_TAGS",
                    try InitOption.checked(given) { value throws(RunError) in try tags(value).joined(separator: ",") },
                    example: "swift,ios"),
                InitOption.line("QIITA_ACCESS_TOKEN", nil),
            ]
        })

    /// The followed tags, in order, each once.
    var tags: [String]
    /// The access token, when set (a secret: never printed).
    var token: String?
    /// The API's base.
    var base: APIBase

    /// The most tags `QIITA_TAGS` may list.
    static let maximumTags = 20

    init?(environment: [String: String], fileSystem: any FileSystem) throws(RunError) {
        let token = try Configuration.secret("QIITA_ACCESS_TOKEN", in: environment)
        let base = try Configuration.base("QIITA_API_URL", default: QiitaClient.defaultBase, in: environment)
        guard let value = Configuration.value("QIITA_TAGS", in: environment) else { return nil }
        (self.tags, self.token, self.base) = (try Self.tags(value), token, base)
    }

    /// The client over `context`'s HTTP (with the token when one is set).
    func client(_ context: SourceContext) -> QiitaClient {
        QiitaClient(base: base, token: token, http: context.http, timeout: Double(context.timeout))
    }

    /// Qiita's search takes dates: each tag asked for each week, waiting for the hourly limit to
    /// reset when it is spent.
    func past(_ context: SourceContext) -> PastReach {
        let wait = context.waitForLimit.map { wait in { @Sendable (reset: Date) in await wait("Qiita", reset) } }
        return .weekly(.reading(QiitaSource(client: client(context), tags: tags, waitForReset: wait)))
    }

    func make(_ context: SourceContext) -> MadeSource {
        MadeSource(part: .reading(QiitaSource(client: client(context), tags: tags)))
    }

    /// The tags in a `QIITA_TAGS` value: comma-separated, trimmed, a leading `#` dropped, each once
    /// (tags are compared without case, as Qiita does).
    static func tags(_ value: String) throws(RunError) -> [String] {
        var tags: [String] = []
        var seen: Set<String> = []
        for part in value.split(separator: ",") {
            var tag = part.trimmingCharacters(in: .whitespacesAndNewlines)
            if tag.hasPrefix("#") { tag.removeFirst() }
            guard !tag.isEmpty else { continue }
            let unusable = tag.unicodeScalars.contains {
                $0.properties.isWhitespace || $0.properties.generalCategory == .control
                    || ":\"\\".unicodeScalars.contains($0)
            }
            guard !unusable, tag.count <= 100 else {
                throw .usage(
                    "QIITA_TAGS has '\(SingleLine.quotable(tag))', which is not a Qiita tag id: list tag ids separated by commas, without spaces, quotes or colons, e.g. QIITA_TAGS=swift,ios."
                )
            }
            if seen.insert(tag.lowercased()).inserted { tags.append(tag) }
        }
        guard !tags.isEmpty else {
            throw .usage(
                "QIITA_TAGS is set but names no tag: list tag ids separated by commas, e.g. QIITA_TAGS=swift,ios, or unset it."
            )
        }
        guard tags.count <= maximumTags else {
            throw .usage(
                "QIITA_TAGS lists \(tags.count) tags, more than the \(maximumTags) a week's reading list reads (each costs requests from Qiita's hourly budget: 60, or 1000 with QIITA_ACCESS_TOKEN): keep the tags you read most."
            )
        }
        return tags
    }
}
