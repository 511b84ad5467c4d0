extension WebURL {
    /// `text` when it is already an address exactly as ``WebURL/init(parsing:)`` would write it,
    /// checked byte by byte without `URLComponents`; nil when it is not (it may still be one).
    ///
    /// That is: `http://` or `https://` in lower case, a lower-case host of letters, digits, dots
    /// and hyphens with no empty label, no port or user, then only characters an address keeps
    /// as they are (no quote, bracket or parenthesis, every `%` followed by two hex digits, one
    /// `#` at most). A rebuild reads thousands of addresses, nearly all of this kind; reading one
    /// through `URLComponents` cost more than rendering the article it belongs to.
    /// `WebURLTests` holds the two ways to the same answer on random addresses.
    init?(plainText text: String) {
        let bytes = Array(text.utf8)
        guard let (end, hostStart, hostEnd) = Self.plainParts(bytes), end == bytes.count else { return nil }
        let www = hostEnd - hostStart > 4 && bytes[hostStart..<hostStart + 4].elementsEqual("www.".utf8)
        self.init(
            absoluteString: text,
            displayHost: String(decoding: bytes[hostStart + (www ? 4 : 0)..<hostEnd], as: UTF8.self))
    }

    /// Where a plain address's host starts and ends (byte offsets) and where it ends; nil for
    /// anything else.
    static func plainParts(_ bytes: [UInt8]) -> (end: Int, hostStart: Int, hostEnd: Int)? {
        guard bytes.count <= 4096, bytes.count >= 8, bytes[0] == UInt8(ascii: "h"), bytes[1] == UInt8(ascii: "t"),
            bytes[2] == UInt8(ascii: "t"), bytes[3] == UInt8(ascii: "p")
        else { return nil }
        var index = bytes[4] == UInt8(ascii: "s") ? 5 : 4
        guard bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "/"),
            bytes[index + 2] == UInt8(ascii: "/")
        else { return nil }
        index += 3
        let classes = Self.plainClasses
        let hostStart = index
        var labelLength = 0
        while index < bytes.count {
            let byte = bytes[index]
            let kind = classes[Int(byte)]
            if kind & Self.hostLetter != 0 {
                labelLength += 1
            } else if byte == UInt8(ascii: ".") {
                guard labelLength > 0 else { return nil }
                labelLength = 0
            } else if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
                break
            } else {
                return nil  // a port, a user, upper case, anything unusual
            }
            index += 1
        }
        guard labelLength > 0 else { return nil }
        let hostEnd = index
        var fragments = 0
        while index < bytes.count {
            let byte = bytes[index]
            if classes[Int(byte)] & Self.kept != 0 {
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "#"):
                fragments += 1
                guard fragments == 1 else { return nil }
            case UInt8(ascii: "%"):
                guard index + 2 < bytes.count, classes[Int(bytes[index + 1])] & Self.hex != 0,
                    classes[Int(bytes[index + 2])] & Self.hex != 0
                else { return nil }
            default: return nil
            }
            index += 1
        }
        return (index, hostStart, hostEnd)
    }

    /// A byte a plain host is made of, apart from its dots: a lower-case letter, a digit, `-`.
    static let hostLetter: UInt8 = 1 << 0
    /// A byte a plain address keeps as it is after its host, `#` and `%` apart (which need a look).
    static let kept: UInt8 = 1 << 1
    /// A hex digit, of either case.
    static let hex: UInt8 = 1 << 2

    /// Each byte's classes, by its value: one look-up per byte of an address rather than a
    /// comparison with each range (a rebuild reads tens of thousands of addresses).
    static let plainClasses: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        let lower = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        let upper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        let digit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        var classes: UInt8 = 0
        if lower || digit || byte == UInt8(ascii: "-") { classes |= hostLetter }
        if lower || upper || digit || "-._~!$&*+,;=:@/?".utf8.contains(byte) { classes |= kept }
        if isHex(byte) { classes |= hex }
        return classes
    }

    static func isHex(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            return true
        default: return false
        }
    }
}
