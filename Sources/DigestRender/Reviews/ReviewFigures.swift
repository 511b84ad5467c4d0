import DigestCore
import Foundation

/// The week's reviews and pull requests, formatted; names and titles are raw, the template
/// escapes them.
struct ReviewFigures: Sendable, Encodable {
    /// One day or one repository: its name and what was done there.
    struct Row: Sendable, Encodable {
        var name: String
        var count: String
        var isLast: Bool
    }

    /// One day: `Mon 2`, kept on one line in HTML.
    struct Day: Sendable, Encodable {
        var label: String
        var isLast: Bool
    }

    /// A pull request or issue of a repository that may be named: its title, its address when it
    /// has one, its repository, and what was done (`opened, merged`).
    struct Item: Sendable, Encodable {
        var title: String
        var url: String?
        var repository: String
        var done: String
    }

    /// The most pull requests and issues listed; the rest are counted.
    static let listLimit = 20

    /// Whether there was nothing at all.
    var isEmpty: Bool
    /// `3 pull requests opened · 2 merged · 4 reviews given`.
    var total: String
    /// Monday first: `Mon 2`.
    var byDay: [Day]
    /// The repositories, most first; the private ones as one row.
    var repositories: [Row]
    /// The pull requests and issues listed, newest first.
    var items: [Item]
    /// Whether any repository or item is listed (for their headings).
    var hasRepositories: Bool
    var hasItems: Bool
    /// `and 3 more`, when the list was cut.
    var more: String?
    /// `and 4 contributions GitHub counts without naming their repositories`, when there are.
    var restricted: String?

    init(_ stats: ReviewStats, _ presenter: DigestPresenter, _ words: ReviewWords) {
        func glue(_ text: String) -> String { presenter.unbroken ? Unbroken.numbers(text) : text }
        func counts(_ counts: ReviewStats.Counts) -> String {
            [
                (counts.opened, words.opened), (counts.merged, words.merged), (counts.reviewed, words.reviewed),
                (counts.issues, words.issues),
            ].filter { $0.0 > 0 }.map { glue($0.1($0.0)) }.joined(separator: " · ")
        }
        let total = stats.total
        isEmpty = total.all == 0 && stats.restricted == 0
        self.total = counts(total)
        let days = stats.days(of: presenter.digest.week, in: presenter.zone)
        byDay = zip(presenter.digest.week.days, days).enumerated().map { index, day in
            let label = "\(presenter.weekday(day.0)) \(day.1)"
            return Day(label: presenter.unbroken ? Unbroken.text(label) : label, isLast: index == days.count - 1)
        }
        let repositories = stats.repositories
        var rows = repositories.named.map { (Self.line($0.name), $0.counts) }
        if repositories.unnamed.all > 0 { rows.append((words.otherRepositories, repositories.unnamed)) }
        self.repositories = rows.enumerated().map { index, row in
            Row(name: row.0, count: counts(row.1), isLast: index == rows.count - 1)
        }
        let listed = Self.items(stats.contributions, words, separator: presenter.words.lists.separator)
        items = Array(listed.prefix(Self.listLimit))
        (hasRepositories, hasItems) = (!rows.isEmpty, !listed.isEmpty)
        more = listed.count > Self.listLimit ? glue(words.more(listed.count - Self.listLimit)) : nil
        restricted = stats.restricted > 0 ? glue(words.restricted(stats.restricted)) : nil
    }

    /// A forge's text on one line, at most 200 characters: a title or a repository's name.
    static func line(_ text: String) -> String {
        SingleLine.squeezed(text, formatCharacters: true, limit: 200)
    }

    /// Each pull request or issue of a public repository once, newest first, with all that was
    /// done to it this week.
    static func items(_ contributions: [ForgeContribution], _ words: ReviewWords, separator: String) -> [Item] {
        var order: [String] = [], done: [String: [ForgeContribution.Kind]] = [:],
            first: [String: ForgeContribution] = [:]
        for contribution in contributions.reversed() where !contribution.isPrivate && !contribution.title.isEmpty {
            let key = contribution.url ?? contribution.repository + "\n" + contribution.title
            if first[key] == nil {
                order.append(key)
                first[key] = contribution
            }
            if done[key]?.contains(contribution.kind) != true { done[key, default: []].append(contribution.kind) }
        }
        return order.compactMap { key in
            guard let contribution = first[key] else { return nil }
            let kinds = ForgeContribution.Kind.allCases.filter { done[key]?.contains($0) == true }.map { kind in
                switch kind {
                case .opened: words.kinds.opened
                case .merged: words.kinds.merged
                case .reviewed: words.kinds.reviewed
                case .issue: words.kinds.issue
                }
            }
            return Item(
                title: line(contribution.title),
                url: contribution.url.flatMap(WebURL.init)?.absoluteString, repository: line(contribution.repository),
                done: kinds.joined(separator: separator))
        }
    }
}
