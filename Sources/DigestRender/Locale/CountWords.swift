import DigestCore

/// The words of the sections' counts (``WeekSections/counts``), found by key in the groups that
/// hold them: `summary.<phrase>` (`12 commits`, the headline), `history.<key>` (the label on the
/// trends and year pages) and, for a count that may be a goal, `goal.<key>` (`10 commits`: a goal
/// and what it missed by) and `goal.<key>Progress` (`3 of 10 commits`).
///
/// A new section's count is words in the locale files alone. Whether every count has its words is
/// checked when a locale is read (``Words/problems``), and a file exported before a count was
/// added takes them from the built-in one (``LocaleCatalog/addedKeys``).
final class CountWords: Sendable, Decodable {
    /// Every `{one, other}` phrase of the `summary` group, by key.
    let phrases: [String: CountPhrase]
    /// Every text of the `history` group, by key.
    let labels: [String: String]
    /// Every `{one, other}` phrase of the `goal` group, by key.
    let goals: [String: CountPhrase]

    init(from decoder: any Decoder) throws {
        let groups = try decoder.container(keyedBy: NamedKey.self)
        phrases = Self.entries(CountPhrase.self, of: "summary", in: groups)
        labels = Self.entries(String.self, of: "history", in: groups)
        goals = Self.entries(CountPhrase.self, of: "goal", in: groups)
    }

    /// The values of group `name` that are a `T`; the rest of the group is other words.
    static func entries<T: Decodable>(_ type: T.Type, of name: String, in groups: KeyedDecodingContainer<NamedKey>)
        -> [String: T]
    {
        guard let group = try? groups.nestedContainer(keyedBy: NamedKey.self, forKey: NamedKey(name)) else {
            return [:]
        }
        var entries: [String: T] = [:]
        for key in group.allKeys {
            if let value = try? group.decode(T.self, forKey: key) { entries[key.stringValue] = value }
        }
        return entries
    }

    /// The keys `count`'s words are under: (group, key).
    static func keys(of count: SectionCount) -> [(group: String, key: String)] {
        [("summary", count.phrase), ("history", count.key)]
            + (count.goal == nil ? [] : [("goal", count.key), ("goal", count.key + "Progress")])
    }

    /// Whether `group` has `key` in the shape a count's words take there.
    func has(_ key: String, in group: String) -> Bool {
        switch group {
        case "summary": phrases[key] != nil
        case "history": labels[key] != nil
        default: goals[key] != nil
        }
    }

    /// `12 commits`: the headline's phrase `summary.<phrase>`.
    func headline(_ phrase: String) -> CountPhrase? { phrases[phrase] }

    /// `Commits`: the label of `count` on the trends and year pages.
    func label(of count: SectionCount) -> String { labels[count.key] ?? count.key }

    /// `{count} commits` and `{done} of {count} commits`: a goal of `key` and its progress.
    func goal(of key: String) -> (count: CountPhrase, progress: CountPhrase)? {
        guard let count = goals[key], let progress = goals[key + "Progress"] else { return nil }
        return (count, progress)
    }
}
