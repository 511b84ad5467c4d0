/// Fixed text from a locale file with `{name}` placeholders, e.g. `{hours} h {minutes} m`.
public struct Phrase: Sendable, Equatable, Codable {
    /// The text as written in the locale file.
    public let text: String

    /// A phrase with `text`.
    public init(_ text: String) {
        self.text = text
    }

    /// Reads the phrase from a JSON string.
    public init(from decoder: any Decoder) throws {
        text = try decoder.singleValueContainer().decode(String.self)
    }

    /// Writes the phrase as the JSON string it was read from.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// The text with each `{name}` replaced by its value. Values are inserted as they are, never
    /// scanned again, so a title that contains `{count}` stays as written.
    public func filled(_ values: [String: String]) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
            let name = rest[afterOpen..<close]
            if let value = values[String(name)] {
                result += value
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The names between braces, in order of appearance.
    var placeholders: [String] {
        var names: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"),
              let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}

/// A phrase that depends on a count: `1 read`, `15 reads`. The count is `{count}`.
public struct CountPhrase: Sendable, Equatable, Codable {
    /// For exactly one.
    public let one: Phrase
    /// For any other count.
    public let other: Phrase

    /// The phrase for `count`.
    public func callAsFunction(_ count: Int, _ values: [String: String] = [:]) -> String {
        (count == 1 ? one : other).filled(values.merging(["count": String(count)]) { _, count in count })
    }
}
