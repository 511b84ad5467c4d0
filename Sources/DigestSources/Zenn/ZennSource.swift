import DigestCore
import Foundation

/// The reading list's other half: for each topic in `ZENN_TOPICS`, the articles its feed lists
/// that were published in the week.
///
/// A feed holds only the newest articles: when it does not reach back to the week's start, the
/// section's note says so.
package struct ZennSource: Sendable {
    let client: ZennClient
    let topics: [String]

    /// Creates the source for `topics` (as configured in `ZENN_TOPICS`).
    package init(client: ZennClient, topics: [String]) {
        self.client = client
        self.topics = topics
    }

    /// The week's articles of every topic, all topics at once; failures become the outcome's
    /// reason (with the other topics' articles kept), never a throw.
    package func articles(for week: ISOWeek, timeZone: TimeZone) async -> SourceOutcome<[Article]> {
        let window = week.window(in: timeZone)
        let results = await withTaskGroup(of: (Int, Result<ZennFeed, ZennError>).self) { group in
            for (index, topic) in topics.enumerated() {
                group.addTask {
                    do throws(ZennError) { return (index, .success(try await client.feed(topic))) } catch {
                        return (index, .failure(error))
                    }
                }
            }
            var collected: [(Int, Result<ZennFeed, ZennError>)] = []
            for await result in group { collected.append(result) }
            return collected.sorted { $0.0 < $1.0 }.map(\.1)
        }
        var articles: [Article] = [], notes: [String] = [], failures: [String] = []
        var skipped = 0
        for (topic, result) in zip(topics, results) {
            switch result {
            case .failure(let error): failures.append(error.description)
            case .success(let feed):
                let dated = feed.items.compactMap { item in item.published.map { (item, $0) } }
                skipped += feed.items.count - dated.count
                for (item, published) in dated where published >= window.start && published < window.end {
                    guard let article = Self.article(item, published: published, topic: topic) else {
                        skipped += 1
                        continue
                    }
                    articles.append(article)
                }
                if let note = Self.reach(topic, dated.map { $0.1 }, week: week, window: window, zone: timeZone) {
                    notes.append(note)
                }
            }
        }
        notes += SkippedItems.notes(skipped, one: "article", many: "articles", in: "Zenn's feeds")
        client.http.logger.debug("Zenn: \(articles.count) articles of \(week) in \(topics.count) topics")
        guard failures.isEmpty else {
            return SourceOutcome(
                status: .failed(reason: failures.joined(separator: " ")), value: articles, notes: notes)
        }
        return .ok(articles, notes: notes)
    }

    /// The article of `item`, found under `topic`; nil when its link is not a web address.
    static func article(_ item: ZennFeed.Item, published: Date, topic: String) -> Article? {
        guard let address = WebURL(item.link) else { return nil }
        return Article(
            id: address.absoluteString, title: item.title, url: address.absoluteString, author: item.author,
            tags: [topic], likes: nil, stocks: nil, createdAt: published, readingMinutes: nil,
            followedTags: [topic], source: .zenn)
    }

    /// The note for a feed that does not reach back to the week's start, or is empty.
    static func reach(_ topic: String, _ dates: [Date], week: ISOWeek, window: DateInterval, zone: TimeZone)
        -> String?
    {
        guard let oldest = dates.min() else {
            return "Zenn's \(topic) feed lists no articles: check the topic in ZENN_TOPICS."
        }
        guard oldest > window.start else { return nil }
        let day = Self.day(oldest, zone)
        if oldest >= window.end {
            return
                "Zenn's \(topic) feed no longer reaches back to \(week): its oldest article is from \(day), so none of that week's are listed."
        }
        return "Zenn's \(topic) feed reaches back to \(day), so the week's articles before then are not listed."
    }

    /// `Wed 18 Nov` in `zone`.
    static func day(_ date: Date, _ zone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "EEE d MMM"
        return formatter.string(from: date)
    }

    /// Checks each topic for `doctor`: how many articles its feed lists, or why it cannot be read.
    package func verify() async -> [(topic: String, result: Result<Int, ZennError>)] {
        var checked: [(String, Result<Int, ZennError>)] = []
        for topic in topics {
            do throws(ZennError) { checked.append((topic, .success(try await client.feed(topic).items.count))) } catch {
                checked.append((topic, .failure(error)))
            }
        }
        return checked
    }
}

extension ZennSource: ReadingListSource {
    package var source: ArticleSource { .zenn }

    package func articles(for request: WeekRequest) async -> SourceOutcome<[Article]> {
        await articles(for: request.week, timeZone: request.timeZone)
    }
}
