import DigestCore
import Foundation

/// The live APIs, each fetched concurrently; a source that is not configured is skipped with the
/// variable to set.
package struct LiveWeekSource: WeekSource {
    /// The instant the run treats as now (decides whether WakaTime's last_7_days is the week).
    var now: Date
    /// WakaTime, when `WAKATIME_API_KEY` is set.
    var wakatime: WakaTimeSource?
    /// Qiita, when `QIITA_TAGS` is set.
    var qiita: QiitaSource?
    /// Zenn, when `ZENN_TOPICS` is set.
    var zenn: ZennSource?
    /// X, when `X_BEARER_TOKEN` or `X_ARCHIVE` is set.
    var x: XSource?
    /// Bluesky, when `BLUESKY_HANDLE` is set.
    var bluesky: BlueskySource?
    /// Mastodon, when `MASTODON_ACCOUNT` is set.
    var mastodon: MastodonSource?

    /// Creates the live source.
    package init(
        now: Date, wakatime: WakaTimeSource?, qiita: QiitaSource?, zenn: ZennSource? = nil, x: XSource?,
        bluesky: BlueskySource? = nil, mastodon: MastodonSource? = nil
    ) {
        self.now = now
        self.wakatime = wakatime
        self.qiita = qiita
        self.zenn = zenn
        self.x = x
        self.bluesky = bluesky
        self.mastodon = mastodon
    }

    package func fetch(week: ISOWeek, timeZone: TimeZone, storedX: SourceOutcome<[Post]>?) async throws
        -> FetchedWeek
    {
        async let coding =
            wakatime?.coding(for: week, timeZone: timeZone, now: now)
            ?? .skipped("set WAKATIME_API_KEY to your WakaTime or Wakapi API key to see your coding time.")
        async let articles =
            qiita?.articles(for: week, timeZone: timeZone)
            ?? .skipped("set QIITA_TAGS to the Qiita tags you follow, e.g. QIITA_TAGS=swift,ios.")
        async let zennArticles =
            zenn?.articles(for: week, timeZone: timeZone)
            ?? .skipped("set ZENN_TOPICS to the Zenn topics you follow, e.g. ZENN_TOPICS=swift,ios.")
        async let xPosts = xPosts(week: week, timeZone: timeZone, stored: storedX)
        async let blueskyPosts =
            bluesky?.posts(for: week, timeZone: timeZone)
            ?? .skipped("set BLUESKY_HANDLE to list the links you shared on Bluesky.")
        async let mastodonPosts =
            mastodon?.posts(for: week, timeZone: timeZone)
            ?? .skipped("set MASTODON_ACCOUNT to list the links you shared on Mastodon.")
        return await FetchedWeek(
            coding: coding,
            articles: [.qiita: articles, .zenn: zennArticles],
            posts: [.x: xPosts, .bluesky: blueskyPosts, .mastodon: mastodonPosts])
    }

    /// X's posts: those stored when given (a week whose X part is complete is not read again),
    /// else read.
    func xPosts(week: ISOWeek, timeZone: TimeZone, stored: SourceOutcome<[Post]>?) async -> SourceOutcome<[Post]> {
        guard let x else {
            return .skipped("set X_BEARER_TOKEN and X_USERNAME (or X_ARCHIVE) to list the links you shared on X.")
        }
        if let stored { return stored }
        return await x.posts(for: week, timeZone: timeZone, now: now)
    }
}
