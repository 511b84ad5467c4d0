extension Int {
    /// The number in decimal with zeros in front up to `width` characters, like `%0*d`
    /// (`7` → `0007`, `-5` → `-005`), without the cost of `String(format:)`.
    func zeroPadded(_ width: Int) -> String {
        // The digits are written straight into the text, with no pieces made and joined.
        String(assembling: { $0.add(self, width: width) })
    }
}
