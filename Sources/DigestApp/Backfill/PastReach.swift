import DigestCore
import DigestSources

/// How `backfill` reads a source for weeks that have passed.
enum PastReach: Sendable {
    /// Once for the whole range, the answer cut into its weeks: a source that pages back in time
    /// (git's log, Bluesky, Mastodon, Misskey, Hatena, the X archive), each page read once.
    case range(PartSource)
    /// Week by week: a source asked by dates (Qiita's search, ActivityWatch, GitHub, GitLab).
    case weekly(PartSource)
    /// Week by week, only for the weeks that began within `days` of now (WakaTime's free plan
    /// answers two weeks); older weeks come from elsewhere or not at all.
    case recent(PartSource, days: Int)
    /// Not read for past weeks: the sentence saying why.
    case none(String)

    /// The part the source answers for, when it is read.
    var part: PartSource? {
        switch self {
        case .range(let part), .weekly(let part), .recent(let part, _): part
        case .none: nil
        }
    }

    /// Whether it is asked week by week (and so stops being asked once it fails).
    var isAskedWeekly: Bool {
        switch self {
        case .weekly, .recent: true
        case .range, .none: false
        }
    }

    /// How far back it reaches, as `doctor` says it.
    var reach: String {
        switch self {
        case .range: "read back through a whole range at once, each page once"
        case .weekly: "asked for each week of a range"
        case .recent(_, let days):
            "asked only for weeks that began in the last \(days) days; older ones come from WAKATIME_DUMP"
        case .none(let why): "not read: \(why)"
        }
    }
}

extension SourceSettings {
    /// Not read for past weeks, unless the source says how.
    func past(_ context: SourceContext) -> PastReach {
        .none("\(Self.about.name) is not read for weeks that have passed.")
    }
}
