/// A key of a JSON object known only when the program runs: a section's count in the webhook's
/// JSON (`commits`), a count's words in a locale file (`summary.reads`).
package struct NamedKey: CodingKey, Sendable {
    package var stringValue: String
    package var intValue: Int? { nil }

    /// The key `name`.
    package init(_ name: String) { stringValue = name }
    package init(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
}
