import DigestCore

/// What `team.html` is filled with: every value text, escaped by the template.
struct TeamContext: Sendable, Encodable {
    var lang: String
    var title: String
    var description: String
    var heading: String
    var range: String
    var memberCount: String
    var problems: Problems?
    var totals: Totals
    var rows: [Row]
    var ranking: Ranking?
    var languages: Languages?
    var recent: [Recent]

    /// The members whose week was not read, and why.
    struct Problems: Sendable, Encodable {
        var items: [Problem]
    }

    struct Problem: Sendable, Encodable {
        var name: String
        /// The site's address; nil for a folder, whose path on this machine the page does not show.
        var site: String?
        var reason: String
    }

    struct Totals: Sendable, Encodable {
        var coding: String
        var commits: String
        var reviews: String
        var goals: String
    }

    /// A member's week in the side-by-side table.
    struct Row: Sendable, Encodable {
        var name: String
        var marks: [String]
        var coding: String
        var days: String
        var commits: String
        var reviews: String
        var goal: String
        var languages: String
    }

    struct Ranking: Sendable, Encodable {
        var how: String
        var places: [Place]
        var leftOut: String?
    }

    struct Place: Sendable, Encodable {
        var place: Int
        var name: String
        var value: String
        var madeLater: Bool
    }

    struct Languages: Sendable, Encodable {
        var items: [Language]
    }

    struct Language: Sendable, Encodable {
        var name: String
        var time: String
        var share: String
        var colour: String
    }

    struct Recent: Sendable, Encodable {
        var week: String
        var coding: String
        var commits: String
        var members: String
    }
}
