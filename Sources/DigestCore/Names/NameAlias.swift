/// One `from=to` pair of `DIGEST_LANGUAGE_ALIASES` or `DIGEST_PROJECT_ALIASES`: names matching
/// `from` are shown as `to`, their time added together.
package struct NameAlias: Sendable, Hashable {
    /// The names it renames.
    package var from: NamePattern
    /// The name they get.
    package var to: String

    /// The pair `from=to`.
    package init(from: NamePattern, to: String) {
        self.from = from
        self.to = to
    }

    /// The name `name` is shown as under `aliases`.
    ///
    /// The first pair that matches renames it, and
    /// the new name is looked up again (`TSX=TypeScript,TypeScript=TS` shows TSX as TS), until no
    /// pair changes it. A chain that loops is refused when the setting is read
    /// (``firstLoop(in:)``); past that, the lookups stop after one per pair.
    package static func resolve(_ name: String, _ aliases: [NameAlias]) -> String {
        var current = name
        for _ in 0...aliases.count {
            guard let alias = aliases.first(where: { $0.from.matches(current) }),
                alias.to.lowercased() != current.lowercased()
            else { return current }
            current = alias.to
        }
        return current
    }

    /// The first pair whose name leads back to a name already passed, with the chain it makes, or
    /// nil when every chain ends.
    package static func firstLoop(in aliases: [NameAlias]) -> [String]? {
        for alias in aliases {
            var chain = [alias.from.text, alias.to]
            var seen: Set<String> = [alias.from.text.lowercased(), alias.to.lowercased()]
            var current = alias.to
            while let next = aliases.first(where: { $0.from.matches(current) }),
                next.to.lowercased() != current.lowercased()
            {
                chain.append(next.to)
                guard seen.insert(next.to.lowercased()).inserted else { return chain }
                current = next.to
            }
        }
        return nil
    }
}
