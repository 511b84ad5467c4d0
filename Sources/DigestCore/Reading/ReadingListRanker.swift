import Foundation

/// Chooses the week's reading list: each article once, none listed in an earlier week, ranked by
/// likes and stocks with a boost for the languages the user coded most, capped.
///
/// The score is `(likes + stocks + 1) × (1 + share)` (an article whose source gives no counts,
/// a Zenn feed's, counts as the median of the others' likes and stocks), where `share` is the fraction of the week's
/// coding time spent in the best-matching language among the user's top three (each coded at
/// least 30 minutes); an article with no such tag has `share` 0. So an article in the language of
/// half your week counts one and a half times.
struct ReadingListRanker: Sendable {
    /// The most articles listed.
    package var limit: Int
    /// Ids of articles already listed in earlier weeks.
    var alreadyListed: Set<String>

    /// How many of the most-coded languages boost articles.
    static let boostedLanguageCount = 3
    /// The least time in a language for it to boost articles.
    static let minimumBoostSeconds = 30 * 60

    /// Creates a ranker.
    init(limit: Int = 15, alreadyListed: Set<String> = []) {
        self.limit = max(0, limit)
        self.alreadyListed = alreadyListed
    }

    /// The list from `articles` (already inside the week), given the week's `coding` when known.
    func rank(_ articles: [Article], coding: CodingStats?) -> [Article] {
        let languages = Self.boosting(coding)
        let total = Double(max(1, coding?.languages.reduce(0) { $0 + $1.seconds } ?? 1))
        let candidates = Self.merged(articles).filter { !alreadyListed.contains($0.id) }
        let typical = Self.typicalCount(candidates)
        let scored = candidates.map { article in
            var article = article
            article.languageMatch = Self.bestMatch(article.tags, languages)
            let share = Double(article.languageMatch?.seconds ?? 0) / total
            let counts = Self.counts(article) ?? typical
            return (article, Double(counts + 1) * (1 + share))
        }
        let ranked = scored.sorted { a, b in
            a.1 != b.1 ? a.1 > b.1 : (a.0.createdAt, a.0.id) < (b.0.createdAt, b.0.id)
        }
        return ranked.prefix(limit).map(\.0)
    }

    /// Likes plus stocks, or nil when the source gives neither (a Zenn feed).
    static func counts(_ article: Article) -> Int? {
        article.likes == nil && article.stocks == nil ? nil : (article.likes ?? 0) + (article.stocks ?? 0)
    }

    /// What an article without counts is ranked as: the median of the counts the others have
    /// (0 when none has any), so a source without likes sits in the middle, neither first nor last.
    static func typicalCount(_ articles: [Article]) -> Int {
        let counted = articles.compactMap(counts).sorted()
        return counted.isEmpty ? 0 : counted[counted.count / 2]
    }

    /// One article per id, in first-seen order: its followed tags joined, the highest counts kept.
    static func merged(_ articles: [Article]) -> [Article] {
        var order: [String] = []
        var byID: [String: Article] = [:]
        for article in articles {
            guard var existing = byID[article.id] else {
                order.append(article.id)
                byID[article.id] = article
                continue
            }
            for tag in article.followedTags where !existing.followedTags.contains(tag) {
                existing.followedTags.append(tag)
            }
            existing.likes = [existing.likes, article.likes].compactMap { $0 }.max()
            existing.stocks = [existing.stocks, article.stocks].compactMap { $0 }.max()
            byID[article.id] = existing
        }
        return order.compactMap { byID[$0] }
    }

    /// The languages that boost: the top three by time, each at least 30 minutes, not "Other".
    static func boosting(_ coding: CodingStats?) -> [TimeShare] {
        let candidates = (coding?.languages ?? []).filter {
            $0.seconds >= minimumBoostSeconds && !["other", "unknown"].contains($0.name.lowercased())
        }
        return Array(
            candidates.sorted { $0.seconds != $1.seconds ? $0.seconds > $1.seconds : $0.name < $1.name }
                .prefix(boostedLanguageCount))
    }

    /// The most-coded language among `languages` that one of `tags` names.
    static func bestMatch(_ tags: [String], _ languages: [TimeShare]) -> LanguageMatch? {
        for language in languages {
            if let tag = tags.first(where: { LanguageMatch.tag($0, names: language.name) }) {
                return LanguageMatch(tag: tag, language: language.name, seconds: language.seconds)
            }
        }
        return nil
    }
}
