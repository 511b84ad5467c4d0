import DigestCore

/// Markup built as UTF-8 bytes in one buffer: the program's own literals copied, numbers written
/// digit by digit, outside text escaped in place.
///
/// The charts are drawn for every week of a rebuild; made of interpolated strings joined one to
/// the next, they cost twice as much.
struct MarkupWriter {
    /// The markup so far.
    private(set) var bytes: [UInt8] = []

    /// A writer with room for `capacity` bytes.
    init(capacity: Int = 2048) {
        bytes.reserveCapacity(capacity)
    }

    /// Markup the program wrote itself.
    mutating func raw(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Markup the program made (a CSS class, a list of points): never text from outside.
    ///
    /// Named apart from ``raw(_:)`` so that a literal goes to that one, copied from the binary,
    /// rather than becoming a String first.
    mutating func made(_ markup: String) {
        bytes.append(contentsOf: markup.utf8)
    }

    /// A whole number.
    mutating func number(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Text from outside or from the locale, escaped for HTML.
    mutating func text(_ value: String) {
        HTMLEscaping.escape(value, into: &bytes)
    }

    /// Text from outside or from the locale, for a file that is XML (the profile card): escaped,
    /// and every character XML 1.0 does not allow left out (``XMLEscaping``).
    mutating func xmlText(_ value: String) {
        made(XMLEscaping.escape(value))
    }

    /// The markup as text.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
