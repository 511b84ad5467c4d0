import DigestCore

/// How a sample week differs from the recorded one: derived from the ISO week alone by a seeded
/// generator, so a week always comes out the same and a history of sample weeks looks lived in
/// (totals, languages, days, articles and links vary; about one week in nine is a light one).
///
/// Every week shows every part of the digest: coding time, at least one commit, articles from
/// Qiita and from Zenn, and links from at least three networks. The recorded week itself
/// (2026-W47) is left exactly as recorded.
struct SampleVariation {
    /// The generator, seeded by the week.
    var random: SampleRandom
    /// Whether this week is the recorded one, left as it is.
    let isRecorded: Bool
    /// The week, for ids that differ from week to week.
    let week: ISOWeek

    /// The variation for `week` of a sample recorded in `recorded`.
    init(week: ISOWeek, recorded: ISOWeek) {
        self.week = week
        self.isRecorded = week == recorded
        self.random = SampleRandom(seed: UInt64(week.year) &* 100 &+ UInt64(week.week))
    }

    /// The week's coding time: scaled (a light week about one in nine), spread over the days
    /// differently, the languages reshuffled; never none, the recorded week's busiest day kept
    /// when every day is skipped.
    mutating func coding(_ stats: CodingStats) -> CodingStats {
        guard !isRecorded else { return stats }
        let scale = random.unit() < 0.11 ? 0.1 + random.unit() * 0.2 : 0.5 + random.unit() * 0.9
        var days = stats.days.map { day in
            let skipped = random.unit() < 0.12
            let seconds = skipped ? 0 : Double(day.seconds) * scale * (0.6 + random.unit() * 0.8)
            return DayTotal(date: day.date, seconds: Int(seconds / 60) * 60)
        }
        if days.allSatisfy({ $0.seconds == 0 }),
            let busiest = stats.days.indices.max(by: {
                stats.days[$0].seconds < stats.days[$1].seconds
            })
        {
            days[busiest].seconds = max(60, Int(Double(stats.days[busiest].seconds) * scale / 60) * 60)
        }
        let total = days.reduce(0) { $0 + $1.seconds }
        var varied = CodingStats(
            days: days, languages: reshuffled(stats.languages, to: total),
            projects: reshuffled(stats.projects, to: total),
            editors: reshuffled(stats.editors, to: total))
        varied.ai = stats.ai.map { ai in
            // AI's lines move with the week's time, and its share by up to a fifth either way, by
            // the week's number: no draw of `random`, so no other part of any sample week changes.
            let lean = 0.8 + Double(week.week % 9) / 20
            func scaled(_ count: Int, _ factor: Double = 1) -> Int { Int(Double(count) * scale * factor) }
            return CodingAI(
                aiAdditions: scaled(ai.aiAdditions, lean), humanAdditions: scaled(ai.humanAdditions),
                aiDeletions: scaled(ai.aiDeletions, lean), humanDeletions: scaled(ai.humanDeletions),
                inputTokens: scaled(ai.inputTokens), outputTokens: scaled(ai.outputTokens), prompts: scaled(ai.prompts),
                costs: ai.costs.map { .init(agent: $0.agent, amount: ($0.amount * scale * 100).rounded() / 100) },
                reportedDays: days.filter { $0.seconds > 0 }.count)
        }
        return varied
    }

    /// `shares` with each weight moved by up to half either way, then scaled to `total` in whole minutes.
    mutating func reshuffled(_ shares: [TimeShare], to total: Int) -> [TimeShare] {
        let weights = shares.map { Double($0.seconds) * (0.5 + random.unit()) }
        let sum = weights.reduce(0, +)
        guard sum > 0, total > 0 else { return [] }
        return zip(shares, weights).map { share, weight in
            TimeShare(name: share.name, seconds: Int(Double(total) * weight / sum / 60) * 60)
        }
    }

    /// The week's articles: four to eight of the recorded ones, one of each source among them,
    /// with ids of this week (so the rule that lists an article once does not empty the list) and
    /// other counts.
    mutating func articles(_ articles: [Article]) -> [Article] {
        guard !isRecorded else { return articles }
        let count = min(articles.count, 4 + Int(random.next() % 5))
        return oneOfEach(articles, by: \.source, count: count).map { article in
            var article = article
            article.id += "-\(week)"
            let factor = 0.3 + random.unit() * 1.5
            article.likes = article.likes.map { Int(Double($0) * factor) }
            article.stocks = article.stocks.map { Int(Double($0) * factor) }
            return article
        }
    }

    /// The week's posts: three or four of the recorded ones, with ids of this week: the first
    /// recorded post (a link to an article), the first of each of two networks picked from the
    /// others, and one more some weeks, so every week shares links on three networks.
    mutating func posts(_ posts: [Post]) -> [Post] {
        guard !isRecorded, let first = posts.first else { return posts }
        let others = posts.dropFirst().filter { $0.network != first.network }
        let networks = picked(Array(Set(others.map(\.network))).sorted { $0.rawValue < $1.rawValue }, 2)
        // A network's first recorded post shares a link the page shows (a friend's post is not one).
        var chosen = [first] + networks.compactMap { network in others.first { $0.network == network } }
        let rest = posts.dropFirst().filter { post in !chosen.contains { $0.id == post.id } }
        chosen += picked(rest, Int(random.next() % 2))
        return chosen.map { post in
            var post = post
            post.id += "-\(week)"
            return post
        }
    }

    // Each part of ``SampleParts`` varies its own values in its own folder (`commits`).

    /// `count` of `items` (fewer when there are fewer), one of each kind `key` tells apart among them.
    mutating func oneOfEach<Item, Kind: Hashable>(_ items: [Item], by key: (Item) -> Kind, count: Int) -> [Item] {
        let order = picked(items, items.count)
        var seen = Set<Kind>(), first: [Item] = [], rest: [Item] = []
        for item in order {
            if seen.insert(key(item)).inserted { first.append(item) } else { rest.append(item) }
        }
        return Array((first + rest).prefix(max(count, first.count)))
    }

    /// `count` of `items` in a week-dependent order.
    mutating func picked<Item>(_ items: [Item], _ count: Int) -> [Item] {
        let keyed = items.map { (random.next(), $0) }
        return keyed.sorted { $0.0 < $1.0 }.prefix(count).map(\.1)
    }
}
