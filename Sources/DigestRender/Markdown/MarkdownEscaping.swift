import DigestCore

/// Makes untrusted text safe to place inside a Markdown document.
enum MarkdownEscaping {
    /// `text` as literal Markdown text on a single line.
    ///
    /// Inline syntax (`* _ [ ] < > & # ! | \` and backticks) is always backslash-escaped; block
    /// syntax (`- + = ~ : ( ) { } .` first, or a number followed by `.` or `)`) only where it could
    /// start a block. Line breaks, tabs and control characters become spaces, so inserted text can
    /// never start a new line; noncharacters (U+FFFE…) become U+FFFD, as HTML forbids them;
    /// surrounding white space (and a byte-order mark) is trimmed, so it cannot become code either.
    ///
    /// The work is done on UTF-8 bytes: every character that matters is ASCII, and cmark reads
    /// bytes too, so a `*` carrying a combining accent is escaped like any other `*`.
    static func escape(_ text: String) -> String {
        guard let marks = backslashes(in: text) else { return escaped(text) }
        if marks == 0 { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + marks)
        append(text, marks: marks, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// ``escape(_:)`` written onto the end of `output` (a template's page), without making the
    /// escaped text first: most text is looked at and copied in one visit to its bytes.
    static func escape(_ text: String, into output: inout [UInt8]) {
        guard let marks = backslashesInLine(text.utf8.span) else {
            return output.append(contentsOf: escaped(text).utf8)
        }
        append(text, marks: marks, to: &output)
    }

    /// `text`, which needs `marks` backslashes and nothing else, onto the end of `output`: the
    /// runs between backslashes are copied whole.
    static func append(_ text: String, marks: Int, to output: inout [UInt8]) {
        if marks == 0 { return output.append(contentsOf: text.utf8) }
        let bytes = text.utf8.span, table = ByteClasses.table
        var (leadingDigits, index) = (true, 0)
        // The start of the line, where block syntax and a leading number count, byte by byte;
        // past it only inline syntax does, read from the table as ``backslashes(_:)`` reads it.
        while index < bytes.count {
            let byte = bytes[index]
            let marked =
                leadingDigits
                ? needsBackslash(byte, at: index, leadingDigits: &leadingDigits)
                : table[Int(byte)] & ByteClasses.markdownMark != 0
            if marked { output.append(UInt8(ascii: "\\")) }
            output.append(byte)
            index += 1
        }
    }

    /// `text` escaped, the long way: ``escape(_:)`` for text with something to trim, a control, a
    /// line separator or a noncharacter.
    static func escaped(_ text: String) -> String {
        // Line breaks and controls become spaces before trimming, so a control character first can
        // never leave the next character (`+`, `#`, four spaces…) to start a line unescaped.
        let line = trimmed(oneLine(text))
        var result: [UInt8] = []
        result.reserveCapacity(line.utf8.count + 8)
        var leadingDigits = true
        for (index, byte) in line.utf8.enumerated() {
            if needsBackslash(byte, at: index, leadingDigits: &leadingDigits) { result.append(UInt8(ascii: "\\")) }
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether the byte at `index` of a line gets a backslash before it: inline syntax anywhere,
    /// block syntax first, and `.` or `)` after a leading number (which it would make a list item).
    static func needsBackslash(_ byte: UInt8, at index: Int, leadingDigits: inout Bool) -> Bool {
        let afterNumber = leadingDigits && index > 0 && (byte == UInt8(ascii: ".") || byte == UInt8(ascii: ")"))
        if !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { leadingDigits = false }
        return isAlwaysEscaped(byte) || (index == 0 && isEscapedFirst(byte)) || afterNumber
    }

    /// Whether ``escaped(_:)`` would give `text` back byte for byte.
    ///
    /// That is: nothing to trim at either end, no control, line separator or noncharacter, no
    /// inline syntax, and nothing that could start a block. Most values (names, figures, Japanese
    /// titles) are plain, and one look at their bytes costs far less than building the escaped
    /// copy. `EscapingFastPathTests` checks the two against each other on random text.
    static func isPlain(_ text: String) -> Bool { backslashes(in: text) == 0 }

    /// How many backslashes escaping `text` adds, when it needs nothing else (nothing to trim, no
    /// control, line separator or noncharacter); nil when it does, and must go the long way.
    static func backslashes(in text: String) -> Int? {
        if text.isEmpty { return 0 }
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
            !isTrimmed(first), !isTrimmed(last)
        else { return nil }
        return backslashes(text.utf8.span)
    }

    /// ``backslashes(in:)`` on a text's bytes: its first and last scalars are read from the bytes
    /// rather than through the scalar view.
    static func backslashesInLine(_ bytes: Span<UInt8>) -> Int? {
        guard !bytes.isEmpty else { return 0 }
        let lastByte = bytes[bytes.count - 1]
        // A scalar's last byte is ASCII or a continuation byte; its first, ASCII or a lead byte.
        var lastStart = bytes.count - 1
        if lastByte >= 0x80 {
            while lastStart > 0, bytes[lastStart] & 0xC0 == 0x80 { lastStart -= 1 }
        }
        guard let first = scalar(in: bytes, at: 0), let last = scalar(in: bytes, at: lastStart),
            !isTrimmed(first), !isTrimmed(last)
        else { return nil }
        return backslashes(bytes)
    }

    /// The scalar whose UTF-8 starts at `index` of valid UTF-8 `bytes`.
    static func scalar(in bytes: Span<UInt8>, at index: Int) -> Unicode.Scalar? {
        let lead = bytes[index]
        if lead < 0x80 { return Unicode.Scalar(lead) }
        var iterator = (index..<min(index + 4, bytes.count)).map { bytes[$0] }.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else { return nil }
        return Unicode.UTF8.decode(encoded)
    }

    /// ``backslashes(in:)`` on the bytes of text whose ends are not white space.
    ///
    /// Block syntax and a leading number's `.` or `)` matter only at the start of the line, so
    /// the start is read with ``needsBackslash(_:at:leadingDigits:)`` and the rest in a tighter
    /// loop that looks only for inline syntax, controls, and the lead bytes of the few non-ASCII
    /// characters the long way must handle.
    static func backslashes(_ bytes: Span<UInt8>) -> Int? {
        var leadingDigits = true
        var marks = 0
        var index = 0
        while index < bytes.count, leadingDigits {
            let byte = bytes[index]
            // Anything but printable ASCII ends the start: the loop below judges it.
            if byte >= 0x80 || byte < 0x20 || byte == 0x7F { break }
            if needsBackslash(byte, at: index, leadingDigits: &leadingDigits) { marks += 1 }
            index += 1
        }
        // The rest of the line, each byte's classes from one table (``ByteClasses``).
        let table = ByteClasses.table
        while index < bytes.count {
            let classes = table[Int(bytes[index])]
            if classes != 0 {
                if classes & ByteClasses.control != 0 { return nil }
                if classes & ByteClasses.markdownMark != 0 {
                    marks += 1
                } else if classes & ByteClasses.oddStart != 0,
                    SingleLine.isC1ControlOrNoncharacter(bytes, at: index)
                        || SingleLine.isLineSeparator(bytes, at: index)
                {
                    return nil
                }
            }
            index += 1
        }
        return marks
    }

    /// Punctuation that can open or close inline Markdown anywhere on a line.
    static func isAlwaysEscaped(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
            UInt8(ascii: "]"),
            UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "#"), UInt8(ascii: "!"),
            UInt8(ascii: "|"):
            return true
        default:
            return false
        }
    }

    /// Punctuation that can start a block (list, heading, code fence, rule) at the start of a line.
    static func isEscapedFirst(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "="), UInt8(ascii: "~"), UInt8(ascii: ":"),
            UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    /// `text` without the white space (and byte-order marks) around it, scalar by scalar.
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return text }
        return String(Substring(scalars[first...last]))
    }

