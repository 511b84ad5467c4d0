extension Int {
    /// The number in decimal with zeros in front up to `width` characters, like `%0*d`
    /// (`7` → `0007`, `-5` → `-005`), without the cost of `String(format:)`.
    func zeroPadded(_ width: Int) -> String {
        let digits = String(magnitude)
        let sign = self < 0 ? "-" : ""
        let zeros = Swift.max(0, width - digits.count - sign.count)
        return sign + String(repeating: "0", count: zeros) + digits
    }
}
