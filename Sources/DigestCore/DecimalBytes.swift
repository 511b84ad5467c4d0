extension Array where Element == UInt8 {
    /// `number` in decimal, onto the end, without a String or an array of digits made for it (the
    /// index of weeks and the charts write thousands).
    package mutating func appendDecimal(_ number: Int) {
        // One digit at once; a longer number written backwards on the stack, one division a digit
        // (finding the largest power of ten first, then dividing by it, cost two a digit).
        if number >= 0 && number < 10 { return append(UInt8(ascii: "0") + UInt8(number)) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            let start = Self.decimalDigits(of: number, into: buffer)
            for index in start..<buffer.count { append(buffer[index]) }
        }
    }

    /// `number`'s decimal digits (and sign) written at the end of `buffer` (20 bytes or more);
    /// where they start.
    @inline(__always)
    static func decimalDigits(of number: Int, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
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
        return start
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
            let start = [UInt8].decimalDigits(of: number, into: buffer)
            return String(validUTF8: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }
}
