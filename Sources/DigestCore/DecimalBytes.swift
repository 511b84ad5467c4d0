extension Array where Element == UInt8 {
    /// `number` in decimal, onto the end: digit by digit from the largest, without a String or
    /// an array of digits made for it (the index of weeks and the charts write thousands).
    package mutating func appendDecimal(_ number: Int) {
        if number < 0 { append(UInt8(ascii: "-")) }
        let value = number.magnitude
        var divisor: UInt = 1
        while value / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }
}

extension String {
    /// `number` in decimal digits, as `String(number)` writes it, at a fraction of its cost.
    ///
    /// The digits are written on the stack and made a String once, known to be ASCII:
    /// `String(number)` takes the generic way through `description`, and a rebuild writes a
    /// hundred thousand numbers into its pages (days, years, percentages, counts).
    package init(decimal number: Int) {
        // 19 digits and a sign at most.
        self = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var value = number.magnitude, start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            } while value > 0
            if number < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            return String(validUTF8: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }
}
