/// Time spent on one named thing (a language, a project, an editor) during the week.
package struct TimeShare: Sendable, Codable, Equatable {
    /// The name as the source reported it (untrusted text).
    package var name: String
    /// Whole seconds.
    package var seconds: Int

    /// Creates a share.
    package init(name: String, seconds: Int) {
        self.name = name
        self.seconds = max(0, seconds)
    }

    /// Whole percentages of `shares` that add up to exactly 100 (largest-remainder rounding).
    ///
    /// Returns zeros when the shares hold no time at all.
    package static func percentages(of shares: [TimeShare]) -> [Int] {
        let total = shares.reduce(0) { $0 + $1.seconds }
        guard total > 0 else { return shares.map { _ in 0 } }
        let exact = shares.map { Double($0.seconds) * 100 / Double(total) }
        var result = exact.map { Int($0.rounded(.down)) }
        let missing = 100 - result.reduce(0, +)
        let order = exact.indices.sorted { a, b in
            let ra = exact[a] - Double(result[a]), rb = exact[b] - Double(result[b])
            return ra != rb ? ra > rb : a < b
        }
        for index in order.prefix(missing) { result[index] += 1 }
        return result
    }
}
