/// A status's `content` read as text and links.
///
/// Mastodon sends sanitized HTML: paragraphs, line breaks, spans and links (and, on 4.x, a few
/// inline elements). No maintained HTML parser is among the packages this project may use, and
/// FoundationXML refuses HTML (`<br>` is never closed), so this reads that small subset by hand:
/// tags are recognised and dropped, entities decoded, and every `<a>`'s `href`, `class` and text
/// kept. A quote's fallback, `<p class="quote-inline">RE: <a href="…">…</a></p>`, is left out.
struct MastodonContent: Equatable {
    /// One `<a>`: its address, its text (all of it, the spans Mastodon hides included) and whether
    /// it is a mention or a hashtag.
    struct Anchor: Equatable {
        var href: String
        var text: String
        var isMentionOrTag: Bool
    }

    /// The text, paragraphs apart by a blank line.
    var text: String
    /// The links, in the order of the text.
    var anchors: [Anchor]

    /// Reads `html`.
    init(html: String) {
        var text = "", anchors: [Anchor] = []
        var anchor: Anchor?
        var quoteDepth = 0
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            let before = Self.decoded(rest[..<open])
            if quoteDepth == 0 {
                text += before
                anchor?.text += before
            }
            guard let close = rest[open...].firstIndex(of: ">") else {
                rest = rest[rest.endIndex...]
                break
            }
            let tag = Tag(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
            if quoteDepth > 0 {
                if tag.name == "p" || tag.name == "span" {
                    quoteDepth += tag.isClosing ? -1 : (tag.isSelfClosing ? 0 : 1)
                }
                continue
            }
            if !tag.isClosing, tag.name == "p" || tag.name == "span", tag.classes.contains("quote-inline") {
                quoteDepth = 1
                continue
            }
            switch (tag.name, tag.isClosing) {
            case ("p", false) where !text.isEmpty:
                text += "\n\n"
            case ("br", _):
                text += "\n"
                anchor?.text += "\n"
            case ("a", false):
                if let open = anchor { anchors.append(open) }
                anchor = Anchor(
                    href: tag.attributes["href"] ?? "", text: "",
                    isMentionOrTag: tag.classes.contains("mention") || tag.classes.contains("hashtag"))
            case ("a", true):
                if let open = anchor { anchors.append(open) }
                anchor = nil
            default: break
            }
        }
        if quoteDepth == 0 { text += Self.decoded(rest) }
        if let open = anchor { anchors.append(open) }
        self.text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        self.anchors = anchors.filter { !$0.href.isEmpty }
    }

    /// `text` with its character references decoded: `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`,
    /// `&#39;`, `&#x1F600;`; an unknown one stays as it is.
    static func decoded(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var result = ""
        var rest = text
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let tail = rest[amp...]
            guard let semicolon = tail.prefix(12).firstIndex(of: ";") else {
                result += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            let name = tail[tail.index(after: amp)..<semicolon]
            if let character = Self.character(for: name) {
                result.append(character)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest[rest.index(after: amp)...]
            }
        }
        return result + rest
    }

    /// The character a reference names (`amp`, `#39`, `#x1F600`).
    static func character(for name: Substring) -> Character? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return " "
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value =
                digits.first == "x" || digits.first == "X"
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }

    /// A tag: its name (lowercased), whether it closes or closes itself, and its attributes.
    struct Tag {
        var name: String
        var isClosing: Bool
        var isSelfClosing: Bool
        var attributes: [String: String]

        /// The classes of its `class` attribute.
        var classes: [Substring] { (attributes["class"] ?? "").split(separator: " ") }

        init(_ inside: Substring) {
            var body = inside
            isClosing = body.first == "/"
            if isClosing { body = body.dropFirst() }
            isSelfClosing = body.last == "/"
            if isSelfClosing { body = body.dropLast() }
            let name = body.prefix { !$0.isWhitespace }
            self.name = name.lowercased()
            attributes = Self.attributes(body.dropFirst(name.count))
        }

        /// `name="value"`, `name='value'` and `name=value` pairs, names lowercased, values decoded.
        static func attributes(_ text: Substring) -> [String: String] {
            var result: [String: String] = [:]
            var rest = text
            while let equals = rest.firstIndex(of: "=") {
                let name = rest[..<equals].split(whereSeparator: \.isWhitespace).last.map { $0.lowercased() } ?? ""
                var value = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
                let end: Substring.Index
                if let quote = value.first, quote == "\"" || quote == "'" {
                    value = value.dropFirst()
                    end = value.firstIndex(of: quote) ?? value.endIndex
                } else {
                    end = value.firstIndex(where: \.isWhitespace) ?? value.endIndex
                }
                if !name.isEmpty, result[name] == nil { result[name] = decoded(value[..<end]) }
                rest = end < value.endIndex ? value[value.index(after: end)...] : value[value.endIndex...]
            }
            return result
        }
    }
}
