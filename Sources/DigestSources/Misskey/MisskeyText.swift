/// A note's MFM read as text and links, by the rules of Misskey's own parser (mfm.js).
///
/// - a bare `http://` or `https://` address runs over ASCII letters, digits and
///   `.,_/:%#@$&?!~=+-`, and balanced `()` or `[]`; a `.` or `,` at its end is the sentence's;
/// - `<https://…>` holds any address up to `>`, without spaces;
/// - `[label](address)` and `?[label](address)` link their label (the text keeps the label);
/// - nothing in `` `inline code` `` or a ```` ``` ```` block is a link.
struct MisskeyText: Equatable {
    /// One link: how the text shows it (empty when the text shows a label instead) and its address.
    struct Link: Equatable {
        var shown: String
        var address: String
    }

    /// The text: labelled links as their labels, `<address>` as the address.
    var text: String
    /// The links, in the order of the text.
    var links: [Link]

    /// Reads `mfm`.
    init(mfm: String) {
        let scalars = Array(mfm.unicodeScalars)
        var text = String.UnicodeScalarView(), links: [Link] = []
        var index = 0
        while index < scalars.count {
            if let end = Self.codeEnd(scalars, at: index) {
                text.append(contentsOf: scalars[index..<end])
                index = end
            } else if let (label, address, end) = Self.labelled(scalars, at: index) {
                text.append(contentsOf: label.unicodeScalars)
                links.append(Link(shown: "", address: address))
                index = end
            } else if let (address, end) = Self.angled(scalars, at: index) ?? Self.bare(scalars, at: index) {
                text.append(contentsOf: address.unicodeScalars)
                links.append(Link(shown: address, address: address))
                index = end
            } else {
                text.append(scalars[index])
                index += 1
            }
        }
        self.text = String(text)
        self.links = links
    }

    /// The end of the code that starts at `index`: a block to its closing fence, inline code to
    /// its closing backtick on the same line; nil when no code starts there (a fence or a
    /// backtick never closed is text).
    static func codeEnd(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        guard scalars[index] == "`" else { return nil }
        if starts(scalars, at: index, with: "```"), let close = find(scalars, "```", from: index + 3) {
            return close + 3
        }
        var end = index + 1
        while end < scalars.count, scalars[end] != "\n" {
            if scalars[end] == "`" { return end > index + 1 ? end + 1 : nil }
            end += 1
        }
        return nil
    }

    /// `[label](address)` or `?[label](address)` at `index`: its label, address and end.
    static func labelled(_ scalars: [Unicode.Scalar], at index: Int) -> (String, String, Int)? {
        var open = index
        if scalars[open] == "?", open + 1 < scalars.count { open += 1 }
        guard scalars[open] == "[" else { return nil }
        var close = open + 1
        while close < scalars.count, scalars[close] != "]" {
            if scalars[close] == "\n" { return nil }
            close += 1
        }
        guard close > open + 1, close + 1 < scalars.count, scalars[close + 1] == "(" else { return nil }
        guard let (address, end) = angled(scalars, at: close + 2) ?? bare(scalars, at: close + 2),
            end < scalars.count, scalars[end] == ")"
        else { return nil }
        let label = String(String.UnicodeScalarView(scalars[(open + 1)..<close]))
        return (label, address, end + 1)
    }

    /// `<https://…>` at `index`: the address and the end.
    static func angled(_ scalars: [Unicode.Scalar], at index: Int) -> (String, Int)? {
        guard index < scalars.count, scalars[index] == "<", let scheme = schemeLength(scalars, at: index + 1)
        else { return nil }
        var end = index + 1 + scheme
        while end < scalars.count, scalars[end] != ">" {
            if scalars[end].properties.isWhitespace { return nil }
            end += 1
        }
        guard end < scalars.count, end > index + 1 + scheme else { return nil }
        return (String(String.UnicodeScalarView(scalars[(index + 1)..<end])), end + 1)
    }

    /// A bare address at `index`: the address, its `.` and `,` at the end left to the sentence, and its end.
    static func bare(_ scalars: [Unicode.Scalar], at index: Int) -> (String, Int)? {
        guard index < scalars.count, let scheme = schemeLength(scalars, at: index) else { return nil }
        var end = index + scheme
        var depth: [Unicode.Scalar] = []
        var lastBalanced = end
        while end < scalars.count {
            let scalar = scalars[end]
            if scalar == "(" || scalar == "[" {
                depth.append(scalar == "(" ? ")" : "]")
            } else if scalar == ")" || scalar == "]" {
                guard depth.last == scalar else { break }
                depth.removeLast()
            } else if !isAddressScalar(scalar) {
                break
            }
            end += 1
            if depth.isEmpty { lastBalanced = end }
        }
        end = lastBalanced
        // A letter that a mark after it extends (`e` + U+0301) belongs to the text, not the address.
        while end > index + scheme, end < scalars.count, isExtending(scalars[end]) { end -= 1 }
        while end > index + scheme, scalars[end - 1] == "." || scalars[end - 1] == "," { end -= 1 }
        guard end > index + scheme else { return nil }
        return (String(String.UnicodeScalarView(scalars[index..<end])), end)
    }

    /// The length of `https://` or `http://` at `index` (any case), or nil.
    static func schemeLength(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        for scheme in ["https://", "http://"] where starts(scalars, at: index, with: scheme, ignoringCase: true) {
            return scheme.unicodeScalars.count
        }
        return nil
    }

    /// The scalars a bare address runs over besides brackets: ASCII letters and digits, `.,_/:%#@$&?!~=+-`.
    static func isAddressScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
            || ".,_/:%#@$&?!~=+-".unicodeScalars.contains(scalar)
    }

    /// Whether `scalar` joins the character before it (a combining mark, a joiner, a variation selector).
    static func isExtending(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: scalar.properties.isGraphemeExtend || scalar == "\u{200D}"
        }
    }

    static func starts(_ scalars: [Unicode.Scalar], at index: Int, with prefix: String, ignoringCase: Bool = false)
        -> Bool
    {
        let wanted = Array(prefix.unicodeScalars)
        guard index + wanted.count <= scalars.count else { return false }
        return zip(scalars[index..<(index + wanted.count)], wanted).allSatisfy { found, expected in
            ignoringCase ? found.properties.lowercaseMapping == expected.properties.lowercaseMapping : found == expected
        }
    }

    static func find(_ scalars: [Unicode.Scalar], _ text: String, from index: Int) -> Int? {
        var position = index
        while position < scalars.count {
            if starts(scalars, at: position, with: text) { return position }
            position += 1
        }
        return nil
    }
}
