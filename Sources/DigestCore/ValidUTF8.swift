extension String {
    /// The text of `bytes`, which the caller knows to be valid UTF-8 (each piece of them came from
    /// a `String`, or is ASCII), made without checking them again.
    ///
    /// `String(decoding:as:)` checks every byte and costs about twice as much for a short text;
    /// whether the text is ASCII is still found, eight bytes at a time, since a `String` marked
    /// ASCII compares and counts on a faster path.
    package init(validUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        self.init(unchecked: bytes, isASCII: Self.isASCII(bytes))
    }

    /// The text of `bytes` when every one is ASCII (and so valid UTF-8), else nil.
    package init?(ascii bytes: UnsafeBufferPointer<UInt8>) {
        guard Self.isASCII(bytes) else { return nil }
        self.init(unchecked: bytes, isASCII: true)
    }

    private init(unchecked bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
        self.init(copying: unsafe UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII))
    }

    /// Whether every byte of `bytes` is below 0x80.
    package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(start)
        var index = 0
        var high: UInt64 = 0
        while index + 8 <= bytes.count {
            high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            high |= UInt64(bytes[index])
            index += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }
}
