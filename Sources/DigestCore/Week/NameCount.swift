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

    /// The counts of `lists` added up by name, without regard to case (a tag is Qiita's `Swift`
    /// one week and Zenn's `swift` another), each named by ``shown(_:over:)``.
    package static func summed(_ lists: some Sequence<[NameCount]>) -> [String: Int] {
        var counts: [String: Int] = [:], names: [String: String] = [:]
        for list in lists {
            for item in list {
                let key = item.name.lowercased()
                names[key] = names[key].map { shown(item.name, over: $0) } ?? item.name
                counts[key, default: 0] += item.count
            }
        }
        return Dictionary(uniqueKeysWithValues: counts.map { (names[$0.key] ?? $0.key, $0.value) })
    }

    /// The spelling to show of one name met twice: one with a capital (Qiita's tag `Swift`) over
    /// one without (Zenn's topic `swift`), else the one seen first (`known`).
    static func shown(_ spelling: String, over known: String) -> String {
        known == known.lowercased() && spelling != spelling.lowercased() ? spelling : known
    }
}
