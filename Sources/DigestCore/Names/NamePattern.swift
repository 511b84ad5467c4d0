import Foundation

/// A name as a setting spells it, with `*` standing for any run of characters, matched without
/// regard to case: `acme-*` matches `ACME-billing`.
package struct NamePattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    package let text: String
    /// Its lowercased parts between the `*`s.
    let parts: [String]

    /// The pattern `text`.
    package init(_ text: String) {
        self.text = text
        self.parts = text.lowercased().split(separator: "*", omittingEmptySubsequences: false).map(String.init)
    }

    package var description: String { text }

    /// Whether the pattern has a `*`.
    package var isWildcard: Bool { parts.count > 1 }

    /// Whether `name` matches the whole pattern.
    package func matches(_ name: String) -> Bool {
        Self.matches(name.lowercased()[...], parts[...])
    }

    /// Whether `name` (lowercased) matches `parts`: the first part starts it, the last ends it,
    /// and the ones between appear in order (each at its earliest place, which is enough).
    static func matches(_ name: Substring, _ parts: ArraySlice<String>) -> Bool {
        guard let first = parts.first else { return name.isEmpty }
        guard parts.count > 1 else { return name == first }
        guard name.hasPrefix(first) else { return false }
        var rest = name.dropFirst(first.count)
        let last = parts[parts.endIndex - 1]
        for middle in parts.dropFirst().dropLast() where !middle.isEmpty {
            guard let found = rest.range(of: middle) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.count >= last.count && rest.hasSuffix(last)
    }
}
