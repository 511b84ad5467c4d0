/// Untrusted text whose direction cannot turn the rest of its line around.
///
/// A title holding a right-to-left override (U+202E) reverses everything after it on the line: the
/// likes, the date, the next link. Explicit embeddings, overrides and isolates (U+202A–U+202E,
/// U+2066–U+2069) are taken out of such a text, and what is left is set in a first-strong isolate
/// (U+2068 … U+2069), so its own letters still read in their direction and nothing outside it
/// moves. A text without them (nearly all) is given back as it is.
package enum DirectionIsolation {
    /// `text`, isolated when it holds an explicit direction control.
    package static func isolated(_ text: String) -> String {
        // Every control is U+20xx, whose UTF-8 starts with 0xE2: most texts are done here.
        guard text.utf8.contains(0xE2), text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        result.append("\u{2068}")
        result.append(contentsOf: text.unicodeScalars.filter { !isControl($0) })
        result.append("\u{2069}")
        return String(result)
    }

    /// Whether `scalar` is an explicit embedding, override or isolate, or their terminator.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
