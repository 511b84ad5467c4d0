/// A short text put together from pieces in a buffer, then made a `String` once
/// (``Swift/String/init(assembling:)``).
///
/// Appending pieces to a `String` one by one costs more than copying their bytes, and a rebuild
/// puts together hundreds of short texts a week: dates, phrases, counts, paths.
///
/// Pieces that are strings, numbers and ASCII characters are valid UTF-8, and so is the text they
/// make together: such a text is made without checking its bytes again (half of what making a
/// short `String` costs). Once a piece could be anything (bytes of unknown origin, a byte past
/// ASCII), the text is checked as `String(decoding:as:)` checks it, each bad byte made U+FFFD.
package struct TextAssembly: ~Copyable {
    @usableFromInline let buffer: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes the pieces came to, those that did not fit included.
    @usableFromInline var count = 0
    /// Whether every piece is known to be valid UTF-8, so the whole text is.
    @usableFromInline var isKnownValid = true

    @usableFromInline init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Adds `text`.
    @inlinable package mutating func add(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { copy($0) }
        if copied == nil { Array(text.utf8).withUnsafeBufferPointer { copy($0) } }
    }

    /// Adds bytes the caller knows to be valid UTF-8 (cut from a `String` at a character's
    /// edge): the text stays unchecked.
    @inlinable package mutating func add(validUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        copy(bytes)
    }

    /// Adds bytes meant as UTF-8; the text is checked when it is made.
    @inlinable package mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        isKnownValid = false
        copy(bytes)
    }

    @inlinable mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
        if count + bytes.count <= buffer.count {
            _ = UnsafeMutableBufferPointer(rebasing: buffer[count...]).initialize(fromContentsOf: bytes)
        }
        count += bytes.count
    }

    /// Adds an ASCII character (any other byte makes the text checked when it is made).
    @inlinable package mutating func add(_ byte: UInt8) {
        if byte >= 0x80 { isKnownValid = false }
        if count < buffer.count { buffer[count] = byte }
        count += 1
    }

    /// Adds a whole number in decimal, with zeros in front up to `width` characters as
    /// `Int.zeroPadded(_:)` writes it (`7` → `0007`, `-5` → `-005`).
    @inlinable package mutating func add(_ number: Int, width: Int = 1) {
        var digits = 1
        var rest = number.magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        if number < 0 { add(UInt8(ascii: "-")) }
        for _ in 0..<max(0, width - digits - (number < 0 ? 1 : 0)) { add(UInt8(ascii: "0")) }
        if count + digits <= buffer.count {
            var value = number.magnitude
            for index in stride(from: count + digits - 1, through: count, by: -1) {
                buffer[index] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
        }
        count += digits
    }
}

extension String {
    /// The text `build` puts together: on the stack when it comes to 256 bytes or fewer, else
    /// in a string of the size it came to, `build` running a second time (so it must add the same
    /// pieces each time it runs).
    package init(assembling build: (inout TextAssembly) -> Void) {
        self = Self.assembled(build)
    }

    static func assembled(_ build: (inout TextAssembly) -> Void) -> String {
        let made = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) {
            buffer -> (text: String?, count: Int) in
            var assembly = TextAssembly(buffer: buffer)
            build(&assembly)
            let count = assembly.count
            guard count <= buffer.count else { return (nil, count) }
            return (assembly.text(UnsafeBufferPointer(rebasing: buffer[..<count])), count)
        }
        if let text = made.text { return text }
        return String(unsafeUninitializedCapacity: made.count) { buffer in
            var assembly = TextAssembly(buffer: buffer)
            build(&assembly)
            return Swift.min(assembly.count, buffer.count)
        }
    }
}

extension TextAssembly {
    /// The text of `bytes`, what the pieces added came to: unchecked when every piece was known
    /// to be valid UTF-8, else checked and repaired as `String(decoding:as:)` does.
    func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard isKnownValid else { return String(decoding: bytes, as: UTF8.self) }
        return String(validUTF8: bytes)
    }
}
