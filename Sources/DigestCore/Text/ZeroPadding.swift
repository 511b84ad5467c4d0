extension Int {
    /// The number in decimal with zeros in front up to `width` characters, like `%0*d`
    /// (`7` → `0007`, `-5` → `-005`).
    func zeroPadded(_ width: Int) -> String {
        let digits = String(magnitude)
        let zeros = String(repeating: "0", count: Swift.max(0, width - digits.count - (self < 0 ? 1 : 0)))
        return (self < 0 ? "-" : "") + zeros + digits
    }
}
