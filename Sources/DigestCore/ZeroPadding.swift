extension Int {
    /// The number in decimal with zeros in front up to `width` characters, like `%0*d`
    /// (`7` → `0007`, `-5` → `-005`), without the cost of `String(format:)`.
    func zeroPadded(_ width: Int) -> String {
        // Most calls pad a small non-negative number (a month, a minute, a year): its digits are
        // written straight into a small string, with no pieces made and joined.
        guard self >= 0 else {
            let digits = String(magnitude)
            return "-" + String(repeating: "0", count: Swift.max(0, width - digits.count - 1)) + digits
        }
        var length = 1
        var rest = self / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        length = Swift.max(length, width)
        return String(unsafeUninitializedCapacity: length) { buffer in
            var value = self
            for index in stride(from: length - 1, through: 0, by: -1) {
                buffer[index] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
            return length
        }
    }
}
