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
        guard let (end, hostStart, hostEnd) = text.utf8.withContiguousStorageIfAvailable(Self.plainParts) ?? nil
        else { return nil }
        let utf8 = text.utf8
        let host = String(
            text[utf8.index(utf8.startIndex, offsetBy: hostStart)..<utf8.index(utf8.startIndex, offsetBy: hostEnd)])
        guard end == utf8.count else { return nil }
        self.init(absoluteString: text, host: host)
    }

    /// Where a plain address's host starts and ends (byte offsets) and where it ends; nil for
    /// anything else.
    static func plainParts(_ bytes: UnsafeBufferPointer<UInt8>) -> (end: Int, hostStart: Int, hostEnd: Int)? {
        guard bytes.count <= 4096 else { return nil }
        let http = Array("http://".utf8), https = Array("https://".utf8)
        var index: Int
        if bytes.starts(with: https) {
            index = https.count
        } else if bytes.starts(with: http) {
            index = http.count
        } else {
            return nil
        }
        let hostStart = index
        var labelLength = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                labelLength += 1
            case UInt8(ascii: "."):
                guard labelLength > 0 else { return nil }
                labelLength = 0
            default: return nil  // a port, a user, upper case, anything unusual
            }
            index += 1
        }
        guard labelLength > 0 else { return nil }
        let hostEnd = index
        var fragments = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "*"),
                UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"),
                UInt8(ascii: "@"), UInt8(ascii: "/"), UInt8(ascii: "?"):
                break
            case UInt8(ascii: "#"):
                fragments += 1
                guard fragments == 1 else { return nil }
            case UInt8(ascii: "%"):
                guard index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else { return nil }
            default: return nil
            }
            index += 1
        }
        return (index, hostStart, hostEnd)
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
