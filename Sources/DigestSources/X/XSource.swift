import DigestCore
import Foundation

/// The shared-links source: the user's posts with links, from their own timeline (an owned
/// read), or from recent search for the last 7 days with `X_QUERY`, and from the downloaded
/// archive (`X_ARCHIVE`) for anything older or without a token.
package struct XSource: Sendable {
    /// Recent search's reach back from now (X: the last 7 days), less a margin for the clock.
    static let reach: TimeInterval = 7 * 86_400 - 120
    /// X wants `end_time` at least 10 seconds before the request.
    static let endMargin: TimeInterval = 30
    /// The most pages read for one week (10 000 posts).
    static let maximumPages = 100

    let client: XClient?
    let query: XQuery?
    let archive: XArchive?
    /// Your own timeline, read when there is a token and no `X_QUERY`.
    let timeline: XTimeline?

    /// Creates the source: `client` with `query` for recent search, or with `timeline` for your
    /// own posts (nil without a token); `archive` when `X_ARCHIVE` is set.
    package init(client: XClient?, query: XQuery?, archive: XArchive?, timeline: XTimeline? = nil) {
        self.client = client
        self.query = query
        self.archive = archive
        self.timeline = timeline
    }

    /// The week's posts; failures become a failed outcome with a sentence, never a throw.
    func posts(for week: ISOWeek, timeZone: TimeZone, now: Date, window: DateInterval? = nil) async -> SourceOutcome<
        [Post]
    > {
        let window = window ?? week.window(in: timeZone)
        if let client, let timeline, query == nil {
            return await read(timeline, client, week: week, in: window).outcome
        }
        // Clamped so that no interval ends before it starts (DateInterval traps on that).
        let searchStart = min(window.end, max(window.start, now.addingTimeInterval(-Self.reach)))
        let searchEnd = max(searchStart, min(window.end, now.addingTimeInterval(-Self.endMargin)))
        let searchable = DateInterval(start: searchStart, end: searchEnd)
        let before = DateInterval(start: window.start, end: searchStart)
        guard let client, let query, searchable.duration > 0 else {
            return fromArchive(window, week: week, timeZone: timeZone).outcome
        }
        var outcome = await search(client, query, in: searchable)
        if let archive, case .notEnrolled? = outcome.error {
            var fallback = fromArchive(window, week: week, timeZone: timeZone)
            fallback.notes.insert(
                "Recent search is not in your X plan, so the links come from your archive (\(archive.path)).", at: 0)
            return fallback.outcome
        }
        if before.duration > 0 {
            if let archive {
                do {
                    let older = try archive.posts(in: before)
                    outcome.posts = older + outcome.posts
                } catch {
                    outcome.notes.append(error.description)
                }
            } else {
                outcome.notes.append(
                    "X recent search reaches back only 7 days, so posts from \(Self.local(before.start, timeZone).prefix(16)) to \(Self.local(before.end, timeZone)) are not included; to add them, download your X archive, set X_ARCHIVE to its folder and run `weekly-digest run --week \(week)`."
                )
            }
        }
        return outcome.outcome
    }

    /// `2026-11-16 07:02 (Asia/Tokyo)`.
    static func local(_ date: Date, _ zone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return "\(formatter.string(from: date)) (\(zone.shownName))"
    }

    /// Every page of the search in `interval`.
    func search(_ client: XClient, _ query: XQuery, in interval: DateInterval) async -> XSearchResult {
        var result = XSearchResult()
        var token: String?
        var seen: Set<String> = []
        for _ in 0..<Self.maximumPages {
            let page: XWire.SearchPage
            do {
                page = try await client.page(
                    client.searchURL(query, from: interval.start, to: interval.end, nextToken: token))
            } catch {
                result.error = error
                return result
            }
            result.add(page)
            guard let next = page.nextToken, seen.insert(next).inserted else { return result }
            token = next
        }
        result.notes.append(
            "More than \(Self.maximumPages * XClient.maxResults) posts matched X_QUERY this week; only the newest are included."
        )
        return result
    }

    /// `2026-11-16`.
    static func day(_ date: Date, _ zone: TimeZone) -> String {
        String(local(date, zone).prefix(10))
    }

    /// The week from the archive, or the note that says which days could not be read and how to add them.
    func fromArchive(_ window: DateInterval, week: ISOWeek, timeZone: TimeZone) -> XSearchResult {
        var result = XSearchResult()
        guard let archive else {
            let lastDay = Self.day(window.end.addingTimeInterval(-1), timeZone)
            result.notes.append(
                "X recent search reaches back only 7 days, so \(week) (\(Self.day(window.start, timeZone)) to \(lastDay)) cannot be read from it; to add its links, download your X archive, set X_ARCHIVE to its folder and run `weekly-digest run --week \(week)`."
            )
            return result
        }
        do {
            result.posts = try archive.posts(in: window)
        } catch {
            result.archiveError = error
        }
        return result
    }
}

extension XSource: SharedPostsSource {
    package var network: LinkNetwork { .x }
    /// Every post read is billed.
    package var billsEachRead: Bool { true }

    package func posts(for request: WeekRequest) async -> SourceOutcome<[Post]> {
        await posts(for: request.week, timeZone: request.timeZone, now: request.now, window: request.window)
    }
}
