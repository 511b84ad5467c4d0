import Foundation

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// The text without the spaces and tabs around it (Foundation's `.whitespaces`).
    ///
    /// Text with a
    /// visible ASCII character at each end, the usual case, comes back as it is, without the
    /// bridge to NSString that trimming costs: thousands of names and addresses go through here.
    package func trimmingWhitespace() -> String {
        guard let first = utf8.first, let last = utf8.last,
            first <= 0x20 || first >= 0x7F || last <= 0x20 || last >= 0x7F
        else { return String(self) }
        return trimmingCharacters(in: .whitespaces)
    }
}