    /// White space (Unicode's White_Space and U+200B: exactly Foundation's `whitespacesAndNewlines`), and
    /// U+FEFF: cmark drops a byte-order mark that starts the document, which would put whatever
    /// follows it (`    code`, `~~~`, `+ item`) at the start of a line, unescaped.
    static func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
        // A printable ASCII character, what nearly every value starts and ends with, is none.
        if scalar.value > 0x20 && scalar.value < 0x7F { return false }
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            return true
        default: return false
        }
    }

    /// `text` with line breaks, tabs and control characters as spaces, and noncharacters (U+FFFE,
    /// U+FFFF…, which HTML forbids and cmark passes through) as U+FFFD.
    static func oneLine(_ text: String) -> String {
        // Most text has none of these: check the scalars once and return it untouched.
        let odd = text.unicodeScalars.contains { scalar in
            SingleLine.breaksLine(scalar) || SingleLine.isNoncharacter(scalar)
        }
        guard odd else { return text }
        var line = ""
        line.reserveCapacity(text.utf8.count)
        for character in text {
            // By character, not scalar: CR LF is one grapheme and becomes one space.
            if character.isNewline || character.unicodeScalars.contains(where: SingleLine.breaksLine) {
                line.append(" ")
            } else if character.unicodeScalars.contains(where: SingleLine.isNoncharacter) {
                line.append("\u{FFFD}")
            } else {
                line.append(character)
            }
        }
        return line
    }
}
