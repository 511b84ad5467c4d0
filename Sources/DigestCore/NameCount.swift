/// How often one name came up: a tag on the reading list, a domain among the shared links.
package struct NameCount: Sendable, Codable, Equatable {
    /// The name as the source gave it (untrusted text).
    package var name: String
    /// How many times.
    package var count: Int

    /// Creates a count.
    package init(name: String, count: Int) {
        self.name = name
        self.count = count
    }

    /// `counts` as a list, most first, ties by name; the first `limit` when given.
    package static func ranked(_ counts: [String: Int], limit: Int? = nil) -> [NameCount] {
        let sorted = ranked(counts.filter { $0.value > 0 }.map { NameCount(name: $0.key, count: $0.value) })
        return limit.map { Array(sorted.prefix($0)) } ?? sorted
    }

    /// `counts`, each name once, most first, ties by name.
    package static func ranked(_ counts: [NameCount]) -> [NameCount] {
        counts.sorted { $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name }
    }

    /// The counts of `lists` added up by name.
    package static func summed(_ lists: some Sequence<[NameCount]>) -> [String: Int] {
        var counts: [String: Int] = [:]
        for list in lists {
            for item in list { counts[item.name, default: 0] += item.count }
        }
        return counts
    }
}
