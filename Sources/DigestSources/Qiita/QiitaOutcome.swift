import DigestCore
import Foundation

/// Folds the tags' results into the reading list's outcome: the articles of every tag, a note
/// when the rate limit cut the paging short, and the failures (which make the run exit 3).
struct QiitaOutcome {
    var results: [QiitaTagResult]
    var hasToken: Bool
    var resetAt: Date?

    var outcome: SourceOutcome<[Article]> {
        let articles = results.flatMap(\.articles)
        var failures: [String] = []
        for failure in results.compactMap(\.failure) where !failures.contains(failure) {
            failures.append(failure)
        }
        guard !failures.isEmpty else { return .ok(articles, notes: notes) }
        return SourceOutcome(status: .failed(reason: failures.joined(separator: " ")), value: articles, notes: notes)
    }

    var notes: [String] {
        var notes: [String] = []
        let limited = results.filter { $0.end == .rateLimited }.map(\.tag)
        if !limited.isEmpty {
            let complete = results.filter { $0.end == .complete }.count
            let fix =
                hasToken
                ? "it resets at \(resetAt.map(HTTPError.utc) ?? "the top of the hour"); run again after that"
                : "set QIITA_ACCESS_TOKEN for 1000/hour"
            notes.append(
                "Qiita rate limit reached after \(complete) of \(results.count) tags (not read in full: \(limited.joined(separator: ", "))); \(fix)."
            )
        }
        for result in results where result.end == .truncated {
            notes.append(
                "The tag '\(result.tag)' had more articles this week than Qiita lists (10 000); the rest are not considered."
            )
        }
        let skipped = results.reduce(0) { $0 + $1.skipped }
        if skipped > 0 {
            notes.append(
                "\(skipped) \(skipped == 1 ? "entry" : "entries") in Qiita's answers could not be read as articles and \(skipped == 1 ? "is" : "are") left out."
            )
        }
        return notes
    }
}
