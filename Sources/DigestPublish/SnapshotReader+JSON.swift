import DigestCore
import Foundation

/// The JSON underneath: objects, arrays, strings, integers, `null` and dates.
extension SnapshotReader {
    mutating func skipWhitespace() {
        // A snapshot is indented: this runs over a third of its bytes, so it compares each byte
        // once rather than looking it up in a list.
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
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
    /// reads some two hundred keys a snapshot.
    mutating func object(_ keys: [StaticString], _ member: (inout SnapshotReader, Int) -> Bool) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        if take(UInt8(ascii: "}")) { return true }
        var seen: UInt64 = 0
        repeat {
            guard let index = key(in: keys), seen & (1 << index) == 0, take(UInt8(ascii: ":")) else { return false }
            seen |= 1 << index
            skipWhitespace()
            guard member(&self, index) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}"))
    }

    /// The place in `keys` of the quoted key that comes next, consumed.
    mutating func key(in keys: [StaticString]) -> Int? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\") {
            position += 1
        }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
        let length = position - start
        position += 1
        for (index, key) in keys.enumerated() where key.utf8CodeUnitCount == length {
            let name = key.utf8Start
            var offset = 0
            while offset < length, bytes[start + offset] == name[offset] { offset += 1 }
            if offset == length { return index }
        }
        return nil
    }

    /// `[…]`, each element read by `element`.
    mutating func array<Element>(_ element: (inout SnapshotReader) -> Element?) -> [Element]? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var elements: [Element] = []
        if take(UInt8(ascii: "]")) { return elements }
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
        var escaped = false
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            guard bytes[position] >= 0x20 else { return nil }
            if bytes[position] == UInt8(ascii: "\\") {
                escaped = true
                position += 1
            }
            position += 1
        }
        guard position < bytes.count else { return nil }
        let end = position
        position += 1
        if escaped { return JSONEscapes.unescaped(bytes[start..<end]) }
        return bytes.withUnsafeBufferPointer {
            JSONEscapes.text(UnsafeBufferPointer(rebasing: $0[start..<end]))
        }
    }

    /// A date written `2026-11-22T22:00:00Z`, the form the snapshot's encoder writes.
    mutating func date() -> Date? {
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
}
