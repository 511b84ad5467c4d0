import DigestCore

extension SiteIndexReader {
    /// `[a,b,…]`, each element read by `element`.
    mutating func array<Element>(of element: (inout SiteIndexReader) -> Element?) -> [Element]? {
        guard take("[") else { return nil }
        var elements: [Element] = []
        // A week's days are seven, its languages and tags a dozen at most: growing from one costs more.
        elements.reserveCapacity(8)
        if take("]") { return elements }
        repeat {
            guard let value = element(&self) else { return nil }
            elements.append(value)
        } while take(",")
        return take("]") ? elements : nil
    }

    mutating func timeShare() -> TimeShare? {
        guard take("{\"name\":"), let name = string(), take(",\"seconds\":"), let seconds = number(), take("}")
        else { return nil }
        return TimeShare(name: name, seconds: seconds)
    }

    mutating func nameCount() -> NameCount? {
        guard take("{\"count\":"), let count = number(), take(",\"name\":"), let name = string(), take("}")
        else { return nil }
        return NameCount(name: name, count: count)
    }

    mutating func linkMention() -> LinkMention? {
        guard take("{\"host\":"), let host = string() else { return nil }
        var title: String?
        if take(",\"title\":") {
            guard let value = string() else { return nil }
            title = value
        }
        guard take(",\"url\":"), let url = string(), take("}") else { return nil }
        return LinkMention(url: url, host: host, title: title)
    }

    /// Consumes `literal` when the bytes continue with it.
    ///
    /// A `StaticString`, compared byte by byte without a generic sequence in between: the reader
    /// takes some forty literals a week, and a weekly run reads every week.
    mutating func take(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard end - position >= count else { return false }
        let start = literal.utf8Start
        for offset in 0..<count where bytes[position + offset] != start[offset] { return false }
        position += count
        return true
    }

    /// A non-negative integer of at most 18 digits.
    mutating func number() -> Int? {
        var value = 0, digits = 0
        while position < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]), digits < 18 {
            // `encoded()` writes no leading zero.
            if digits == 1, value == 0 { isVerbatim = false }
            value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
            position += 1
            digits += 1
        }
        return digits > 0 ? value : nil
    }

    mutating func boolean() -> Bool? {
        if take("true") { return true }
        if take("false") { return false }
        return nil
    }

    /// A string: the escapes ``SiteIndex/quoted(_:)`` writes (and the rest of JSON's) are read; a raw
    /// control character gives up.
    mutating func string() -> String? {
        guard take("\"") else { return nil }
        let start = position, limit = end
        let stop = bytes.withUnsafeBufferPointer { buffer in
            var index = start
            while index < limit {
                let byte = buffer[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                index += 1
            }
            return index
        }
        position = stop
        guard position < end, bytes[position] >= 0x20 else { return nil }
        guard bytes[position] == UInt8(ascii: "\\") else {
            defer { position += 1 }
            let close = position
            // Through a buffer pointer: String's fast path for contiguous UTF-8.
            return bytes.withUnsafeBufferPointer {
                JSONEscapes.text(UnsafeBufferPointer(rebasing: $0[start..<close]))
            }
        }
        // Rare (a quote or a control character in a name): decode the rest scalar by scalar. The
        // escapes written are not all JSON's, so such a week is written again rather than copied.
        isVerbatim = false
        guard var text = String(validating: bytes[start..<position], as: UTF8.self) else { return nil }
        let tail = position
        while position < end, bytes[position] != UInt8(ascii: "\"") {
            guard bytes[position] >= 0x20 else { return nil }
            position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard position < end, position >= tail else { return nil }
        defer { position += 1 }
        guard let rest = JSONEscapes.unescaped(bytes[tail..<position]) else { return nil }
        text += rest
        return text
    }
}
