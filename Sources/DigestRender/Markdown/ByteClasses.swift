import DigestCore

/// What the escapers need to know of a byte, read from one table rather than compared case by
/// case: they look at every byte of every value a page shows.
enum ByteClasses {
    /// HTML escaping changes it: `&`, `<`, `>`, `"`, `'`, DEL, and every control but line feed and tab.
    static let htmlSpecial: UInt8 = 1 << 0
    /// Markdown escapes it wherever it stands on a line (``MarkdownEscaping/isAlwaysEscaped(_:)``).
    static let markdownMark: UInt8 = 1 << 1
    /// A control character: below 0x20, or DEL.
    static let control: UInt8 = 1 << 2
    /// It may start a C1 control, a noncharacter or a line separator
    /// (``SingleLine/mayStartOddCharacter(_:)``), which only a closer look can tell.
    static let oddStart: UInt8 = 1 << 3

    /// Each byte's classes, by its value.
    static let table: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        var classes: UInt8 = 0
        let isControl = byte < 0x20 || byte == 0x7F
        if isControl { classes |= control }
        if isControl && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t") { classes |= htmlSpecial }
        if "&<>\"'".utf8.contains(byte) { classes |= htmlSpecial }
        if byte < 0x80 && MarkdownEscaping.isAlwaysEscaped(byte) { classes |= markdownMark }
        if SingleLine.mayStartOddCharacter(byte) { classes |= oddStart }
        return classes
    }
}
