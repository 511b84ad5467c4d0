import DigestCore
import Foundation

/// The JSON underneath: objects, arrays, strings, integers, `null` and dates.
extension SnapshotReader {
    mutating func skipWhitespace() {
        // A snapshot is indented: this runs over a third of its bytes, so it compares each byte
        // once rather than looking it up in a list, over the bytes in place.
        position = bytes.withUnsafeBufferPointer { bytes in
            var end = position
            while end < bytes.count {
                switch bytes[end] {
                case 0x20, 0x0A, 0x0D, 0x09: end += 1
                default: return end
                }
            }
            return end
        }
    }

    /// Consumes `byte` (after whitespace) when it comes next.
    mutating func take(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// `{…}` whose keys are among `keys`, each member read by `member` with its key's place there.
    ///
    /// An unknown key, a key twice or a key with an escape gives up.
    ///
    /// Keys are matched as bytes against the table, with no `String` made or hashed: a rebuild
    /// reads some two hundred keys a snapshot. Each table lists its keys in the order the encoder
    /// sorts them, so the next key is looked for first after the last one found: usually the
    /// first it is compared with.
    mutating func object(_ keys: [StaticString], _ member: (inout SnapshotReader, Int) -> Bool) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        if take(UInt8(ascii: "}")) { return true }
        var seen: UInt64 = 0
        var next = 0
        repeat {
            guard let index = key(in: keys, from: next), seen & (1 << index) == 0, take(UInt8(ascii: ":")) else {
                return false
            }
            seen |= 1 << index
            next = index + 1
            skipWhitespace()
            guard member(&self, index) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}"))
    }

    /// The place in `keys` of the quoted key that comes next, consumed; `keys` are tried from
    /// `first` on, then from the start.
    mutating func key(in keys: [StaticString], from first: Int) -> Int? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position
        // Over the bytes in place, each key compared whole with the quote after it: a key holds
        // no quote or backslash, so a match is the whole string, escapes and all.
        let found = bytes.withUnsafeBufferPointer { bytes -> Int? in
            guard let base = bytes.baseAddress else { return nil }
            for turn in 0..<keys.count {
                let index = (first + turn) % keys.count
                let key = keys[index], length = key.utf8CodeUnitCount
                guard start + length < bytes.count, base[start + length] == UInt8(ascii: "\"") else { continue }
                // Compared in place: a key is a few bytes, less than the call to `memcmp` costs.
                let expected = key.utf8Start
                var offset = 0
                while offset < length, base[start + offset] == expected[offset] { offset += 1 }
                if offset == length { return index }
            }
            return nil
        }
        guard let found else { return nil }
        position = start + keys[found].utf8CodeUnitCount + 1
        return found
    }

    /// `[…]`, each element read by `element`.
    mutating func array<Element>(_ element: (inout SnapshotReader) -> Element?) -> [Element]? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var elements: [Element] = []
        if take(UInt8(ascii: "]")) { return elements }
        // Room for a week's days, languages or articles at once: grown from one element, an
        // array of seven was allocated four times over.
        elements.reserveCapacity(8)
        repeat {
            skipWhitespace()
            guard let value = element(&self) else { return nil }
            elements.append(value)
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]")) ? elements : nil
    }

    /// `null`, consumed.
    mutating func null() -> Bool {
        skipWhitespace()
        guard bytes.count - position >= 4, bytes[position..<position + 4].elementsEqual("null".utf8) else {
            return false
        }
        position += 4
        return true
    }

    /// An integer as JSON writes one (no fraction, exponent or leading zero), of at most 18 digits.
    mutating func integer() -> Int? {
        skipWhitespace()
        let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        let start = position
        var value = 0
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
            position += 1
        }
        let digits = position - start
        guard (1...18).contains(digits), digits == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
        if position < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[position]) {
            return nil
        }
        return negative ? -value : value
    }

    /// A string, with JSON's escapes read.
    mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position
        // The closing quote looked for over the bytes in place (a snapshot is mostly strings).
        let scanned = bytes.withUnsafeBufferPointer { bytes -> (end: Int, escaped: Bool)? in
            if let plain = Self.plainString(in: bytes, from: start) { return (plain, false) }
            var end = start, escaped = false
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                guard bytes[end] >= 0x20 else { return nil }
                if bytes[end] == UInt8(ascii: "\\") {
                    escaped = true
                    end += 1
                }
                end += 1
            }
            return end < bytes.count ? (end, escaped) : nil
        }
        guard let (end, escaped) = scanned else { return nil }
        position = end + 1
        if escaped { return JSONEscapes.unescaped(bytes[start..<end]) }
        return bytes.withUnsafeBufferPointer {
            JSONEscapes.text(UnsafeBufferPointer(rebasing: $0[start..<end]))
        }
    }

    /// A date written `2026-11-22T22:00:00Z`, the form the snapshot's encoder writes.
    mutating func date() -> Date? {
        // The form the encoder writes, read where it lies: twenty bytes between quotes.
        skipWhitespace()
        if bytes.count - position >= 22, bytes[position] == UInt8(ascii: "\""),
            bytes[position + 21] == UInt8(ascii: "\""), bytes[position + 11] == UInt8(ascii: "T"),
            bytes[position + 20] == UInt8(ascii: "Z")
        {
            let start = position + 1
            let date = bytes.withUnsafeBufferPointer {
                ISOTimestamp.parseASCII(UnsafeBufferPointer(rebasing: $0[start..<start + 20]))
            }
            if date != nil { position += 22 }
            return date
        }
        guard let text = string() else { return nil }
        let utf8 = Array(text.utf8)
        guard utf8.count == 20, utf8[10] == UInt8(ascii: "T"), utf8[19] == UInt8(ascii: "Z") else { return nil }
        return ISOTimestamp.parseASCII(utf8)
    }

    /// A day written `2026-11-16`, read from its bytes (what `LocalDate(parsing:)` accepts, faster).
    mutating func localDate() -> LocalDate? {
        guard take(UInt8(ascii: "\"")), bytes.count - position >= 11, bytes[position + 10] == UInt8(ascii: "\"")
        else { return nil }
        var parts = [0, 0, 0], part = 0
        for offset in 0..<10 {
            let byte = bytes[position + offset]
            if offset == 4 || offset == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                part += 1
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            parts[part] = parts[part] * 10 + Int(byte - UInt8(ascii: "0"))
        }
        position += 11
        return LocalDate(year: parts[0], month: parts[1], day: parts[2])
    }

    /// Where the next `"` is from `start` (`memchr`, which reads many bytes at a time), or nil.
    static func closingQuote(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
            let quote = memchr(base + start, Int32(UInt8(ascii: "\"")), bytes.count - start)
        else { return nil }
        return UnsafeRawPointer(quote) - UnsafeRawPointer(base)
    }

    /// The closing quote of a string from `start` with no escape and no control character.
    ///
    /// Most strings are such: the quote is found first, then the bytes before it are checked in
    /// one pass the compiler does many bytes at a time. Nil when there is no quote, or when the
    /// string needs the long way (an escape, which may hide a quote, or a control character,
    /// which is an error).
    static func plainString(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let end = closingQuote(in: bytes, from: start) else { return nil }
        var smallest: UInt8 = 0xFF, backslash: UInt8 = 0
        for offset in start..<end {
            let byte = bytes[offset]
            smallest = min(smallest, byte)
            backslash |= byte == UInt8(ascii: "\\") ? 1 : 0
        }
        return smallest >= 0x20 && backslash == 0 ? end : nil
    }
}
