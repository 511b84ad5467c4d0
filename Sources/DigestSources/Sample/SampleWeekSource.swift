import DigestCore
import DigestDefaults
import Foundation

/// The bundled sample week, moved to whichever week is asked for: no network, no keys.
///
/// Every timestamp keeps its wall-clock time and weekday, so the recorded week looks the same in
/// any week and any time zone; every other week varies from it by ``SampleVariation``, seeded by
/// the week, so a history of sample weeks has different totals, languages, articles and links.
package struct SampleWeekSource: WeekSource {
    let data: Data

    /// The sample built into the binary (the package's `sample/sample-week.json`).
    package init() throws(SampleDataError) {
        guard let text = BuiltInFiles.sampleWeek else {
            throw SampleDataError(
                detail:
                    "this build carries no sample week (sample/sample-week.json was missing when it was built); rebuild with `swift build`."
            )
        }
        self.data = Data(text.utf8)
    }

    /// A sample read from `data` (for tests).
    init(data: Data) {
        self.data = data
    }

    package func fetch(week: ISOWeek, timeZone: TimeZone, stored: [LinkNetwork: SourceOutcome<[Post]>]) async throws
        -> FetchedWeek
    {
        let file: SampleWeekFile
        do {
            file = try SampleWeekFile.decode(data)
        } catch {
            throw SampleDataError(detail: "the sample data does not decode: \(error)")
        }
        let shift = SampleTimeShift(
            from: file.week, zone: TimeZone(identifier: file.timeZone) ?? timeZone, to: week, zone: timeZone)
        var variation = SampleVariation(week: week, recorded: file.week)
        var recorded = CodingStats(
            days: file.coding.days.map { DayTotal(date: shift.day($0.date), seconds: $0.seconds) },
            languages: file.coding.languages, projects: file.coding.projects, editors: file.coding.editors)
        recorded.ai = file.coding.ai
        let coding = variation.coding(recorded)
        let followed = Set((file.qiitaTags ?? []).map { $0.lowercased() })
        let topics = Set((file.zennTopics ?? []).map { $0.lowercased() })
        let articles = file.articles.map { item in
            let source = item.source ?? .qiita
            return DigestCore.Article(
                id: item.id, title: item.title, url: item.url, author: item.author, tags: item.tags,
                likes: item.likes, stocks: item.stocks, createdAt: shift.instant(item.createdAt),
                readingMinutes: item.body.map(ReadingTime.minutes(forBody:)),
                followedTags: item.tags.filter {
                    (source.follows == .topics ? topics : followed).contains($0.lowercased())
                },
                source: source)
        }
        let posts = file.posts.map { post in
            Post(
                network: post.network ?? .x, id: post.id, text: post.text, createdAt: shift.instant(post.createdAt),
                links: post.links.map {
                    PostLink(
                        shownText: $0.shortURL, expandedURL: $0.expandedURL, unwoundURL: $0.unwoundURL,
                        title: $0.title, summary: $0.description)
                },
                hasMedia: post.hasMedia ?? false, isRepost: post.isRetweet ?? false)
        }
        // The articles are varied first, as they always were: the same week gives the same sample.
        let varied = Dictionary(grouping: variation.articles(articles), by: \.source)
        let shared = Dictionary(grouping: variation.posts(posts), by: \.network)
        var fetched = FetchedWeek(
            coding: .ok(coding),
            articles: Dictionary(uniqueKeysWithValues: ArticleSource.allCases.map { ($0, .ok(varied[$0] ?? [])) }),
            posts: Dictionary(uniqueKeysWithValues: LinkNetwork.allCases.map { ($0, .ok(shared[$0] ?? [])) }))
        // Then each other section's part, varied in turn.
        let decoder = SampleWeekFile.decoder
        for part in SampleParts.all {
            let answers: [FetchedWeek.Answer]
            do {
                answers = try part.answers(in: data, decoder: decoder, shift: shift, variation: &variation)
            } catch {
                throw SampleDataError(detail: "the sample data does not decode: \(error)")
            }
            for answer in answers { fetched.record(answer) }
        }
        return fetched
    }
}

/// Why the bundled sample could not be used.
package struct SampleDataError: Error, CustomStringConvertible {
    /// What went wrong.
    package var detail: String

    package var description: String { "Sample data: \(detail)" }
}
