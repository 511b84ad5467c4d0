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
