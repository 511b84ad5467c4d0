import DigestCore

/// Writes the weeks of `weeks/index.json` as bytes into one buffer: the members of each in sorted
/// order, an optional one left out when nil, the way `JSONEncoder` with `.sortedKeys` writes them.
///
/// Bytes rather than `String` pieces: a weekly run rewrites the whole index, and joining strings
/// cost more than everything else the run added for the trends and year pages.
struct SiteIndexWriter {
    /// The bytes so far.
    var bytes: [UInt8] = []
    /// Whether the object being written has no member yet.
    var isFirst = true

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(bytes: $0) }
    }

    mutating func append(_ number: Int) {
        bytes.appendDecimal(number)
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped, the rest as is.
    mutating func append(quoted text: String) {
        bytes.append(UInt8(ascii: "\""))
        // The bytes looked at in place: through the view's generic `contains`, this check was a
        // quarter of writing the index.
        let plain =
            text.utf8.withContiguousStorageIfAvailable { utf8 in
                !utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
            } ?? false
        if plain {
            bytes.append(utf8Of: text)
        } else {
            bytes.append(contentsOf: SiteIndex.quoted(text).utf8.dropFirst().dropLast())
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `"name":`, after a comma unless it is the object's first member.
    mutating func member(_ name: StaticString) {
        if isFirst { append("\"") } else { append(",\"") }
        append(name)
        append("\":")
        isFirst = false
    }

    /// One week's object.
    mutating func write(_ summary: WeekSummary) {
        append("{")
        isFirst = true
        if let articles = summary.articles { number("articles", articles) }
        if let seconds = summary.codingSeconds { number("codingSeconds", seconds) }
        if let days = summary.days {
            member("days")
            list(days) { $0.append($1) }
        }
        member("generatedAt")
        append(quoted: ISOTimestamp.string(summary.generatedAt))
        member("isPartial")
        if summary.isPartial { append("true") } else { append("false") }
        if let languages = summary.languages {
            member("languages")
            list(languages) { writer, language in
                writer.append("{\"name\":")
                writer.append(quoted: language.name)
                writer.append(",\"seconds\":")
                writer.append(language.seconds)
                writer.append("}")
            }
        }
        if let links = summary.links { number("links", links) }
        if let shared = summary.shared {
            member("shared")
            list(shared) { writer, link in
                writer.append("{\"host\":")
                writer.append(quoted: link.host)
                if let title = link.title {
                    writer.append(",\"title\":")
                    writer.append(quoted: title)
                }
                writer.append(",\"url\":")
                writer.append(quoted: link.url)
                writer.append("}")
            }
        }
        if let tags = summary.tags {
            member("tags")
            list(tags) { writer, tag in
                writer.append("{\"count\":")
                writer.append(tag.count)
                writer.append(",\"name\":")
                writer.append(quoted: tag.name)
                writer.append("}")
            }
        }
        if let zone = summary.timeZone { text("timeZone", zone) }
        if let language = summary.topLanguage { text("topLanguage", language) }
        text("week", summary.week.description)
        append("}")
    }

    mutating func number(_ name: StaticString, _ value: Int) {
        member(name)
        append(value)
    }

    mutating func text(_ name: StaticString, _ value: String) {
        member(name)
        append(quoted: value)
    }

    /// `[a,b,…]`, each element written by `element`.
    mutating func list<Element>(_ elements: [Element], _ element: (inout SiteIndexWriter, Element) -> Void) {
        append("[")
        for (index, value) in elements.enumerated() {
            if index > 0 { append(",") }
            element(&self, value)
        }
        append("]")
    }
}
