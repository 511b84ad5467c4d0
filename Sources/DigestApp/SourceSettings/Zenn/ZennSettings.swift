import DigestCore
import DigestSources
import DigestSystem
import Foundation

/// The Zenn settings: `ZENN_TOPICS` (comma-separated topic names, at most 20, like `QIITA_TAGS`)
/// turns the source on; `ZENN_URL` names another host.
struct ZennSettings: SourceSettings {
    static let about = SourceAbout(
        name: "Zenn", docs: "zenn", part: .reading(.zenn),
        settings: [
            .on("ZENN_TOPICS", "the Zenn topics you follow, comma-separated (at most 20)", example: "swift,ios"),
            .option(
                "ZENN_URL", "Zenn's base URL", example: ZennClient.defaultBase, standard: "`\(ZennClient.defaultBase)`"),
        ],
        unset: "set ZENN_TOPICS to the Zenn topics you follow, e.g. ZENN_TOPICS=swift,ios.",
        runHelp: """
            A Zenn topic's feed holds only its newest articles: when it does not reach back to the \
            week's start, the page says so.
            """,
        doctorHelp: "for Zenn it reads each topic's feed once;",
        initOption: InitOption(
            name: "zenn-topics", valueName: "topics",
            help: "The Zenn topics you follow, comma-separated (reading list; free)."
        ) { given throws(RunError) in
            [
                "# Reading list: the Zenn topics you follow (at most 20; their articles join the same list).",
                InitOption.line(
                    "ZENN_TOPICS",
                    try InitOption.checked(given) { value throws(RunError) in try topics(value).joined(separator: ",")
                    }, example: "swift,ios"),
            ]
        })

    /// The topics, lowercased, each once, in order.
    var topics: [String]
    /// Zenn's base.
    var base: APIBase

    /// The most topics: each is one request a run.
    static let maximumTopics = 20

    /// The settings in `environment`, or nil when `ZENN_TOPICS` is unset.
    init?(environment: [String: String], fileSystem: any FileSystem) throws(RunError) {
        guard let value = Configuration.value("ZENN_TOPICS", in: environment) else { return nil }
        self.topics = try Self.topics(value)
        self.base = try Configuration.base("ZENN_URL", default: ZennClient.defaultBase, in: environment)
    }

    /// The topics in `value`: names of letters, digits, `-` and `_` (as in zenn.dev/topics/swift),
    /// `#` dropped, lowercased.
    static func topics(_ value: String) throws(RunError) -> [String] {
        var topics: [String] = []
        for part in value.split(separator: ",") {
            var topic = part.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            if topic.hasPrefix("#") { topic.removeFirst() }
            guard !topic.isEmpty else { continue }
            let isName =
                topic.count <= 100
                && topic.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
                }
            guard isName else {
                throw .usage(
                    "ZENN_TOPICS has '\(SingleLine.quotable(topic))', which is not a Zenn topic: list topic names (as in https://zenn.dev/topics/swift) separated by commas, e.g. ZENN_TOPICS=swift,ios."
                )
            }
            if !topics.contains(topic) { topics.append(topic) }
        }
        guard !topics.isEmpty else {
            throw .usage(
                "ZENN_TOPICS is set but names no topic: list topics separated by commas, e.g. ZENN_TOPICS=swift,ios, or unset it."
            )
        }
        guard topics.count <= maximumTopics else {
            throw .usage(
                "ZENN_TOPICS names \(topics.count) topics; at most \(maximumTopics) are read (one request each): keep the ones you follow most."
            )
        }
        return topics
    }

    /// The source over `context`'s HTTP.
    func source(_ context: SourceContext) -> ZennSource {
        ZennSource(client: ZennClient(base: base, http: context.http, timeout: Double(context.timeout)), topics: topics)
    }

    /// Zenn's feeds keep only recent articles, so Zenn keeps no older articles to give.
    func past(_ context: SourceContext) -> PastReach {
        .none("Zenn's feeds keep only recent articles, so Zenn keeps no older articles.")
    }

    func make(_ context: SourceContext) -> MadeSource {
        MadeSource(part: .reading(source(context)))
    }
}
