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
        self = Self.reading(mfm).text
    }

    /// Reads `mfm`, and says how many scalars were looked at: a few times its length, whatever it
    /// holds (``MisskeyScanner``).
    static func reading(_ mfm: String) -> (text: MisskeyText, visits: Int) {
        var scanner = MisskeyScanner(mfm)
        let scalars = scanner.scalars
        var text = String.UnicodeScalarView(), links: [Link] = []
        var index = 0
        while index < scalars.count {
            scanner.visits += 1
            if let end = codeEnd(scanner, at: index) {
                for scalar in scalars[index..<end] { text.append(scalar) }
                index = end
            } else if let (label, address, end) = labelled(&scanner, at: index) {
                for scalar in scalars[label] { text.append(scalar) }
                links.append(Link(shown: "", address: String(String.UnicodeScalarView(scalars[address]))))
                index = end
            } else if let (address, end) = angled(scanner, at: index) ?? bare(&scanner, at: index) {
                let shown = String(String.UnicodeScalarView(scalars[address]))
                for scalar in scalars[address] { text.append(scalar) }
                links.append(Link(shown: shown, address: shown))
                index = end
            } else {
                text.append(scalars[index])
                index += 1
            }
        }
        return (MisskeyText(text: String(text), links: links), scanner.visits)
    }

    private init(text: String, links: [Link]) {
        self.text = text
        self.links = links
    }

    /// The end of the code that starts at `index`: a block to its closing fence, inline code to
    /// its closing backtick on the same line; nil when no code starts there (a fence or a
    /// backtick never closed is text).
    static func codeEnd(_ scanner: MisskeyScanner, at index: Int) -> Int? {
        let scalars = scanner.scalars
        guard scalars[index] == "`" else { return nil }
        if starts(scalars, at: index, with: "```"), index + 3 <= scalars.count {
            let close = scanner.fences[index + 3]
            if close < scalars.count { return close + 3 }
        }
        let end = scanner.codeStops[index + 1]
        guard end < scalars.count, scalars[end] == "`" else { return nil }
        return end > index + 1 ? end + 1 : nil
    }

    /// `[label](address)` or `?[label](address)` at `index`: where its label and address are, and its end.
    static func labelled(_ scanner: inout MisskeyScanner, at index: Int) -> (Range<Int>, Range<Int>, Int)? {
        let scalars = scanner.scalars
        var open = index
        if scalars[open] == "?", open + 1 < scalars.count { open += 1 }
        guard scalars[open] == "[" else { return nil }
        // The first `]` after the `[`, unless a line break comes first.
        let close = scanner.labelStops[open + 1]
        guard close < scalars.count, scalars[close] == "]" else { return nil }
        guard close > open + 1, close + 1 < scalars.count, scalars[close + 1] == "(" else { return nil }
        guard let (address, end) = angled(scanner, at: close + 2) ?? bare(&scanner, at: close + 2),
            end < scalars.count, scalars[end] == ")"
        else { return nil }
        return ((open + 1)..<close, address, end + 1)
    }

    /// `<https://…>` at `index`: where the address is, and the end.
    static func angled(_ scanner: MisskeyScanner, at index: Int) -> (Range<Int>, Int)? {
        let scalars = scanner.scalars
        guard index < scalars.count, scalars[index] == "<", let scheme = schemeLength(scalars, at: index + 1)
        else { return nil }
        let start = index + 1 + scheme
        guard start < scalars.count else { return nil }
        // The address runs to the first `>`; white space before it means there is none.
        let end = scanner.angleStops[start]
        guard end < scalars.count, scalars[end] == ">", end > start else { return nil }
        return ((index + 1)..<end, end + 1)
    }

    /// A bare address at `index`: where it is (its `.` and `,` at the end left to the sentence),
    /// which is also its end.
    ///
    /// Each position's answer is kept: every `[label](` before the same address asks for it.
    static func bare(_ scanner: inout MisskeyScanner, at index: Int) -> (Range<Int>, Int)? {
        guard index < scanner.scalars.count, let scheme = schemeLength(scanner.scalars, at: index) else { return nil }
        if let known = scanner.bareEnds[index] { return known.map { (index..<$0, $0) } }
        let found = bareEnd(&scanner, at: index, scheme: scheme)
        scanner.bareEnds[index] = .some(found)
        return found.map { (index..<$0, $0) }
    }

    /// Where the bare address whose scheme of `scheme` scalars is at `index` ends, or nil.
    private static func bareEnd(_ scanner: inout MisskeyScanner, at index: Int, scheme: Int) -> Int? {
        let scalars = scanner.scalars
        let start = index + scheme
        // Past address scalars and whole bracket pairs, to the last point where none is open.
        var end = scanner.balancedEnds[start]
        // A letter that a mark after it extends (`e` + U+0301) belongs to the text, not the address.
        while end > start, end < scalars.count, isExtending(scalars[end]) {
            end -= 1
            scanner.visits += 1
        }
        while end > start, scalars[end - 1] == "." || scalars[end - 1] == "," {
            end -= 1
            scanner.visits += 1
        }
        return end > start ? end : nil
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
        var position = index
        // The prefixes are ASCII, and no other scalar lowercases to an ASCII letter of `https://`.
        for expected in prefix.unicodeScalars {
            guard position < scalars.count else { return false }
            let found = scalars[position]
            guard found == expected || ignoringCase && ("A"..."Z").contains(found) && found.value + 32 == expected.value
            else { return false }
            position += 1
        }
        return true
    }
}
