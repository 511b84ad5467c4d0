import DigestCore
import Foundation

/// The reading list's source: for each followed tag, the articles created in the week.
///
/// It searches `GET /items?query=tag:<tag> created:>=<day> created:<=<day>` rather than paging
/// `GET /tags/<tag>/items`: the tag listing is ordered by when the tag was *attached*, so an old
/// article tagged this week sits among new ones and "page until older than the window" would
/// either stop early or read back through history; and a backfilled week deep in the past would
/// cost dozens of pages of the 60-an-hour budget. The search returns exactly the week's days,
/// newest first, in as few pages as there are articles. An unknown tag is not an error to the
/// search (it just finds nothing), so a tag with no articles is checked with `GET /tags/<tag>`.
package struct QiitaSource: Sendable {
    let client: QiitaClient
    let tags: [String]
    /// How `backfill` waits for the hour's limit to reset.
    ///
    /// Given the reset instant, true once it has waited (the page is then asked again). Nil for a
    /// run, which stops at the limit.
    let waitForReset: (@Sendable (Date) async -> Bool)?

    /// Creates the source for `tags` (as configured in `QIITA_TAGS`), waiting out a spent limit
    /// with `waitForReset` when given.
    package init(client: QiitaClient, tags: [String], waitForReset: (@Sendable (Date) async -> Bool)? = nil) {
        self.client = client
        self.tags = tags
        self.waitForReset = waitForReset
    }

    /// The week's articles for every tag, all tags at once; failures and the rate limit become
    /// notes and reasons on the outcome, never a throw.
    ///
    /// Articles outside the window may be
    /// included (the search is by whole days); the assembler trims them.
    package func articles(for week: ISOWeek, timeZone: TimeZone) async -> SourceOutcome<[Article]> {
        let window = week.window(in: timeZone)
        let days = Self.searchDays(window)
        let budget = QiitaRateBudget()
        let results = await withTaskGroup(of: (Int, QiitaTagResult).self) { group in
            for (index, tag) in tags.enumerated() {
                group.addTask {
                    (index, await fetch(tag, from: days.first, to: days.last, since: window.start, budget: budget))
                }
            }
            var collected: [(Int, QiitaTagResult)] = []
            for await result in group { collected.append(result) }
            return collected.sorted { $0.0 < $1.0 }.map(\.1)
        }
        return QiitaOutcome(results: results, hasToken: client.hasToken, resetAt: await budget.resetAt).outcome
    }

    /// The days to search: Qiita's `created:` takes dates, which it may read in Japan's zone or in
    /// UTC, so the range covers the window's first and last instants in both.
    static func searchDays(_ window: DateInterval) -> (first: LocalDate, last: LocalDate) {
        let zones = [TimeZone(identifier: "Asia/Tokyo"), TimeZone(identifier: "UTC")].compactMap { $0 }
        let lastInstant = window.end.addingTimeInterval(-1)
        let firsts = zones.map { LocalDate(window.start, in: $0) }
        let lasts = zones.map { LocalDate(lastInstant, in: $0) }
        return (
            firsts.min() ?? LocalDate(window.start, in: .current), lasts.max() ?? LocalDate(lastInstant, in: .current)
        )
    }

    /// Every page of one tag's search, within the budget.
    func fetch(_ tag: String, from first: LocalDate, to last: LocalDate, since start: Date, budget: QiitaRateBudget)
        async -> QiitaTagResult
    {
        var result = QiitaTagResult(tag: tag)
        var url = client.searchURL(tag: tag, from: first, to: last)
        var page = 1
        while true {
            guard await budget.reserve() else {
                if await waited(budget, until: await budget.resetAt) { continue }
                result.end = .rateLimited
                return result
            }
            let answer: QiitaPage
            do {
                answer = try await client.page(url)
            } catch .rateLimited(let resetAt) {
                await budget.exhaust(resetAt: resetAt)
                if await waited(budget, until: resetAt) { continue }
                result.end = .rateLimited
                return result
            } catch {
                await budget.settle(nil)
                result.end = .failed(error)
                return result
            }
            await budget.settle(answer.rate)
            result.add(answer)
            guard let next = nextURL(after: answer, at: url, page: page, since: start) else { break }
            if page >= QiitaClient.lastPage {
                result.end = .truncated
                break
            }
            (url, page) = (next, page + 1)
        }
        if result.articles.isEmpty, result.skipped == 0 {
            await checkTag(&result, budget: budget)
        }
        return result
    }

    /// Whether the limit was waited out (`backfill` alone waits, until `resetAt` when known): the
    /// budget then starts afresh.
    func waited(_ budget: QiitaRateBudget, until resetAt: Date?) async -> Bool {
        guard let waitForReset, let resetAt, await waitForReset(resetAt) else { return false }
        await budget.renew()
        return true
    }

    /// The page after `answer`, or nil when it was the last one the week needs: the answer was
    /// empty, reached articles older than the window, or says (by `Link` or `Total-Count`) there is no more.
    func nextURL(after answer: QiitaPage, at url: URL, page: Int, since start: Date) -> URL? {
        // A page of entries that could not be read is not the end: only an empty page is.
        guard answer.items.count + answer.skipped > 0, !answer.items.contains(where: { $0.createdAt < start }) else {
            return nil
        }
        let following = client.url(url, atPage: page + 1)
        if answer.hasLinks {
            guard let next = answer.next else { return nil }
            // A next link elsewhere would carry the token to another host; ask the base for the page instead.
            return client.mayFollow(next) && next != url ? next : following
        }
        if let total = answer.totalCount { return page * QiitaClient.perPage < total ? following : nil }
        return answer.items.count + answer.skipped >= QiitaClient.perPage ? following : nil
    }

    /// Tells an unknown tag from a quiet week, when the budget allows one more request.
    func checkTag(_ result: inout QiitaTagResult, budget: QiitaRateBudget) async {
        guard await budget.reserve() else { return }
        do {
            let (exists, rate) = try await client.tagExists(result.tag)
            await budget.settle(rate)
            if !exists { result.end = .failed(.unknownTag(result.tag)) }
        } catch .rateLimited(let resetAt) {
            await budget.exhaust(resetAt: resetAt)
        } catch {
            await budget.settle(nil)  // The search worked; a failed check changes nothing.
        }
    }
}

extension QiitaSource: ReadingListSource {
    package var source: ArticleSource { .qiita }

    package func articles(for request: WeekRequest) async -> SourceOutcome<[Article]> {
        await articles(for: request.week, timeZone: request.timeZone)
    }
}
