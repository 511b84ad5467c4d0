import DigestCore
import DigestSources
import DigestSystem

/// Every source the program reads, in the order pages, help and `doctor` list them: the one
/// place a source is added.
///
/// Known and secret setting names, the variables checked for UTF-8, the "not configured"
/// sentences, `doctor`'s checks, `init`'s options and lines, and the help texts all come from here.
enum SourceCatalogue {
    /// The sources.
    static let all: [any SourceSettings.Type] = [
        WakaTimeSettings.self,
        ActivityWatchSettings.self,
        GitSettings.self,
        QiitaSettings.self,
        ZennSettings.self,
        XSettings.self,
        BlueskySettings.self,
        MastodonSettings.self,
        HatenaSettings.self,
        MisskeySettings.self,
        GitHubSettings.self,
        GitLabSettings.self,
        ForgejoSettings.self,
    ]

    /// What is fixed about each source.
    static var abouts: [SourceAbout] { all.map { $0.about } }

    /// Every setting of every source.
    static var settings: [Setting] { abouts.flatMap(\.settings) }

    /// Each setting that turns a source on, with the source's name, in order.
    static var switches: [(source: String, setting: String)] {
        abouts.flatMap { about in about.switches.map { (about.name, $0) } }
    }

    /// The configured sources in `environment`, in order, their paths looked up in `fileSystem`.
    static func configured(in environment: [String: String], fileSystem: any FileSystem) throws(RunError)
        -> [any SourceSettings]
    {
        var sources: [any SourceSettings] = []
        for type in all {
            if let source = try type.init(environment: environment, fileSystem: fileSystem) { sources.append(source) }
        }
        return sources
    }

    /// The settings that turn on the sources of `part`, joined (`WAKATIME_API_KEY`), and the
    /// sources' names as a sentence (`WakaTime`): for the lines that say a part has no source.
    static func switches(of part: WeekPart) -> (names: String, settings: String) {
        switches { $0 == part }
    }

    /// The names and switches of the sources whose part `matches` accepts.
    static func switches(where matches: (WeekPart) -> Bool) -> (names: String, settings: String) {
        let sources = abouts.filter { matches($0.part) }
        return (sentence(sources.map(\.name), and: "or"), sources.flatMap(\.switches).joined(separator: ", "))
    }

    /// The sources' names in the order given, joined as a sentence: `Qiita and Zenn`, `X, Bluesky and Mastodon`.
    static func sentence(_ names: [String], and: String = "and") -> String {
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " \(and) " + last
    }

    /// What the program gathers, for the top-level help: "coding time from WakaTime, your
    /// commits from git, a reading list from Qiita and Zenn, and the links you shared on X,
    /// Bluesky, Mastodon, Hatena and Misskey", each list as the catalogue holds it.
    static var gathers: String {
        func names(_ match: (WeekPart) -> Bool, and: String = "and") -> String {
            sentence(abouts.filter { match($0.part) }.map(\.name), and: and)
        }
        // One source gives the coding time: WakaTime, or ActivityWatch without it.
        let coding = names({ $0 == .coding }, and: "or")
        let reading = names {
            if case .reading = $0 { true } else { false }
        }
        let links = names {
            if case .links = $0 { true } else { false }
        }
        let commits = names { $0 == .commits }
        let reviews = names {
            if case .reviews = $0 { true } else { false }
        }
        return
            "coding time from \(coding), your commits from \(commits), a reading list from \(reading), the links you shared on \(links), and your reviews and pull requests on \(reviews)"
    }
}
